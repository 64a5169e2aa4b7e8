import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../shared/auth';
import { createQueryClient } from '../query-client';
import { AuthProvider } from './auth-provider';
import { useAuth } from './use-auth';

const customer: SessionUser = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Obi',
  emailVerified: false,
  role: 'customer',
  createdAt: '2026-11-22T00:00:00.000Z',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake account server: the session it answers, and every request it saw. */
function fakeServer() {
  const state = { user: null as SessionUser | null, calls: [] as { path: string; body: unknown }[] };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/\?.*$/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    state.calls.push({ path, body });
    if (path === '/api/auth/get-session')
      return json(state.user ? { session: { id: 's' }, user: state.user } : null);
    if (path === '/api/auth/sign-in/email') {
      const { password } = body as { password: string };
      if (password !== 'secret1')
        return json({ code: 'UNAUTHORIZED', message: 'Invalid email or password' }, 401);
      state.user ??= customer;
      return json({ user: state.user });
    }
    if (path === '/api/auth/sign-up/email') {
      state.user = { ...customer, name: (body as { name: string }).name };
      return json({ user: state.user });
    }
    if (path === '/api/auth/sign-out') {
      state.user = null;
      return json({ success: true });
    }
    if (path === '/api/auth/send-verification-email') return json({ status: true });
    return json({ message: 'Too many requests. Please try again later.' }, 429);
  });
  return state;
}

function setup() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  return { client, ...renderHook(() => useAuth(), { wrapper }) };
}

describe('AuthProvider', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('throws when used outside its provider', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('is loading, then signed out for a visitor', async () => {
    fakeServer();
    const { result } = setup();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(result.current.profile).toBeNull();
    expect(result.current.isAdmin).toBe(false);
  });

  it('signs in, exposes the profile, and signs out clearing it and the user queries', async () => {
    const server = fakeServer();
    const { result, client } = setup();
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await expect(result.current.login('ada@example.com', 'wrong')).rejects.toThrow(
      'Invalid email or password',
    );

    await act(() => result.current.login(' ada@example.com ', 'secret1'));
    expect(server.calls.filter((call) => call.path === '/api/auth/sign-in/email').at(-1)?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
    });
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current.profile).toMatchObject({ uid: 'u1', displayName: 'Ada Obi', role: 'customer' });
    expect(result.current.isVerified).toBe(false);

    client.setQueryData(['user', 'orders'], [1, 2]);
    await act(() => result.current.logout());
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(result.current.profile).toBeNull();
    expect(client.getQueryData(['user', 'orders'])).toBeUndefined();
  });

  it('sends a shopper who signs out home, and treats them as any visitor once they move on', async () => {
    fakeServer();
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/account']}>
        <QueryClientProvider client={client}>
          <AuthProvider>{children}</AuthProvider>
        </QueryClientProvider>
      </MemoryRouter>
    );
    const { result } = renderHook(
      () => ({ auth: useAuth(), location: useLocation(), navigate: useNavigate() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.auth.status).toBe('signed-out'));
    await act(() => result.current.auth.login('ada@example.com', 'secret1'));
    await act(() => result.current.auth.logout());
    expect(result.current.location.pathname).toBe('/');
    expect(result.current.auth.signedOutHere).toBe(true);
    act(() => void result.current.navigate('/about'));
    expect(result.current.auth.signedOutHere).toBe(false);
  });

  it('registers with the display name and a verification link back to the site', async () => {
    const server = fakeServer();
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await act(() => result.current.register('new@example.com', 'secret1', ' New Buyer '));
    expect(server.calls.find((call) => call.path === '/api/auth/sign-up/email')?.body).toEqual({
      name: 'New Buyer',
      email: 'new@example.com',
      password: 'secret1',
      callbackURL: '/',
    });
    await waitFor(() => expect(result.current.profile?.displayName).toBe('New Buyer'));
  });

  it('asks for verification links that return where the shopper was going', async () => {
    const server = fakeServer();
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await act(() =>
      result.current.register('new@example.com', 'secret1', 'New Buyer', '/checkout?verified=1'),
    );
    expect(server.calls.find((call) => call.path === '/api/auth/sign-up/email')?.body).toMatchObject({
      callbackURL: '/checkout?verified=1',
    });
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    await act(() => result.current.resendVerificationEmail('/cart?verified=1'));
    expect(server.calls.find((call) => call.path === '/api/auth/send-verification-email')?.body).toEqual({
      email: customer.email,
      callbackURL: '/cart?verified=1',
    });
  });

  it('resends the verification mail only for an unverified user', async () => {
    const server = fakeServer();
    server.user = customer;
    const { result } = setup();
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    await act(() => result.current.resendVerificationEmail());
    expect(server.calls.filter((call) => call.path === '/api/auth/send-verification-email')).toEqual([
      { path: '/api/auth/send-verification-email', body: { email: customer.email, callbackURL: '/' } },
    ]);

    server.user = { ...customer, emailVerified: true, role: 'admin' };
    await act(() => result.current.login(customer.email, 'secret1'));
    await waitFor(() => expect(result.current.isVerified).toBe(true));
    expect(result.current.isAdmin).toBe(true);
    await act(() => result.current.resendVerificationEmail());
    expect(server.calls.filter((call) => call.path === '/api/auth/send-verification-email')).toHaveLength(1);
  });
});
