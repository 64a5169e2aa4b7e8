import type { InvitationView } from '../../../../shared/staff-forms';
import { apiGet, apiPost } from '../../../lib/api-client';

/** The invitation a mailed link carries (404 with the shop's message when it is no longer good). */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationView> {
  return apiGet<InvitationView>(`/api/staff/invitations/${encodeURIComponent(token)}`, undefined, signal);
}

export function acceptInvitation(body: { token: string; name: string; password: string }) {
  return apiPost<{ email: string }>('/api/staff/invitations/accept', body);
}
