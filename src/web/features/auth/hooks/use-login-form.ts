import { useState } from 'react';
import { loginProblem } from '../../../../shared/auth';
import { useAuth } from '../../../lib/session/use-auth';
import { useSubmit } from './use-submit';

/** Sign-in: email and password required; the auth layer's message on failure. */
export function useLoginForm(initialEmail = '') {
  const { login } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const submit = useSubmit(
    () => loginProblem({ email, password }),
    () => login(email, password),
  );
  return { email, setEmail, password, setPassword, ...submit };
}
