import { uploadResponseSchema, type UploadResponse } from '../../../../../shared/admin-catalogue';
import { UPLOAD_MESSAGES } from '../../../../../shared/uploads';
import { IMAGE_PUBLIC_ID_PATTERN } from '../../../../../shared/product';
import { ApiError, apiFetch } from '../../../../lib/api-client';

/**
 * POST /api/uploads/images as multipart/form-data (field `file`). Rejects with an ApiError carrying
 * the server's message (400, 413, 415), or 'Failed to upload image' for an answer it cannot read.
 */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file);
  const answer = await apiFetch<unknown>('/api/uploads/images', { method: 'POST', body, signal });
  const parsed = uploadResponseSchema.safeParse(answer);
  if (!parsed.success || !IMAGE_PUBLIC_ID_PATTERN.test(parsed.data.public_id))
    throw new ApiError(500, 'INTERNAL', UPLOAD_MESSAGES.failed);
  return parsed.data;
}
