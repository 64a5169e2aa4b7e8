import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../lib/session/use-auth';
import { RequireAdmin, RequireAuth, RequireVerified } from './route-gates';

function auth(overrides: Partial<AuthContextValue>): AuthContextValue {
  return {
    status: 'signed-in',
    signedOutHere: false,
    user: null,
    profile: null,
    isAdmin: false,
    isVerified: true,
    login: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(),
    resendVerificationEmail: vi.fn(),
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, value: AuthContextValue) {
  return render(
    <AuthContext.Provider value={value}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/login" element={<Where />} />
          <Route element={<RequireAuth />}>
            <Route path="/account" element={<p>Account page</p>} />
            <Route element={<RequireVerified />}>
              <Route path="/checkout" element={<p>Checkout page</p>} />
            </Route>
            <Route element={<RequireAdmin />}>
              <Route path="/admin" element={<p>Admin page</p>} />
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('route gates', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('holds the page while the session loads', () => {
    renderAt('/checkout', auth({ status: 'loading' }));
    expect(screen.queryByText('Checkout page')).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('sends a visitor to /login carrying the origin', () => {
    renderAt('/checkout?step=1', auth({ status: 'signed-out', isVerified: false }));
    expect(screen.getByTestId('where').textContent).toBe('/login?redirect=%2Fcheckout%3Fstep%3D1');
  });

  it('sends a shopper who just signed out on a protected page home, not to sign in', () => {
    renderAt('/account', auth({ status: 'signed-out', signedOutHere: true }));
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('lets a signed-in user reach the account page, and a verified one checkout', () => {
    renderAt('/account', auth({ isVerified: false }));
    expect(screen.getByText('Account page')).toBeTruthy();
    renderAt('/checkout', auth({}));
    expect(screen.getByText('Checkout page')).toBeTruthy();
  });

  it('shows the block screen to an unverified user at checkout', async () => {
    renderAt('/checkout', auth({ isVerified: false }));
    expect(await screen.findByRole('heading', { name: 'Email Verification Required' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "I've Verified My Email" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.queryByText('Checkout page')).toBeNull();
  });

  it('shows Access Denied to a non-admin, then goes home', async () => {
    renderAt('/admin', auth({}));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Home page')).toBeTruthy(), { timeout: 4_000 });
  });

  it('lets an admin in', () => {
    renderAt('/admin', auth({ isAdmin: true }));
    expect(screen.getByText('Admin page')).toBeTruthy();
  });
});
