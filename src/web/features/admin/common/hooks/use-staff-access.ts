import { useCallback } from 'react';
import { can, type Permission } from '../../../../../shared/staff';
import { useAuth } from '../../../../lib/session/use-auth';

/**
 * Whether the signed-in admin's staff level has a permission: the server's own table
 * (src/shared/staff.ts), read here to hide what the level cannot do. The server still checks every call.
 */
export function useStaffAccess(): (permission: Permission) => boolean {
  const { user } = useAuth();
  return useCallback((permission: Permission) => can(user, permission), [user]);
}
