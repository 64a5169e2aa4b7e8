import { RESET_PASSWORD_PATH } from '../../../../shared/auth';
import { apiPost } from '../../../lib/api-client';
import { AUTH_API_BASE } from '../../../lib/session/auth-api';

export function requestPasswordReset(email: string): Promise<unknown> {
  return apiPost(`${AUTH_API_BASE}/request-password-reset`, { email, redirectTo: RESET_PASSWORD_PATH });
}

export function resetPassword(newPassword: string, token: string): Promise<unknown> {
  return apiPost(`${AUTH_API_BASE}/reset-password`, { newPassword, token });
}
