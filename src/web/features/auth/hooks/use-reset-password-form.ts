import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { passwordResetFormSchema } from '../../../../shared/auth-forms';
import { ApiError } from '../../../lib/api-client';
import { authKeys } from '../../../lib/query-keys';
import { sessionQuery } from '../../../lib/session/auth-api';
import { notify } from '../../../lib/toast';
import { resetPassword } from '../api/password-api';
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
 * A new password from the mailed link. The link says whose password it is, and the server signs its owner
 * in with the reset (every other session ends), so only the new password is asked for; the session is then
 * read again. Should it not hold one, the password is still changed: the sign-in page opens.
 */
export function useResetPasswordForm(token: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useAuthForm(passwordResetFormSchema, { password: '', confirmPassword: '' }, async (values) => {
    try {
      await resetPassword(values.password, token);
    } catch (error) {
      if (authReason(error) === 'INVALID_TOKEN') throw new Error(RESET_MESSAGES.invalidLink);
      throw error;
    }
    queryClient.removeQueries({ queryKey: authKeys.user });
    const session = await queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 }).catch(() => null);
    if (session?.user) {
      notify.success(RESET_MESSAGES.changed);
      navigate('/account', { replace: true });
    } else {
      navigate('/login', { replace: true, state: { notice: RESET_MESSAGES.changedSignIn } });
    }
  });
}
