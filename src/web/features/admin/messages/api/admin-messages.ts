import { queryOptions } from '@tanstack/react-query';
import type { AdminContactMessage, AdminContactMessages } from '../../../../../shared/contact';
import { apiFetch, apiGet } from '../../../../lib/api-client';
import { adminMessageKeys } from '../../../../lib/query-keys';

/**
 * GET /api/admin/contact-messages: the latest messages of the contact form, newest first, and how many
 * of all are not handled yet.
 */
export function adminMessagesQuery() {
  return queryOptions({
    queryKey: adminMessageKeys.all,
    queryFn: ({ signal }) => apiGet<AdminContactMessages>('/api/admin/contact-messages', undefined, signal),
    staleTime: 0,
  });
}

/** PATCH /api/admin/contact-messages/:id with `{ handled }`: the message as it is now. */
export const setMessageHandled = (id: string, handled: boolean) =>
  apiFetch<{ message: AdminContactMessage }>(`/api/admin/contact-messages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify({ handled }),
  }).then((body) => body.message);
