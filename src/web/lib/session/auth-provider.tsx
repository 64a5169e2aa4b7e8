import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useOnLocationChange } from '../use-location-change';
import { authKeys } from '../query-keys';
import { sendVerificationEmail, sessionQuery, signInEmail, signOut, signUpEmail } from './auth-api';
import { AuthContext, type AuthContextValue, type UserProfile } from './use-auth';

/** Other tabs of the shop hear of a sign-in or sign-out and reload the session. */
const CHANNEL = 'garagepro-auth';

function tellOtherTabs(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('session-changed');
  channel.close();
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useQuery(sessionQuery());
  const [signedOutHere, setSignedOutHere] = useState(false);
  const { pathname } = useLocation();
  // Once the shopper moves on from the home page, gates treat them as any visitor again.
  useOnLocationChange(() => {
    if (pathname !== '/') setSignedOutHere(false);
  });

  useEffect(() => {
    if (session.error) console.error('Failed to load the session:', session.error);
  }, [session.error]);

  /** Drops one user's data and loads the session again (resolves when it has loaded). */
  const reloadSession = useCallback(async () => {
    queryClient.removeQueries({ queryKey: authKeys.user });
    await queryClient.invalidateQueries({ queryKey: authKeys.session }, { throwOnError: false });
  }, [queryClient]);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void reloadSession();
    return () => channel.close();
  }, [reloadSession]);

  const user = session.data?.user ?? null;

  const login = useCallback(
    async (email: string, password: string) => {
      await signInEmail(email.trim(), password);
      setSignedOutHere(false);
      await reloadSession();
      tellOtherTabs();
    },
    [reloadSession],
  );

  const register = useCallback(
    async (email: string, password: string, displayName: string, verifyReturn?: string) => {
      await signUpEmail({ name: displayName.trim(), email: email.trim(), password }, verifyReturn);
      setSignedOutHere(false);
      await reloadSession();
      tellOtherTabs();
    },
    [reloadSession],
  );

  const logout = useCallback(async () => {
    // Home, and the gates told why the session ends, so a gated page does not send the shopper to sign in.
    setSignedOutHere(true);
    navigate('/');
    try {
      await signOut();
    } catch (error) {
      console.error('Sign-out failed:', error);
    }
    await queryClient.cancelQueries({ queryKey: authKeys.session });
    queryClient.setQueryData(authKeys.session, null);
    queryClient.removeQueries({ queryKey: authKeys.user });
    tellOtherTabs();
  }, [queryClient, navigate]);

  const email = user?.email;
  const verified = user?.emailVerified ?? false;
  const resendVerificationEmail = useCallback(
    async (verifyReturn?: string) => {
      if (!email || verified) return;
      await sendVerificationEmail(email, verifyReturn);
    },
    [email, verified],
  );

  const value = useMemo<AuthContextValue>(() => {
    const profile: UserProfile | null = user && {
      uid: user.id,
      email: user.email,
      displayName: user.name,
      role: user.role,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    };
    return {
      status: session.isPending ? 'loading' : user ? 'signed-in' : 'signed-out',
      signedOutHere,
      user,
      profile,
      // The rule of isAdmin in src/shared/auth.ts, written out: importing that module here would put
      // every account message and form rule on every page.
      isAdmin: user?.role === 'admin',
      isVerified: user?.emailVerified ?? false,
      login,
      register,
      logout,
      resendVerificationEmail,
    };
  }, [session.isPending, signedOutHere, user, login, register, logout, resendVerificationEmail]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
