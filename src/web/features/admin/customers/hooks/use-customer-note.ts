import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { customerNoteBodySchema } from '../../../../../shared/customers';
import { notify } from '../../../../lib/toast';
import { serverMessage } from '../../common/admin-errors';
import { addCustomerNote } from '../api/admin-customers';
import { useCustomerUpdate } from './use-customer-update';

export const CUSTOMER_NOTE_FAILED = 'Could not add the note. Please try again.';

/** The staff-only note form of one customer: 1 to 2,000 characters, checked when sent. */
export function useCustomerNote(id: string) {
  const update = useCustomerUpdate();
  const form = useForm<{ text: string }>({
    resolver: zodResolver(customerNoteBodySchema),
    defaultValues: { text: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const mutation = useMutation({
    mutationFn: (text: string) => addCustomerNote(id, text),
    onSuccess: (response) => {
      update(response);
      form.reset({ text: '' });
      notify.success('Note added');
    },
    onError: (caught) => form.setError('text', { message: serverMessage(caught) ?? CUSTOMER_NOTE_FAILED }),
  });

  const submit = form.handleSubmit(({ text }) => mutation.mutate(text));

  return {
    // Typing removes the message.
    field: form.register('text', { onChange: () => form.clearErrors('text') }),
    error: form.formState.errors.text?.message,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (mutation.isPending) event.preventDefault();
      else void submit(event);
    },
    isSaving: mutation.isPending,
  };
}
