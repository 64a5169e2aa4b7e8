import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../shared/auth';
import { Header } from './layout/header';
import { VerificationBanner } from './layout/verification-banner';
import { CartProvider } from '../lib/cart/cart-provider';
import { SignupPage } from '../routes/signup';
import { RequireVerified } from './route-gates';
import { AuthContext, type AuthContextValue } from '../lib/session/use-auth';
import {
  useVerificationLinkNotice,
  VERIFIED_NOTICE,
} from '../features/auth/hooks/use-verification-link-notice';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../lib/toast', () => ({ notify: toast }));

const shopper: SessionUser = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Obi',
  emailVerified: false,
  role: 'customer',
  createdAt: '2026-11-22T00:00:00.000Z',
};

function auth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = overrides.user === undefined ? shopper : overrides.user;
  return {
    status: user ? 'signed-in' : 'signed-out',
    signedOutHere: false,
    user,
    profile: user && {
      uid: user.id,
      email: user.email,
      displayName: user.name,
      role: user.role,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    },
    isAdmin: false,
    isVerified: user?.emailVerified ?? false,
    login: vi.fn(),
    register: vi.fn(async () => undefined),
    logout: vi.fn(),
    resendVerificationEmail: vi.fn(async () => undefined),
    ...overrides,
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAt(path: string, value: AuthContextValue, routes: React.ReactNode) {
  return render(
    <AuthContext.Provider value={value}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routes}</Routes>
        <Where />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('a sign-up started from checkout', () => {
  it('asks for a verification link that returns to checkout and says so', async () => {
    const value = auth({ user: null });
    renderAt('/signup?redirect=%2Fcheckout', value, <Route path="/signup" element={<SignupPage />} />);
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Ada Obi' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Garage-Lift-42' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Garage-Lift-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(value.register).toHaveBeenCalledWith(
        'ada@example.com',
        'Garage-Lift-42',
        'Ada Obi',
        '/checkout?verified=1',
      ),
    );
  });
});

describe('the page a verification link lands on', () => {
  function Notice() {
    useVerificationLinkNotice();
    return null;
  }

  it('says the email is verified, once the session shows it, and tidies the address', async () => {
    const loading = auth({ status: 'loading', user: null });
    const { rerender } = renderAt('/checkout?verified=1', loading, <Route path="*" element={<Notice />} />);
    expect(toast.success).not.toHaveBeenCalled();
    rerender(
      <AuthContext.Provider value={auth({ user: { ...shopper, emailVerified: true } })}>
        <MemoryRouter initialEntries={['/checkout?verified=1']}>
          <Routes>
            <Route path="*" element={<Notice />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </AuthContext.Provider>,
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/checkout'));
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith(VERIFIED_NOTICE, expect.anything());
    expect(VERIFIED_NOTICE).toMatch(/^Your email is verified\./);
  });

  it('claims nothing when the session does not show a verified address', async () => {
    renderAt('/checkout?verified=1', auth(), <Route path="*" element={<Notice />} />);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/checkout'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says a dead link failed', async () => {
    renderAt(
      '/checkout?verified=1&error=TOKEN_EXPIRED',
      auth({ user: null }),
      <Route path="*" element={<Notice />} />,
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/checkout'));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('the unverified checkout screen', () => {
  const routes = (
    <>
      <Route element={<RequireVerified />}>
        <Route path="/checkout" element={<p>Checkout page</p>} />
      </Route>
      <Route path="/cart" element={<p>Cart page</p>} />
    </>
  );

  function renderWithBanner(path: string) {
    return renderAt(
      path,
      auth(),
      <Route
        element={
          <>
            <VerificationBanner />
            <Outlet />
          </>
        }
      >
        {routes}
      </Route>,
    );
  }

  it('shows one resend button: the banner steps aside for the block screen', async () => {
    renderWithBanner('/checkout');
    expect(await screen.findByRole('heading', { name: 'Email Verification Required' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Please verify your email address' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /resend/i })).toHaveLength(1);
  });

  it('keeps the banner on other pages', async () => {
    renderWithBanner('/cart');
    expect(
      await screen.findByRole('complementary', { name: 'Please verify your email address' }),
    ).toBeTruthy();
  });

  it('resends a link that returns to the page it was asked from', async () => {
    const value = auth();
    renderAt('/checkout', value, routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    await waitFor(() => expect(value.resendVerificationEmail).toHaveBeenCalledWith('/checkout?verified=1'));
  });
});

describe('the header account links', () => {
  it.each([
    ['/login?redirect=%2Fcheckout', '/checkout'],
    ['/signup?redirect=%2Fcheckout', '/checkout'],
    ['/about', '/about'],
    ['/shop?category=lubebay', '/shop?category=lubebay'],
    ['/', '/'],
    ['/login?redirect=https%3A%2F%2Fevil.example', '/'],
  ])('on %s keep the way back to %s', (path, target) => {
    renderAt(
      path,
      auth({ user: null }),
      <Route
        path="*"
        element={
          // The header's search box asks for suggestions through the query client.
          <QueryClientProvider client={new QueryClient()}>
            <CartProvider>
              <Header />
            </CartProvider>
          </QueryClientProvider>
        }
      />,
    );
    const query = target === '/' ? '' : `?redirect=${encodeURIComponent(target)}`;
    const signUp = screen.getAllByRole('link', { name: 'Sign Up' });
    const signIn = screen.getAllByRole('link', { name: 'Sign In' });
    // The wide header's and the mobile menu's.
    expect(signUp).toHaveLength(2);
    expect(signIn).toHaveLength(2);
    for (const link of signUp) expect(link.getAttribute('href')).toBe(`/signup${query}`);
    for (const link of signIn) expect(link.getAttribute('href')).toBe(`/login${query}`);
  });
});
