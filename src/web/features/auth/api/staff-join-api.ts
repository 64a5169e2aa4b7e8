import type { InvitationView } from '../../../../shared/staff-forms';
import { visitorRoutes } from '../../../../shared/api-routes-visitors';
import { api } from '../../../lib/api-client';

/** The invitation a mailed link carries (404 with the shop's message when it is no longer good). */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationView> {
  return api(visitorRoutes.staffInvitation, { params: { token }, signal });
}

export function acceptInvitation(body: { token: string; name: string; password: string }) {
  return api(visitorRoutes.acceptStaffInvitation, { body });
}
