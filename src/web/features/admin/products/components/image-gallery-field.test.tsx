import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import type { UploadOptions } from '../api/upload-image';
import type { FormImage } from '../product-form-model';
import { ImageGalleryField } from './image-gallery-field';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../../lib/toast', () => ({ notify: toast }));

/** Each upload waits here until the test answers it. */
interface PendingUpload {
  file: File;
  options: UploadOptions;
  resolve: (id: string) => void;
  reject: (error: unknown) => void;
}
const uploads = vi.hoisted(() => ({ pending: [] as PendingUpload[] }));
vi.mock('../api/upload-image', () => ({
  uploadImage: (file: File, options: UploadOptions) =>
    new Promise((resolve, reject) =>
      uploads.pending.push({
        file,
        options,
        resolve: (id) => resolve({ public_id: id, secure_url: `/media/${id}/800.webp` }),
        reject,
      }),
    ),
}));

/** What the form was last given: the uploaded pictures, and how many uploads are on their way. */
const seen = { images: vi.fn<(images: FormImage[]) => void>(), pending: vi.fn<(count: number) => void>() };

function Harness({ initial = [] }: { initial?: FormImage[] }) {
  const [images, setImages] = useState<FormImage[]>(initial);
  return (
    <ImageGalleryField
      images={images}
      onChange={(next) => {
        seen.images(next);
        setImages(next);
      }}
      onPendingChange={seen.pending}
    />
  );
}

const pending = () => seen.pending.mock.lastCall?.[0];

const zone = () => screen.getByRole('button', { name: 'Click to upload or drag and drop' });
const photo = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });
const ids = () => (seen.images.mock.lastCall?.[0] ?? []).map((image) => image.publicId);
const pictures = () => screen.getAllByRole('listitem');

/** Answers the next upload waiting, once it has started. */
async function answerNext(id: string | Error) {
  await waitFor(() => expect(uploads.pending.length).toBeGreaterThan(0));
  const next = uploads.pending.shift()!;
  await act(async () => (id instanceof Error ? next.reject(id) : next.resolve(id)));
  return next;
}

const stored = (id: string): FormImage => ({ publicId: id, url: `/media/${id}/800.webp` });

describe('ImageGalleryField', () => {
  afterEach(() => {
    cleanup();
    uploads.pending = [];
    toast.error.mockReset();
    seen.images.mockReset();
    seen.pending.mockReset();
  });

  it('uploads several files at once, one after the other, each with its progress, in the order dropped', async () => {
    render(<Harness />);
    fireEvent.drop(zone(), {
      dataTransfer: { files: [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')], types: ['Files'] },
    });
    await waitFor(() => expect(uploads.pending).toHaveLength(1));
    expect(pending()).toBe(3);
    act(() => uploads.pending[0]!.options.onProgress?.(0.42));
    const bar = screen.getByRole('progressbar', { name: 'Uploading picture 1 (a.jpg)' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('Uploading image... 42%')).toBeTruthy();

    expect((await answerNext('aaa')).file.name).toBe('a.jpg');
    expect((await answerNext('bbb')).file.name).toBe('b.jpg');
    await answerNext('ccc');
    await waitFor(() => expect(ids()).toEqual(['aaa', 'bbb', 'ccc']));
    expect(pending()).toBe(0);
    expect(within(pictures()[0]!).getByText('Main picture')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of the product image 2' }).getAttribute('src')).toBe(
      '/media/bbb/320.webp',
    );
  });

  it("shows a failed upload with the server's reason and Retry, keeping the others", async () => {
    render(<Harness initial={[stored('first')]} />);
    fireEvent.change(screen.getByLabelText('Product images'), {
      target: { files: [photo('broken.jpg'), photo('fine.jpg')] },
    });
    await answerNext(new ApiError(503, 'UNAVAILABLE', 'The server is busy with other pictures.'));
    await answerNext('fine');
    await waitFor(() => expect(ids()).toEqual(['first', 'fine']));
    const failed = pictures()[1]!;
    expect(within(failed).getByText('Failed to upload image')).toBeTruthy();
    expect(within(failed).getByText('The server is busy with other pictures.')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to upload image. Please try again.');

    fireEvent.click(within(failed).getByRole('button', { name: 'Retry picture 2' }));
    expect((await answerNext('broken-now-fine')).file.name).toBe('broken.jpg');
    // The retried picture keeps its place.
    await waitFor(() => expect(ids()).toEqual(['first', 'broken-now-fine', 'fine']));
  });

  it('moves a picture with Move left / Move right, announces it, and keeps the focus on it', async () => {
    render(<Harness initial={[stored('a'), stored('b'), stored('c')]} />);
    expect((screen.getByRole('button', { name: 'Move picture 1 left' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 3 left' }));
    await waitFor(() => expect(ids()).toEqual(['a', 'c', 'b']));
    expect(screen.getByRole('status').textContent).toBe('Picture moved to position 2 of 3.');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move picture 2 left' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 2 left' }));
    await waitFor(() => expect(ids()).toEqual(['c', 'a', 'b']));
    expect(screen.getByRole('status').textContent).toBe(
      'Picture moved to position 1 of 3, the main picture.',
    );
    // At the first place Move left is off: the focus goes to Move right.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move picture 1 right' })),
    );
  });

  it('reorders by dragging one picture onto another', async () => {
    render(<Harness initial={[stored('a'), stored('b'), stored('c')]} />);
    const data = { setData: vi.fn(), types: ['text/plain'], effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(pictures()[2]!, { dataTransfer: data });
    fireEvent.dragOver(pictures()[0]!, { dataTransfer: data });
    fireEvent.drop(pictures()[0]!, { dataTransfer: data });
    await waitFor(() => expect(ids()).toEqual(['c', 'a', 'b']));
  });

  it('removes a picture, and takes no more than 8', async () => {
    const eight = ['1', '2', '3', '4', '5', '6', '7', '8'].map(stored);
    render(<Harness initial={eight} />);
    expect(screen.queryByRole('button', { name: 'Click to upload or drag and drop' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await waitFor(() => expect(ids()).toEqual(['2', '3', '4', '5', '6', '7', '8']));
    fireEvent.drop(zone(), { dataTransfer: { files: [photo('x.jpg'), photo('y.jpg')], types: ['Files'] } });
    expect(screen.getByRole('alert').textContent).toContain('A product has at most 8 pictures: 1 not added.');
    expect((await answerNext('x')).file.name).toBe('x.jpg');
    await waitFor(() => expect(ids()).toHaveLength(8));
  });

  it('refuses a file that is not an image without uploading it', () => {
    render(<Harness />);
    fireEvent.drop(zone(), {
      dataTransfer: {
        files: [new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' })],
        types: ['Files'],
      },
    });
    expect(screen.getByRole('alert').textContent).toContain('Please select an image file');
    expect(uploads.pending).toHaveLength(0);
  });

  it('highlights the zone while files are dragged over it, and opens the picker with Enter and Space', () => {
    render(<Harness />);
    fireEvent.dragEnter(zone(), { dataTransfer: { files: [], types: ['Files'] } });
    expect(screen.getByRole('button', { name: 'Drop the image here' })).toBeTruthy();
    cleanup();
    render(<Harness />);
    const input = screen.getByLabelText('Product images') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    const click = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    fireEvent.keyDown(zone(), { key: 'Enter' });
    fireEvent.keyDown(zone(), { key: ' ' });
    expect(click).toHaveBeenCalledTimes(2);
  });
});
