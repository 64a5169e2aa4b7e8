import { AUTH_MESSAGES, signupProblem } from '../../../../shared/auth';
import { notify } from '../../../lib/toast';
import { verificationCallback } from '../verification-link';
import { useAuth } from '../../../lib/session/use-auth';
import { useFormValues } from './use-form-values';
import { useSubmit } from './use-submit';

/** The success message stays long enough to read on the page the shopper lands on. */
const ACCOUNT_CREATED_TOAST_MS = 10_000;

/**
 * Sign-up: full name, email, password and confirmation, with the specification's messages. The mailed
 * verification link returns to `returnTo`, the page the shopper came from (say /checkout).
 */
export function useSignupForm(returnTo: string) {
  const { register } = useAuth();
  const { values, set } = useFormValues({ name: '', email: '', password: '', confirmPassword: '' });
  const submit = useSubmit(
    () => signupProblem(values),
    async () => {
      await register(values.email, values.password, values.name, verificationCallback(returnTo));
      notify.success(AUTH_MESSAGES.accountCreated, { duration: ACCOUNT_CREATED_TOAST_MS });
    },
  );
  return { values, set, ...submit };
}
