import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../../shared/uploads';
import {
  JPEG_QUALITIES,
  needsScaling,
  prepareUpload,
  scaledSize,
  type Canvas,
  type Size,
} from './image-scaling';

const MB = 1024 * 1024;

/** A file of `bytes` bytes without holding them (only its size and type are read here). */
function fileOf(bytes: number, type = 'image/jpeg', name = 'IMG_0001.JPG'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/**
 * A canvas whose pictures have `size` and whose JPEG of a drawn size at a quality weighs
 * `bytesPerPixel(quality)` per pixel; it records what it was asked to encode.
 */
function fakeCanvas(size: Size | 'undecodable', bytesPerPixel: (quality: number) => number) {
  const encodes: { width: number; height: number; quality: number }[] = [];
  const canvas: Canvas<object> = {
    decode: async () => {
      if (size === 'undecodable') throw new Error('not a picture');
      return { ...size };
    },
    encode: async (_picture, drawn, quality) => {
      encodes.push({ ...drawn, quality });
      const blob = new Blob(['x']);
      Object.defineProperty(blob, 'size', {
        value: Math.round(drawn.width * drawn.height * bytesPerPixel(quality)),
      });
      return blob;
    },
  };
  return { canvas, encodes };
}

describe('needsScaling and scaledSize (the sizing model)', () => {
  it('scales when the long side is over 2,560 px or the file is 5 MB or more', () => {
    expect(needsScaling({ width: 2560, height: 1920 }, MAX_IMAGE_BYTES - 1)).toBe(false);
    expect(needsScaling({ width: 1920, height: 2561 }, 100)).toBe(true);
    expect(needsScaling({ width: 800, height: 600 }, MAX_IMAGE_BYTES)).toBe(true);
  });

  it('brings the long side to 2,560 px, keeps the proportions and never enlarges', () => {
    expect(scaledSize({ width: 4000, height: 3000 })).toEqual({ width: 2560, height: 1920 });
    expect(scaledSize({ width: 3024, height: 4032 })).toEqual({ width: 1920, height: 2560 });
    expect(scaledSize({ width: 1200, height: 900 })).toEqual({ width: 1200, height: 900 });
    expect(scaledSize({ width: 10000, height: 10 })).toEqual({ width: 2560, height: 3 });
  });
});

describe('prepareUpload', () => {
  it('sends a small picture as it is', async () => {
    const file = fileOf(2 * MB);
    const { canvas, encodes } = fakeCanvas({ width: 1600, height: 1200 }, () => 1);
    expect(await prepareUpload(file, canvas)).toEqual({
      ok: true,
      file,
      scaled: false,
      before: 2 * MB,
      after: 2 * MB,
    });
    expect(encodes).toEqual([]);
  });

  it('makes a 12 MB camera JPEG a JPEG of 2,560 px under 5 MB, stepping the quality down until it fits', async () => {
    // 2560 x 1920 = 4.9 M pixels: over 5 MB at 1.1 bytes a pixel, under it at 0.9.
    const { canvas, encodes } = fakeCanvas({ width: 4000, height: 3000 }, (quality) =>
      quality >= 0.82 ? 1.1 : 0.9,
    );
    const prepared = await prepareUpload(fileOf(12 * MB, 'image/jpeg', 'IMG_0001.JPG'), canvas);
    expect(encodes.map((encode) => encode.quality)).toEqual([0.9, 0.82, 0.74]);
    expect(encodes.every((encode) => encode.width === 2560 && encode.height === 1920)).toBe(true);
    expect(prepared).toMatchObject({ ok: true, scaled: true, before: 12 * MB });
    if (!prepared.ok) return;
    expect(prepared.after).toBeLessThan(MAX_IMAGE_BYTES);
    expect(prepared.file.type).toBe('image/jpeg');
    expect(prepared.file.name).toBe('IMG_0001.jpg');
  });

  it('scales a picture with too many pixels even when its file is small', async () => {
    const { canvas, encodes } = fakeCanvas({ width: 6000, height: 4000 }, () => 0.2);
    const prepared = await prepareUpload(fileOf(3 * MB, 'image/png', 'plan.png'), canvas);
    expect(encodes).toEqual([{ width: 2560, height: 1707, quality: 0.9 }]);
    expect(prepared).toMatchObject({ ok: true, scaled: true });
  });

  it('draws it smaller still when no quality is enough, and gives up with the 5MB message', async () => {
    const smaller = fakeCanvas({ width: 4000, height: 3000 }, (quality) => (quality > 0.5 ? 2 : 1.2));
    const prepared = await prepareUpload(fileOf(12 * MB), smaller.canvas);
    expect(prepared).toMatchObject({ ok: true, scaled: true });
    expect(smaller.encodes.length).toBe(JPEG_QUALITIES.length * 2);
    expect(smaller.encodes.at(-1)).toEqual({ width: 1920, height: 1440, quality: 0.5 });

    const hopeless = fakeCanvas({ width: 4000, height: 3000 }, () => 100);
    expect(await prepareUpload(fileOf(12 * MB), hopeless.canvas)).toEqual({
      ok: false,
      problem: 'File size must be less than 5MB',
    });
  });

  it("refuses a file that is not an image: 'Please select an image file'", async () => {
    const { canvas } = fakeCanvas({ width: 10, height: 10 }, () => 1);
    expect(await prepareUpload(fileOf(100, 'application/pdf', 'manual.pdf'), canvas)).toEqual({
      ok: false,
      problem: 'Please select an image file',
    });
  });

  it('leaves a picture the browser cannot read to the server under 5 MB, and refuses it from 5 MB', async () => {
    const { canvas } = fakeCanvas('undecodable', () => 1);
    expect(await prepareUpload(fileOf(1000), canvas)).toMatchObject({ ok: true, scaled: false });
    expect(await prepareUpload(fileOf(MAX_IMAGE_BYTES), canvas)).toEqual({
      ok: false,
      problem: 'File size must be less than 5MB',
    });
  });
});
