import type { RouteResponse } from '../../../../../shared/api-route';
import { adminCatalogueRoutes } from '../../../../../shared/api-routes-admin-catalogue';
import { UPLOAD_MESSAGES } from '../../../../../shared/uploads';
import { uploadResponseSchema } from '../../../../../shared/admin-catalogue';
import { IMAGE_PUBLIC_ID_PATTERN } from '../../../../../shared/product';
import { ApiError, routeUrl } from '../../../../lib/api-client';

const route = adminCatalogueRoutes.uploadImage;

export interface UploadOptions {
  signal?: AbortSignal;
  /** The share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * The ApiError of a refused upload, from the server's `{ code, message, details? }`. apiFetch has the
 * same reading, but exporting it from the client's entry code would weigh on every storefront page.
 */
function uploadError(status: number, body: unknown): ApiError {
  const { code, message, details } = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  if (typeof message === 'string' && message !== '')
    return new ApiError(status, typeof code === 'string' ? code : 'VALIDATION_FAILED', message, details);
  return new ApiError(status, status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED', `Request failed (${status})`);
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/uploads/images as multipart/form-data (field `file`), through XMLHttpRequest: fetch cannot
 * report how much of a request body is sent, and a phone photo on a slow network takes a while. Rejects
 * with an ApiError carrying the server's message (400, 413, 415), 'Failed to upload image' for an
 * answer it cannot read, or an AbortError when `signal` aborts.
 */
export function uploadImage(
  file: File,
  { signal, onProgress }: UploadOptions = {},
): Promise<RouteResponse<typeof route>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was stopped.', 'AbortError'));
    const body = new FormData();
    body.append('file', file);
    const request = new XMLHttpRequest();
    request.open(route.method, routeUrl(route));
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) return reject(uploadError(request.status, answer));
      // The table's schema itself: the browser's build keeps only the table's addresses (decision 051).
      const parsed = uploadResponseSchema.safeParse(answer);
      if (!parsed.success || !IMAGE_PUBLIC_ID_PATTERN.test(parsed.data.public_id))
        return reject(new ApiError(500, 'INTERNAL', UPLOAD_MESSAGES.failed));
      onProgress?.(1);
      resolve(parsed.data);
    };
    request.onerror = () =>
      reject(new ApiError(0, 'NETWORK_ERROR', 'Network error: check your connection and try again.'));
    request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
