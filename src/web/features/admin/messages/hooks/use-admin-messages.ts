import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { AdminContactMessage } from '../../../../../shared/contact';
import { notify } from '../../../../lib/toast';
import { serverMessage } from '../../common/admin-errors';
import { useSearchFilters } from '../../common/hooks/use-search-filters';
import { adminMessageKeys } from '../../../../lib/query-keys';
import { adminMessagesQuery, setMessageHandled } from '../api/admin-messages';
import { filterMessages, handledToast, parseMessageFilters, type MessageFilter } from '../message-model';

/** The messages of the contact form, filtered (in the browser) by the `show` of the URL. */
export function useAdminMessages() {
  const { filters, setFilters } = useSearchFilters(parseMessageFilters);
  const { show } = filters;
  const query = useQuery(adminMessagesQuery());
  const all = query.data;
  const messages = useMemo(() => filterMessages(all ?? [], show), [all, show]);

  const setShow = useCallback((next: MessageFilter) => setFilters({ show: next }), [setFilters]);

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
