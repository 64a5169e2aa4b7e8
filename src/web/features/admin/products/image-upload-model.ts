import { imageFileProblem, UPLOAD_MESSAGES } from '../../../../shared/uploads';
import { serverMessage } from '../common/admin-errors';

/** What the browser decides about dropped or picked files before anything is sent. */
export type ImagePick<F> = { ok: true; file: F } | { ok: false; problem: string };

/**
 * The first of the dropped or picked files, if it may be uploaded: an image type ('Please select an
 * image file') under 5 MB ('File size must be less than 5MB'). No file at all is no image either.
 */
export function pickImageFile<F extends { type: string; size: number }>(
  files: ArrayLike<F> | null | undefined,
): ImagePick<F> {
  const file = files && files.length > 0 ? files[0] : undefined;
  if (!file) return { ok: false, problem: UPLOAD_MESSAGES.notImage };
  const problem = imageFileProblem(file);
  return problem ? { ok: false, problem } : { ok: true, file };
}

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
