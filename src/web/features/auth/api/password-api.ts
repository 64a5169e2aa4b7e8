import { apiPost } from '../../../lib/api-client';
import { AUTH_API_BASE } from './auth-api';

/** The page the password reset link lands on, with ?token= (or ?error=INVALID_TOKEN). */
export const RESET_PASSWORD_PATH = '/reset-password';

export function requestPasswordReset(email: string): Promise<unknown> {
  return apiPost(`${AUTH_API_BASE}/request-password-reset`, { email, redirectTo: RESET_PASSWORD_PATH });
}

export function resetPassword(newPassword: string, token: string): Promise<unknown> {
  return apiPost(`${AUTH_API_BASE}/reset-password`, { newPassword, token });
}
