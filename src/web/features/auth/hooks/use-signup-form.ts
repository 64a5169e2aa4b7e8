import { AUTH_MESSAGES } from '../../../../shared/auth';
import { signUpFormSchema } from '../../../../shared/auth-forms';
import { notify } from '../../../lib/toast';
import { verificationCallback } from '../verification-link';
import { useAuth } from '../../../lib/session/use-auth';
import { useAuthForm } from './use-auth-form';

/** The success message stays long enough to read on the page the shopper lands on. */
const ACCOUNT_CREATED_TOAST_MS = 10_000;

/**
 * Sign-up: full name, email, password and confirmation, with the specification's messages. The mailed
 * verification link returns to `returnTo`, the page the shopper came from (say /checkout).
 */
export function useSignupForm(returnTo: string) {
  const auth = useAuth();
  return useAuthForm(
    signUpFormSchema,
    { name: '', email: '', password: '', confirmPassword: '' },
    async (values) => {
      await auth.register(values.email, values.password, values.name, verificationCallback(returnTo));
      notify.success(AUTH_MESSAGES.accountCreated, { duration: ACCOUNT_CREATED_TOAST_MS });
    },
  );
}
