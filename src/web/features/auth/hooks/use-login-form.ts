import { signInFormSchema } from '../../../../shared/auth-forms';
import { useAuth } from '../../../lib/session/use-auth';
import { useAuthForm } from './use-auth-form';

/** Sign-in: email and password required; the auth layer's message on failure. */
export function useLoginForm(initialEmail = '') {
  const { login } = useAuth();
  return useAuthForm(signInFormSchema, { email: initialEmail, password: '' }, (values) =>
    login(values.email, values.password),
  );
}
