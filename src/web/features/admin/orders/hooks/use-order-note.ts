import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { orderNoteSchema } from '../../../../../shared/orders';
import { notify } from '../../../../lib/toast';
import { serverMessage } from '../../common/admin-errors';
import { addOrderNote, adminOrderKeys } from '../api/admin-orders';

export const NOTE_FAILED = 'Could not add the note. Please try again.';

/** The staff note form of one order: a note of 1 to 2,000 characters, added to the order's history. */
export function useOrderNote(reference: string) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (note: string) => addOrderNote(reference, note),
    onSuccess: (response) => {
      queryClient.setQueryData(adminOrderKeys.detail(reference), response);
      setDraft('');
      notify.success('Note added', { description: `Added to the history of ${reference}.` });
    },
    onError: (caught) => setError(serverMessage(caught) ?? NOTE_FAILED),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = orderNoteSchema.safeParse({ note: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please write a note');
      return;
    }
    setError(null);
    mutation.mutate(parsed.data.note);
  }

  function change(value: string) {
    setDraft(value);
    setError(null);
  }

  return { draft, change, error, onSubmit, isSaving: mutation.isPending };
}
