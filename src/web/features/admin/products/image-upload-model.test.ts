import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../../shared/uploads';
import { ApiError } from '../../../lib/api-client';
import { pickImageFile, uploadFailure } from './image-upload-model';

const file = (type: string, size: number) => ({ type, size, name: 'picture' });

describe('pickImageFile (the drop zone check before an upload)', () => {
  it('takes an image under 5 MB', () => {
    const picture = file('image/jpeg', MAX_IMAGE_BYTES - 1);
    expect(pickImageFile([picture])).toEqual({ ok: true, file: picture });
  });

  it("refuses a file that is not an image: 'Please select an image file'", () => {
    expect(pickImageFile([file('application/pdf', 1000)])).toEqual({
      ok: false,
      problem: 'Please select an image file',
    });
    expect(pickImageFile([file('', 1000)])).toMatchObject({ problem: 'Please select an image file' });
  });

  it("refuses 5 MB or more: 'File size must be less than 5MB'", () => {
    expect(pickImageFile([file('image/png', MAX_IMAGE_BYTES)])).toEqual({
      ok: false,
      problem: 'File size must be less than 5MB',
    });
  });

  it('looks at the first file only, and needs one', () => {
    expect(pickImageFile([file('image/webp', 10), file('text/plain', 10)])).toMatchObject({ ok: true });
    expect(pickImageFile([])).toMatchObject({ ok: false, problem: 'Please select an image file' });
    expect(pickImageFile(null)).toMatchObject({ ok: false });
  });
});

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
