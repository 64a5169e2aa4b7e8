import { UPLOAD_MESSAGES } from '../../../../shared/uploads';
import { serverMessage } from '../common/admin-errors';

export interface UploadFailure {
  /** Shown in the drop zone: 'Failed to upload image'. */
  message: string;
  /** The server's reason, e.g. 'Only JPEG, PNG or WebP images are accepted.', when it gave one. */
  detail: string | null;
  /** The toast: 'Failed to upload image. Please try again.' */
  toast: string;
}

export function uploadFailure(error: unknown): UploadFailure {
  const detail = serverMessage(error);
  return {
    message: UPLOAD_MESSAGES.failed,
    detail: detail === UPLOAD_MESSAGES.failed ? null : detail,
    toast: UPLOAD_MESSAGES.failedRetry,
  };
}
