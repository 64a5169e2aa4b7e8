import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { SessionUser } from '../../shared/auth';
import type { StaffLevel } from '../../shared/staff';
import { AuthContext, type AuthContextValue } from '../lib/session/use-auth';

/** A signed-in admin of a staff level, as the session answers it. */
export function staffUser(staffLevel: StaffLevel = 'owner'): SessionUser {
  return {
    id: `admin-${staffLevel}`,
    email: `${staffLevel}@garagepro.test`,
    name: `Test ${staffLevel}`,
    emailVerified: true,
    role: 'admin',
    staffLevel,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

/** The auth context of a signed-in user, with its actions as spies. */
export function signedInAs(user: SessionUser): AuthContextValue {
  return {
    status: 'signed-in',
    signedOutHere: false,
    user,
    profile: {
      uid: user.id,
      email: user.email,
      displayName: user.name,
      role: user.role,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    },
    isAdmin: user.role === 'admin',
    isVerified: user.emailVerified,
    login: vi.fn(),
    register: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    resendVerificationEmail: vi.fn(async () => undefined),
  };
}

/** Children under a signed-in admin of `staffLevel` (an owner unless said). */
export function AsStaff({
  staffLevel = 'owner',
  children,
}: {
  staffLevel?: StaffLevel;
  children: ReactNode;
}) {
  return <AuthContext.Provider value={signedInAs(staffUser(staffLevel))}>{children}</AuthContext.Provider>;
}
