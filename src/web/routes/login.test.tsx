import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { LoginPage } from './login';
import { AuthContext, type AuthContextValue } from '../lib/session/use-auth';

function visitor(login: AuthContextValue['login']): AuthContextValue {
  return {
    status: 'signed-out',
    signedOutHere: false,
    user: null,
    profile: null,
    isAdmin: false,
    isVerified: false,
    login,
    register: vi.fn(),
    logout: vi.fn(),
    resendVerificationEmail: vi.fn(),
  };
}

function renderLogin(login: AuthContextValue['login']) {
  render(
    <AuthContext.Provider value={visitor(login)}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
  return {
    alert: () => screen.getByRole('alert'),
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })),
  };
}

describe('an account form', () => {
  afterEach(cleanup);

  it('shows the first problem in the red box when submitted, and only then', async () => {
    const login = vi.fn();
    const form = renderLogin(login);
    expect(form.alert().textContent).toBe('');
    form.submit();
    await waitFor(() => expect(form.alert().textContent).toBe('Please enter your email address'));
    // Typing does not check again: the box changes at the next submission.
    fireEvent.change(form.email, { target: { value: 'ada@example.com' } });
    expect(form.alert().textContent).toBe('Please enter your email address');
    form.submit();
    await waitFor(() => expect(form.alert().textContent).toBe('Please enter your password'));
    expect(login).not.toHaveBeenCalled();
    // The fields are not marked one by one: the red box says it all.
    expect(form.email.getAttribute('aria-invalid')).toBeNull();
    expect(form.email.getAttribute('aria-required')).toBe('true');
  });

  it("shows the auth layer's message, keeps what was typed, and clears the box on the next try", async () => {
    const login = vi
      .fn<AuthContextValue['login']>()
      .mockRejectedValueOnce(new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'))
      .mockResolvedValueOnce(undefined);
    const form = renderLogin(login);
    fireEvent.change(form.email, { target: { value: 'ada@example.com' } });
    fireEvent.change(form.password, { target: { value: 'wrong-one' } });
    form.submit();
    await waitFor(() => expect(form.alert().textContent).toBe('Invalid email or password'));
    expect(login).toHaveBeenCalledWith('ada@example.com', 'wrong-one');
    expect((form.email as HTMLInputElement).value).toBe('ada@example.com');
    form.submit();
    await waitFor(() => expect(login).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(form.alert().textContent).toBe(''));
  });

  it('sends one submission at a time and says it is busy', async () => {
    let finish: () => void = () => undefined;
    const login = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const form = renderLogin(login);
    fireEvent.change(form.email, { target: { value: 'ada@example.com' } });
    fireEvent.change(form.password, { target: { value: 'secret1' } });
    form.submit();
    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(busy.closest('form')!);
    expect(login).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});
