import { queryOptions } from '@tanstack/react-query';
import type { StaffLevel } from '../../../../../shared/staff';
import type {
  ActivityKind,
  ActivityResponse,
  StaffInvitation,
  StaffInvite,
  StaffListResponse,
} from '../../../../../shared/staff-forms';
import { apiFetch, apiGet, apiPost } from '../../../../lib/api-client';
import { staffKeys } from '../../../../lib/query-keys';

export function staffListQuery() {
  return queryOptions({
    queryKey: staffKeys.team,
    queryFn: ({ signal }) => apiGet<StaffListResponse>('/api/admin/staff', undefined, signal),
    staleTime: 0,
  });
}

export const inviteStaff = (invite: StaffInvite) =>
  apiPost<StaffInvitation>('/api/admin/staff/invitations', invite);

export const revokeInvitation = (id: string) =>
  apiFetch(`/api/admin/staff/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const changeStaffLevel = (id: string, staffLevel: StaffLevel) =>
  apiFetch(`/api/admin/staff/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify({ staffLevel }),
  });

export const removeStaff = (id: string) =>
  apiFetch(`/api/admin/staff/${encodeURIComponent(id)}`, { method: 'DELETE' });

export interface ActivityFilters {
  actor?: string;
  kind?: ActivityKind;
}

export function activityPage(filters: ActivityFilters, before: string | undefined, signal?: AbortSignal) {
  return apiGet<ActivityResponse>('/api/admin/activity', { ...filters, before }, signal);
}
