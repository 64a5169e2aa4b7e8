import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { uploadFailure } from './image-upload-model';

describe('uploadFailure', () => {
  it("says 'Failed to upload image', keeps the server's reason and toasts the retry text", () => {
    expect(
      uploadFailure(
        new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG or WebP images are accepted.'),
      ),
    ).toEqual({
      message: 'Failed to upload image',
      detail: 'Only JPEG, PNG or WebP images are accepted.',
      toast: 'Failed to upload image. Please try again.',
    });
  });

  it('has no reason when the server gave none', () => {
    expect(uploadFailure(new ApiError(500, 'INTERNAL', 'Request failed (500)')).detail).toBeNull();
    expect(uploadFailure(new ApiError(500, 'INTERNAL', 'Failed to upload image')).detail).toBeNull();
    expect(uploadFailure(new Error('x')).detail).toBeNull();
  });
});
