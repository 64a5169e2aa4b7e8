import { ADMIN_MESSAGES } from '../../../../shared/admin-catalogue';
import { ApiError } from '../../../lib/api-client';

/** apiFetch's own text when an error answer carried no message. */
const NO_SERVER_MESSAGE = /^Request failed \(\d+\)$/;

/** The server's (or the network's) own words about a failure, when it gave any. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return NO_SERVER_MESSAGE.test(error.message) ? null : error.message;
}

/** A failed save shows the server's message, or 'Failed to save product' when there is none. */
export function saveErrorMessage(error: unknown): string {
  return serverMessage(error) ?? ADMIN_MESSAGES.saveFailed;
}
