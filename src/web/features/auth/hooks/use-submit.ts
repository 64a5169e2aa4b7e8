import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';

/**
 * The submit cycle of an account form: a check first (its message, or null), then the action; a
 * rejection's message goes to the red box. One submission at a time.
 */
export function useSubmit(check: () => string | null, action: () => Promise<void>) {
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function run() {
    const problem = check();
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await action();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isSubmitting) void run();
  }

  return { error, setError, isSubmitting, onSubmit };
}
