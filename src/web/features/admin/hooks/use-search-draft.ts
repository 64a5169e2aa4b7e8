import { useEffect, useRef, useState } from 'react';

/**
 * The search box's text, committed (to the URL) after a pause in typing. A change of the committed
 * value from elsewhere (the Back button) replaces the text.
 */
export function useSearchDraft(value: string, commit: (value: string) => void, delayMs = 300) {
  const [draft, setDraft] = useState(value);
  const [synced, setSynced] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);

  if (value !== synced) {
    setSynced(value);
    setDraft(value);
  }

  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: string) {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      commitRef.current(next);
    }, delayMs);
  }

  /** Commits at once (Enter in the search box). */
  function flush() {
    clearTimeout(timer.current);
    timer.current = undefined;
    commitRef.current(draft);
  }

  return { draft, change, flush };
}
