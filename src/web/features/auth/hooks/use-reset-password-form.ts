import { useNavigate } from 'react-router';
import { passwordResetFormSchema } from '../../../../shared/auth-forms';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { resetPassword } from '../api/password-api';
import { useAuth } from '../../../lib/session/use-auth';
import { useAuthForm } from './use-auth-form';

export const RESET_MESSAGES = {
  invalidLink: 'This password reset link is invalid or has expired. Please request a new one.',
  changed: 'Your password has been changed.',
  changedSignIn: 'Your password has been changed. Sign in with your new password.',
} as const;

/** The account service's own code: the shop's error body keeps it as details.reason. */
function authReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : error.code;
}

/**
 * A new password from the mailed link, then the shopper is signed in with it (the address is asked for
 * because the link does not carry it). If that sign-in fails, the password is still changed: the sign-in
 * page opens with the address filled in.
 */
export function useResetPasswordForm(token: string) {
  const { login } = useAuth();
  const navigate = useNavigate();
  return useAuthForm(
    passwordResetFormSchema,
    { email: '', password: '', confirmPassword: '' },
    async (values) => {
      try {
        await resetPassword(values.password, token);
      } catch (error) {
        if (authReason(error) === 'INVALID_TOKEN') throw new Error(RESET_MESSAGES.invalidLink);
        throw error;
      }
      try {
        await login(values.email, values.password);
        notify.success(RESET_MESSAGES.changed);
        navigate('/account', { replace: true });
      } catch {
        navigate('/login', {
          replace: true,
          state: { email: values.email.trim(), notice: RESET_MESSAGES.changedSignIn },
        });
      }
    },
  );
}
