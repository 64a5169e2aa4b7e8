import { queryOptions } from '@tanstack/react-query';
import { adminSettingsRoutes } from '../../../../../shared/api-routes-admin-settings';
import type { StaffLevel } from '../../../../../shared/staff';
import type { ActivityKind, StaffInvite } from '../../../../../shared/staff-forms';
import { api } from '../../../../lib/api-client';
import { staffKeys } from '../../../../lib/query-keys';

export function staffListQuery() {
  return queryOptions({
    queryKey: staffKeys.team,
    queryFn: ({ signal }) => api(adminSettingsRoutes.staffList, { signal }),
    staleTime: 0,
  });
}

export const inviteStaff = (invite: StaffInvite) => api(adminSettingsRoutes.inviteStaff, { body: invite });

export const revokeInvitation = (id: string) =>
  api(adminSettingsRoutes.revokeStaffInvitation, { params: { id } });

export const changeStaffLevel = (id: string, staffLevel: StaffLevel) =>
  api(adminSettingsRoutes.changeStaffLevel, { params: { id }, body: { staffLevel } });

export const removeStaff = (id: string) => api(adminSettingsRoutes.removeStaff, { params: { id } });

export interface ActivityFilters {
  actor?: string;
  kind?: ActivityKind;
}

export function activityPage(filters: ActivityFilters, before: string | undefined, signal?: AbortSignal) {
  return api(adminSettingsRoutes.activity, { query: { ...filters, before }, signal });
}
