import { createContext, useContext } from 'react';
import type { Role, SessionUser } from '../../../shared/auth';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

/** The stored profile of SPEC.md section 3, as the shop sees it. */
export interface UserProfile {
  uid: string;
  email: string;
  displayName: string;
  role: Role | string | null;
  emailVerified: boolean;
  createdAt: string;
}

export interface AuthContextValue {
  status: AuthStatus;
  /** The shopper signed out in this tab (the gates then send them home, not to the sign-in page). */
  signedOutHere: boolean;
  user: SessionUser | null;
  profile: UserProfile | null;
  isAdmin: boolean;
  isVerified: boolean;
  /** Rejects with the auth layer's message. */
  login: (email: string, password: string) => Promise<void>;
  /**
   * Creates the account (role customer), signs it in unverified and sends the verification mail, whose link
   * returns to `verifyReturn` (a path of this site; the home page without it).
   */
  register: (email: string, password: string, displayName: string, verifyReturn?: string) => Promise<void>;
  /** Goes home and signs out. Never rejects: a failure is only logged, and the profile is cleared either way. */
  logout: () => Promise<void>;
  /** Sends the verification mail again (its link returns to `verifyReturn`); only for an unverified user. */
  resendVerificationEmail: (verifyReturn?: string) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
