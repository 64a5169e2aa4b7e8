import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '../../../shared/admin-catalogue';
import { IMAGE_WIDTHS, SHARE_IMAGE } from '../../../shared/images';
import { errorBodySchema } from '../../../shared/errors';
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from '../../../shared/uploads';
import { createUser, get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { storedFiles, testJpeg, upload } from '../../test/images';
import { multipart } from '../../test/multipart';

let shop: TestApp;
let admin: SignedIn;
let jpeg: Buffer;

beforeAll(async () => {
  shop = await createTestApp();
  admin = await createUser(shop, 'admin');
  jpeg = await testJpeg();
});
afterAll(async () => shop?.close());

/** A PNG whose header says 20000x20000 (400 megapixels): a decompression bomb if decoded. */
async function hugePng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#777' } })
    .png()
    .toBuffer();
  // IHDR: 8-byte signature, 4-byte length, "IHDR", width, height, ...; its CRC covers type and data.
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A real PNG of random pixels just over 6 MB (noise does not compress). */
async function sixMegabytePng(): Promise<Buffer> {
  const width = 1500;
  const height = 1400;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe('POST /api/uploads/images', () => {
  it('stores a JPEG as WebP at every width plus a preview JPEG, under a name the server chose', async () => {
    const response = await upload(shop, { data: jpeg }, admin.cookie);
    expect(response.statusCode).toBe(201);
    const body = uploadResponseSchema.parse(response.json());
    expect(body.public_id).toMatch(/^[0-9a-f]{20}$/);
    expect(body.secure_url).toBe(`/media/${body.public_id}/800.webp`);
    expect(await storedFiles(shop)).toEqual(
      expect.arrayContaining([
        body.public_id,
        ...IMAGE_WIDTHS.map((width) => path.join(body.public_id, `${width}.webp`)),
        path.join(body.public_id, SHARE_IMAGE.fileName),
      ]),
    );

    const picture = await get(shop, body.secure_url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const preview = await get(shop, `/media/${body.public_id}/${SHARE_IMAGE.fileName}`);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(preview.rawPayload.length).toBeLessThan(300 * 1024);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(800);
  });

  it.each([
    ['visitor', 401],
    ['unverified', 403],
    ['verified', 403],
  ] as const)('refuses a %s with %i and stores nothing', async (who, status) => {
    const before = await storedFiles(shop);
    const cookie = who === 'visitor' ? undefined : (await createUser(shop, who)).cookie;
    const response = await upload(shop, { data: await testJpeg(320, 240, '#aa3300') }, cookie);
    expect(response.statusCode).toBe(status);
    expect(await storedFiles(shop)).toEqual(before);
  });

  it('checks the role before reading the body: a visitor sending 6 MB gets 401, not 413', async () => {
    const response = await upload(shop, {
      filename: 'big.png',
      contentType: 'image/png',
      data: await sixMegabytePng(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  const corpus: [
    string,
    () => Promise<{ filename: string; contentType: string; data: Buffer }>,
    number,
    string,
  ][] = [
    [
      'a text file named .jpg',
      async () => ({
        filename: 'invoice.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from('just some text\n'.repeat(50)),
      }),
      415,
      UPLOAD_MESSAGES.unsupportedType,
    ],
    [
      'an SVG with a script',
      async () => ({
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
        ),
      }),
      415,
      UPLOAD_MESSAGES.unsupportedType,
    ],
    [
      'a 6 MB image',
      async () => ({ filename: 'big.png', contentType: 'image/png', data: await sixMegabytePng() }),
      413,
      UPLOAD_MESSAGES.tooLarge,
    ],
    [
      'a 20000x20000 image',
      async () => ({ filename: 'huge.png', contentType: 'image/png', data: await hugePng() }),
      413,
      UPLOAD_MESSAGES.tooManyPixels,
    ],
    [
      'a truncated JPEG',
      async () => ({
        filename: 'cut.jpg',
        contentType: 'image/jpeg',
        data: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      }),
      400,
      UPLOAD_MESSAGES.unreadable,
    ],
    [
      'an empty file',
      async () => ({ filename: 'empty.jpg', contentType: 'image/jpeg', data: Buffer.alloc(0) }),
      400,
      UPLOAD_MESSAGES.noFile,
    ],
    [
      'a GIF',
      async () => ({
        filename: 'anim.gif',
        contentType: 'image/gif',
        data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      }),
      415,
      UPLOAD_MESSAGES.unsupportedType,
    ],
  ];

  it.each(corpus)(
    'refuses %s with a clear message and stores nothing',
    async (_label, make, status, message) => {
      const file = await make();
      if (status === 413 && message === UPLOAD_MESSAGES.tooLarge)
        expect(file.data.length).toBeGreaterThan(MAX_IMAGE_BYTES);
      const before = await storedFiles(shop);
      const response = await upload(shop, file, admin.cookie);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ message });
      expect(await storedFiles(shop)).toEqual(before);
    },
  );

  it('neutralises a JPEG with bytes appended: only the re-encoded picture is kept', async () => {
    const payload = Buffer.from('<script>alert(1)</script>PK\u0003\u0004 hidden archive');
    const tampered = Buffer.concat([await testJpeg(400, 300, '#118844'), payload]);
    const response = await upload(shop, { data: tampered }, admin.cookie);
    expect(response.statusCode).toBe(201);
    const { public_id } = uploadResponseSchema.parse(response.json());
    for (const name of [...IMAGE_WIDTHS.map((width) => `${width}.webp`), SHARE_IMAGE.fileName]) {
      const file = await shop.app.images.get(public_id, name);
      if (!file) throw new Error(`${name} is not stored`);
      expect(file.includes('<script>')).toBe(false);
      expect(file.includes('hidden archive')).toBe(false);
    }
  });

  it('ignores the file name: "../" cannot place a file outside the uploads folder', async () => {
    const before = await storedFiles(shop);
    const response = await upload(
      shop,
      { filename: '../../../escaped.jpg', data: await testJpeg(300, 300, '#551188') },
      admin.cookie,
    );
    expect(response.statusCode).toBe(201);
    const { public_id } = uploadResponseSchema.parse(response.json());
    const added = (await storedFiles(shop)).filter((file) => !before.includes(file));
    expect(added.every((file) => file === public_id || file.startsWith(`${public_id}${path.sep}`))).toBe(
      true,
    );
    expect(added.some((file) => file.includes('escaped'))).toBe(false);
    const outside = await readFile(path.join(shop.config.uploadsDir, '..', 'escaped.jpg')).catch(() => null);
    expect(outside).toBeNull();
  });

  it('answers 400 without a file field, and 415 for a body that is not multipart', async () => {
    const wrongField = await upload(shop, { field: 'picture', data: jpeg }, admin.cookie);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ message: UPLOAD_MESSAGES.noFile });
    const json = await shop.app.inject({
      method: 'POST',
      url: '/api/uploads/images',
      payload: { file: 'data:image/png;base64,AAAA' },
      headers: { cookie: admin.cookie },
    });
    expect(json.statusCode).toBe(415);
  });

  /** A well-formed body around some file bytes, cut or spoiled in the ways clients and attackers send. */
  function malformedBodies(): [string, string, Buffer][] {
    const { payload, headers } = multipart([
      { filename: 'photo.jpg', contentType: 'image/jpeg', data: Buffer.alloc(4000, 0xab) },
    ]);
    const type = headers['content-type'];
    const boundary = type.split('boundary=')[1]!;
    return [
      ['a body cut in the middle of the file', type, payload.subarray(0, Math.floor(payload.length / 2))],
      [
        'a body without its closing boundary',
        type,
        payload.subarray(0, payload.length - boundary.length - 6),
      ],
      ['a body cut inside the part headers', type, payload.subarray(0, 40)],
      ['a content type without a boundary', 'multipart/form-data', payload],
      ['a content type with an empty boundary', 'multipart/form-data; boundary=', payload],
      ['a boundary that is not in the body', 'multipart/form-data; boundary=not-in-the-body', payload],
      ['an empty body', type, Buffer.alloc(0)],
      ['bytes that are not a form', type, Buffer.from('\u0000\u00ff garbage \r\n\r\n--')],
      [
        'a part whose headers never end',
        type,
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"`),
      ],
    ];
  }

  it.each(malformedBodies())(
    'answers %s with 400 and the standard body, and stores nothing',
    async (_label, contentType, body) => {
      const before = await storedFiles(shop);
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/uploads/images',
        payload: body,
        headers: { 'content-type': contentType, cookie: admin.cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json())).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect([UPLOAD_MESSAGES.unreadableForm, UPLOAD_MESSAGES.noFile]).toContain(response.json().message);
      expect(await storedFiles(shop)).toEqual(before);
    },
  );
});
