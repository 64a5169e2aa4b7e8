import { queryOptions } from '@tanstack/react-query';
import { adminSettingsRoutes } from '../../../../../shared/api-routes-admin-settings';
import { api } from '../../../../lib/api-client';
import { adminMessageKeys } from '../../../../lib/query-keys';

/**
 * GET /api/admin/contact-messages: the latest messages of the contact form, newest first, and how many
 * of all are not handled yet.
 */
export function adminMessagesQuery() {
  return queryOptions({
    queryKey: adminMessageKeys.all,
    queryFn: ({ signal }) => api(adminSettingsRoutes.contactMessages, { signal }),
    staleTime: 0,
  });
}

/** PATCH /api/admin/contact-messages/:id with `{ handled }`: the message as it is now. */
export const setMessageHandled = (id: string, handled: boolean) =>
  api(adminSettingsRoutes.setContactMessageHandled, { params: { id }, body: { handled } }).then(
    (body) => body.message,
  );
