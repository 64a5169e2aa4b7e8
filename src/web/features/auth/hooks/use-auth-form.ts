import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';

/**
 * An account form (SPEC.md section 2: "errors show in a red box"): checked with its shared schema when it
 * is submitted, not while typing; the red box shows the first problem in the order of the fields, or the
 * message of a refused action. The action gets the values as typed. One submission at a time.
 */
export function useAuthForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  defaultValues: T,
  action: (values: T) => Promise<void>,
) {
  const form = useForm<T>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: defaultValues as DefaultValues<T>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The red box says what is wrong; the focus stays where the shopper is.
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const fields = Object.keys(defaultValues) as Path<T>[];
  const error =
    errors.root?.message ??
    fields.map((field) => form.getFieldState(field, form.formState).error?.message).find(Boolean) ??
    null;

  const submit = form.handleSubmit(async (values) => {
    try {
      await action(values);
    } catch (caught) {
      form.setError('root', { message: errorMessage(caught) });
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isSubmitting) void submit(event);
  }

  return { register: form.register, error, isSubmitting, onSubmit };
}
