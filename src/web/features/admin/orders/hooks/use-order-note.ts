import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { orderNoteSchema } from '../../../../../shared/orders';
import { notify } from '../../../../lib/toast';
import { serverMessage } from '../../common/admin-errors';
import { adminOrderKeys } from '../../../../lib/query-keys';
import { addOrderNote } from '../api/admin-orders';

export const NOTE_FAILED = 'Could not add the note. Please try again.';

/**
 * The staff note form of one order: a note of 1 to 2,000 characters, checked when it is sent and added
 * to the order's history.
 */
export function useOrderNote(reference: string) {
  const queryClient = useQueryClient();
  const form = useForm<{ note: string }>({
    resolver: zodResolver(orderNoteSchema),
    defaultValues: { note: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const mutation = useMutation({
    mutationFn: (note: string) => addOrderNote(reference, note),
    onSuccess: (response) => {
      queryClient.setQueryData(adminOrderKeys.detail(reference), response);
      form.reset({ note: '' });
      notify.success('Note added', { description: `Added to the history of ${reference}.` });
    },
    onError: (caught) => form.setError('note', { message: serverMessage(caught) ?? NOTE_FAILED }),
  });

  const submit = form.handleSubmit(({ note }) => mutation.mutate(note));

  return {
    // Typing removes the message.
    field: form.register('note', { onChange: () => form.clearErrors('note') }),
    error: form.formState.errors.note?.message,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (mutation.isPending) event.preventDefault();
      else void submit(event);
    },
    isSaving: mutation.isPending,
  };
}
