import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../../../shared/uploads';
import type { FormImage } from '../product-form-model';
import { ImageDropZone } from './image-drop-zone';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../../lib/toast', () => ({ notify: toast }));

function Harness({ initial = null }: { initial?: FormImage | null }) {
  const [image, setImage] = useState<FormImage | null>(initial);
  return <ImageDropZone image={image} onChange={setImage} />;
}

const zone = () => screen.getByRole('button', { name: 'Click to upload or drag and drop' });

function drop(file: File) {
  fireEvent.drop(zone(), { dataTransfer: { files: [file], types: ['Files'] } });
}

function answer(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
}

describe('ImageDropZone', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    toast.error.mockReset();
  });

  it('refuses a file that is not an image without uploading it', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<Harness />);
    drop(new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toContain('Please select an image file');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a picture of 5 MB or more', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<Harness />);
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: MAX_IMAGE_BYTES });
    fireEvent.change(screen.getByLabelText('Product image'), { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toContain('File size must be less than 5MB');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('highlights the zone while a file is dragged over it', () => {
    render(<Harness />);
    fireEvent.dragEnter(zone(), { dataTransfer: { files: [], types: ['Files'] } });
    expect(screen.getByRole('button', { name: 'Drop the image here' })).toBeTruthy();
  });

  it('uploads a picture as multipart form data and shows the preview with Remove', async () => {
    const fetchSpy = answer(201, { secure_url: '/media/abc_123/800.webp', public_id: 'abc_123' });
    render(<Harness />);
    drop(new File(['png'], 'lift.png', { type: 'image/png' }));
    expect(await screen.findByText('Uploading image...')).toBeTruthy();
    const preview = await screen.findByAltText('Preview of the product image');
    expect(preview.getAttribute('src')).toBe('/media/abc_123/480.webp');

    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/uploads/images');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByAltText('Preview of the product image')).toBeNull();
    expect(zone()).toBeTruthy();
  });

  it("shows 'Failed to upload image' with the server's reason, and toasts the retry text", async () => {
    answer(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only JPEG, PNG or WebP images are accepted.' });
    render(<Harness />);
    drop(new File(['gif'], 'a.gif', { type: 'image/gif' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Failed to upload image'));
    expect(screen.getByRole('alert').textContent).toContain('Only JPEG, PNG or WebP images are accepted.');
    expect(toast.error).toHaveBeenCalledWith('Failed to upload image. Please try again.');
    expect(screen.queryByAltText('Preview of the product image')).toBeNull();
  });

  it('opens the file picker with Enter and Space', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Product image') as HTMLInputElement;
    const click = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    fireEvent.keyDown(zone(), { key: 'Enter' });
    fireEvent.keyDown(zone(), { key: ' ' });
    expect(click).toHaveBeenCalledTimes(2);
  });
});
