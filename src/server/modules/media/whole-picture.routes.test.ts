import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '../../../shared/admin-catalogue';
import { IMAGE_WIDTHS, imageHeightFor, SHARE_IMAGE, ZOOM_IMAGE } from '../../../shared/images';
import { createUser, get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { upload } from '../../test/images';

let shop: TestApp;
let admin: SignedIn;
let portrait: Buffer;

/** Height of the red band at the top and the blue band at the bottom, as a share of the photo's height. */
const BAND = 0.1;

/** A 3000 x 4000 phone photo (portrait): a red band along its top, a blue one along its bottom. */
async function portraitPhoto(): Promise<Buffer> {
  const [width, height] = [3000, 4000];
  const band = (colour: string) =>
    sharp({ create: { width, height: height * BAND, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6b7f6b',
      noise: { type: 'gaussian', mean: 110, sigma: 6 },
    },
  })
    .composite([
      { input: await band('#e01010'), top: 0, left: 0 },
      { input: await band('#1010e0'), top: height * (1 - BAND), left: 0 },
    ])
    .jpeg({ quality: 70 })
    .toBuffer();
}

type Tone = 'red' | 'blue' | 'photo' | 'clear';

/** What a person sees down the middle column of a picture, row by row. */
async function middleColumn(file: Buffer): Promise<{ width: number; height: number; rows: Tone[] }> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const x = Math.floor(info.width / 2);
  const rows: Tone[] = [];
  for (let y = 0; y < info.height; y++) {
    const at = (y * info.width + x) * 4;
    const [r, g, b, a] = [data[at]!, data[at + 1]!, data[at + 2]!, data[at + 3]!];
    rows.push(a < 128 ? 'clear' : r > 170 && g < 90 && b < 90 ? 'red' : b > 170 && r < 90 ? 'blue' : 'photo');
  }
  return { width: info.width, height: info.height, rows };
}

/** The photo's whole height is there: red at its top, blue at its bottom, each about a tenth of it. */
function expectWholeHeight(rows: Tone[], where: string) {
  const shown = rows.filter((tone) => tone !== 'clear');
  expect(shown[0], `${where}: the top of the photo`).toBe('red');
  expect(shown.at(-1), `${where}: the bottom of the photo`).toBe('blue');
  for (const tone of ['red', 'blue'] as const) {
    const share = shown.filter((row) => row === tone).length / shown.length;
    expect(share, `${where}: the ${tone} band's share of the height`).toBeGreaterThan(BAND - 0.02);
    expect(share, `${where}: the ${tone} band's share of the height`).toBeLessThan(BAND + 0.02);
  }
}

/** The share of a row that shows the photo (not the transparent bands beside it). */
async function shownWidth(file: Buffer): Promise<number> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const y = Math.floor(info.height / 2);
  let shown = 0;
  for (let x = 0; x < info.width; x++) if (data[(y * info.width + x) * 4 + 3]! >= 128) shown++;
  return shown / info.width;
}

beforeAll(async () => {
  shop = await createTestApp();
  admin = await createUser(shop, 'admin');
  portrait = await portraitPhoto();
});
afterAll(async () => shop?.close());

describe('a portrait photo (3000 x 4000) keeps its whole picture', () => {
  it('fits it inside every 4:3 picture, keeps its proportions for the zoom and the link preview', async () => {
    expect(portrait.length).toBeLessThan(5 * 1024 * 1024);
    const response = await upload(shop, { data: portrait }, admin.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const { public_id } = uploadResponseSchema.parse(response.json());

    for (const width of IMAGE_WIDTHS) {
      const file = await get(shop, `/media/${public_id}/${width}.webp`);
      expect(file.statusCode).toBe(200);
      const picture = await middleColumn(file.rawPayload);
      expect([picture.width, picture.height]).toEqual([width, imageHeightFor(width)]);
      expectWholeHeight(picture.rows, `${width}.webp`);
      expect(picture.rows).not.toContain('clear');
      // 3:4 inside 4:3: the photo takes 9/16 of the width, the sides are left clear for the page's colour.
      expect(await shownWidth(file.rawPayload)).toBeCloseTo(9 / 16, 1);
    }

    const zoom = await get(shop, `/media/${public_id}/${ZOOM_IMAGE.fileName}`);
    expect(zoom.statusCode).toBe(200);
    expect(zoom.headers['content-type']).toBe('image/webp');
    expect(zoom.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const big = await middleColumn(zoom.rawPayload);
    expect([big.width, big.height]).toEqual([(ZOOM_IMAGE.longSide * 3) / 4, ZOOM_IMAGE.longSide]);
    expectWholeHeight(big.rows, ZOOM_IMAGE.fileName);
    expect(await shownWidth(zoom.rawPayload)).toBe(1);

    const preview = await get(shop, `/media/${public_id}/${SHARE_IMAGE.fileName}`);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    const shared = await middleColumn(preview.rawPayload);
    expect([shared.width, shared.height]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
    expectWholeHeight(shared.rows, SHARE_IMAGE.fileName);
  });

  it('gives a photo that fills the 4:3 frame no zoom file of its own: the zoom is its largest picture', async () => {
    const landscape = await sharp(portrait).rotate(90).resize(1600, 1200).jpeg().toBuffer();
    const response = await upload(shop, { data: landscape }, admin.cookie);
    const { public_id } = uploadResponseSchema.parse(response.json());
    expect(await shop.app.images.get(public_id, ZOOM_IMAGE.fileName)).toBeUndefined();
    const zoom = await get(shop, `/media/${public_id}/${ZOOM_IMAGE.fileName}`);
    expect(zoom.statusCode).toBe(200);
    expect(zoom.rawPayload.equals((await shop.app.images.get(public_id, '1200.webp'))!)).toBe(true);
    expect(await shownWidth(zoom.rawPayload)).toBe(1);
  });

  it('stores a photo again, whole and under a new id, where it was stored cropped before', async () => {
    const photo = await sharp(portrait).resize(900, 1200).jpeg().toBuffer();
    // What the earlier pipeline left: the id a hash of the bytes alone, every file cropped to 4:3.
    const earlierId = createHash('sha256').update(photo).digest('hex').slice(0, 20);
    const cropped = new Map<string, Buffer>();
    for (const width of IMAGE_WIDTHS) {
      const file = await sharp(photo)
        .resize(width, imageHeightFor(width), { fit: 'cover' })
        .webp()
        .toBuffer();
      cropped.set(`${width}.webp`, file);
    }
    cropped.set(
      SHARE_IMAGE.fileName,
      await sharp(photo).resize(800, 600, { fit: 'cover' }).jpeg().toBuffer(),
    );
    await shop.app.images.put(earlierId, cropped);

    const response = await upload(shop, { data: photo }, admin.cookie);
    const { public_id } = uploadResponseSchema.parse(response.json());
    expect(public_id).not.toBe(earlierId);
    const frame = await get(shop, `/media/${public_id}/800.webp`);
    expectWholeHeight((await middleColumn(frame.rawPayload)).rows, '800.webp');

    // The earlier picture still answers every address, its zoom with its largest picture.
    const earlierZoom = await get(shop, `/media/${earlierId}/${ZOOM_IMAGE.fileName}`);
    expect(earlierZoom.statusCode).toBe(200);
    expect(earlierZoom.headers['content-type']).toBe('image/webp');
    expect(earlierZoom.rawPayload.equals(cropped.get('1200.webp')!)).toBe(true);
  });
});
