import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminContactMessage } from '../../../../shared/contact';
import { notify } from '../../../lib/toast';
import { serverMessage } from '../admin-errors';
import { parseMessageFilter, withMessageFilter, type MessageFilter } from '../admin-sections-url';
import { adminMessageKeys, adminMessagesQuery, setMessageHandled } from '../api/admin-messages';
import { filterMessages, handledToast } from '../message-model';

/** The messages of the contact form, filtered (in the browser) by the `show` of the URL. */
export function useAdminMessages() {
  const [params, setParams] = useSearchParams();
  const show = useMemo(() => parseMessageFilter(params), [params]);
  const query = useQuery(adminMessagesQuery());
  const all = query.data;
  const messages = useMemo(() => filterMessages(all ?? [], show), [all, show]);

  const setShow = useCallback(
    (next: MessageFilter) =>
      setParams((current) => withMessageFilter(current, next), { replace: true, preventScrollReset: true }),
    [setParams],
  );

  return {
    show,
    setShow,
    messages,
    total: all?.length ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    retry: () => void query.refetch(),
  };
}

export type AdminMessagesState = ReturnType<typeof useAdminMessages>;

/** Marks one message handled or not; the list shows the server's answer at once, with a toast. */
export function useMessageHandled() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ message, handled }: { message: AdminContactMessage; handled: boolean }) =>
      setMessageHandled(message.id, handled),
    onSuccess: (saved, { handled }) => {
      queryClient.setQueryData<AdminContactMessage[]>(adminMessageKeys.all, (list) =>
        list?.map((message) => (message.id === saved.id ? saved : message)),
      );
      notify.success(handledToast(handled), { description: `From ${saved.name}.` });
    },
    onError: (caught, { message }) => {
      notify.error(`Could not update the message from ${message.name}`, {
        description: serverMessage(caught) ?? 'Please try again.',
      });
    },
  });
  return {
    /** `onSaved` runs after a success (e.g. to move focus when the message leaves a filtered list). */
    toggle: (message: AdminContactMessage, handled: boolean, onSaved?: () => void) =>
      mutation.mutate({ message, handled }, { onSuccess: () => onSaved?.() }),
    pendingId: mutation.isPending ? mutation.variables?.message.id : undefined,
  };
}
