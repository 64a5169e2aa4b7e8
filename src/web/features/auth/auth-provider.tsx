import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import {
  authKeys,
  sendVerificationEmail,
  sessionQuery,
  signInEmail,
  signOut,
  signUpEmail,
} from './api/auth-api';
import { AuthContext, type AuthContextValue, type UserProfile } from './hooks/use-auth';

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
  const session = useQuery(sessionQuery());

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
      await reloadSession();
      tellOtherTabs();
    },
    [reloadSession],
  );

  const register = useCallback(
    async (email: string, password: string, displayName: string) => {
      await signUpEmail({ name: displayName.trim(), email: email.trim(), password });
      await reloadSession();
      tellOtherTabs();
    },
    [reloadSession],
  );

  const logout = useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.error('Sign-out failed:', error);
    }
    await queryClient.cancelQueries({ queryKey: authKeys.session });
    queryClient.setQueryData(authKeys.session, null);
    queryClient.removeQueries({ queryKey: authKeys.user });
    tellOtherTabs();
  }, [queryClient]);

  const email = user?.email;
  const verified = user?.emailVerified ?? false;
  const resendVerificationEmail = useCallback(async () => {
    if (!email || verified) return;
    await sendVerificationEmail(email);
  }, [email, verified]);

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
  }, [session.isPending, user, login, register, logout, resendVerificationEmail]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
