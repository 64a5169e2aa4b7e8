import { useState } from 'react';
import { passwordResetRequestSchema } from '../../../../shared/auth-forms';
import { ApiError } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/password-api';
import { useAuthForm } from './use-auth-form';

/**
 * "Forgot password?": always the same neutral confirmation, whether or not the address has an account.
 * Only a refusal that says nothing about the address (too many requests, no network) shows as an error.
 */
export function useForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const form = useAuthForm(passwordResetRequestSchema, { email: '' }, async ({ email }) => {
    try {
      await requestPasswordReset(email.trim());
    } catch (error) {
      if (error instanceof ApiError && (error.status === 429 || error.status === 0)) throw error;
      console.error('Password reset request failed:', error);
    }
    setSent(true);
  });
  return { ...form, sent };
}
