import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { AdminContactMessage, AdminContactMessages } from '../../../../../shared/contact';
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
  const all = query.data?.messages;
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

/** The list with a message as saved, and the count of those not handled moved with it. */
function withSaved(data: AdminContactMessages, saved: AdminContactMessage): AdminContactMessages {
  const before = data.messages.find((message) => message.id === saved.id);
  const wasHandled = before ? before.handledAt !== null : saved.handledAt !== null;
  const isHandled = saved.handledAt !== null;
  return {
    messages: data.messages.map((message) => (message.id === saved.id ? saved : message)),
    notHandled: Math.max(0, data.notHandled + (wasHandled === isHandled ? 0 : isHandled ? -1 : 1)),
  };
}

/**
 * How many messages are not handled yet, for the Messages tab; asked again every minute while the
 * dashboard is open (and not asked of a level that may not see messages).
 */
export function useNotHandledMessageCount(enabled: boolean): number | undefined {
  return useQuery({
    ...adminMessagesQuery(),
    enabled,
    refetchInterval: 60_000,
    select: (data) => data.notHandled,
  }).data;
}

/** Marks one message handled or not; the list shows the server's answer at once, with a toast. */
export function useMessageHandled() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ message, handled }: { message: AdminContactMessage; handled: boolean }) =>
      setMessageHandled(message.id, handled),
    onSuccess: (saved, { handled }) => {
      queryClient.setQueryData<AdminContactMessages>(adminMessageKeys.all, (data) =>
        data ? withSaved(data, saved) : data,
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
