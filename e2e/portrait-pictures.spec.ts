import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { staffRequest } from './helpers/accounts';
import { createTestProduct, TEST_PRODUCT_PREFIX, testPhoto, uploadPicture } from './helpers/catalogue';
import { open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

/** Height of the red band along the photo's top and the blue band along its bottom, as a share of it. */
const BAND = 0.1;
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 720 },
];

/** A 3000 x 4000 phone photo (portrait), under 5 MB: a red band along its top, a blue one along its bottom. */
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
      background: '#7f947f',
      noise: { type: 'gaussian', mean: 130, sigma: 6 },
    },
  })
    .composite([
      { input: await band('#e01010'), top: 0, left: 0 },
      { input: await band('#1010e0'), top: height * (1 - BAND), left: 0 },
    ])
    .jpeg({ quality: 70 })
    .toBuffer();
}

type Tone = 'red' | 'blue' | 'photo' | 'background';

function toneOf(r: number, g: number, b: number): Tone {
  if (r > 150 && g < 90 && b < 90) return 'red';
  if (b > 150 && r < 90 && g < 90) return 'blue';
  // The photo's grey-green against the shop's near-black background.
  return r + g + b > 180 ? 'photo' : 'background';
}

/** The photo as drawn on screen: its size in CSS pixels, and the share of its height each band takes. */
async function drawnPhoto(page: Page, picture: Locator) {
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const scale = await page.evaluate(() => window.devicePixelRatio);
  const { data, info } = await sharp(await picture.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tone = (x: number, y: number) => {
    const at = (y * info.width + x) * 3;
    return toneOf(data[at]!, data[at + 1]!, data[at + 2]!);
  };
  const column = Array.from({ length: info.height }, (_, y) => tone(Math.floor(info.width / 2), y));
  const shown = column.map((value, y) => (value === 'background' ? -1 : y)).filter((y) => y >= 0);
  const [top, bottom] = [shown[0] ?? 0, shown.at(-1) ?? 0];
  // A row below the red band and above the buttons that sit on a picture's sides and corners.
  const across = Math.floor(top + (bottom - top) * 0.3);
  const row = Array.from({ length: info.width }, (_, x) => tone(x, across));
  const height = bottom - top + 1;
  return {
    topTone: column[top],
    bottomTone: column[bottom],
    red: column.filter((value) => value === 'red').length / height,
    blue: column.filter((value) => value === 'blue').length / height,
    width: row.filter((value) => value !== 'background').length / scale,
    height: height / scale,
  };
}

/** The whole photo is drawn: red at its top, blue at its bottom, each a tenth of it, its shape kept. */
function expectWhole(photo: Awaited<ReturnType<typeof drawnPhoto>>, where: string) {
  expect(photo.topTone, `${where}: the top of the photo`).toBe('red');
  expect(photo.bottomTone, `${where}: the bottom of the photo`).toBe('blue');
  for (const band of ['red', 'blue'] as const) {
    expect(photo[band], `${where}: the ${band} band's share of the height`).toBeGreaterThan(BAND - 0.03);
    expect(photo[band], `${where}: the ${band} band's share of the height`).toBeLessThan(BAND + 0.03);
  }
  expect(photo.width / photo.height, `${where}: 3 wide for 4 high`).toBeCloseTo(3 / 4, 1);
}

let portrait: Buffer;
test.beforeAll(async () => {
  portrait = await portraitPhoto();
  expect(portrait.length).toBeLessThan(5 * 1024 * 1024);
});

test("a portrait photo, a product's one picture, shows whole on its card and its page, and larger in the zoom", async ({
  page,
  admin,
  makeAxeBuilder,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const staff = await staffRequest(admin);
  const name = `${TEST_PRODUCT_PREFIX}Portrait Press ${Date.now()}`;
  const product = await createTestProduct(staff, { name, price: 410_000, stockCount: 2 }, portrait);
  await staff.dispose();

  for (const viewport of VIEWPORTS) {
    const where = `at ${viewport.width} px`;
    await page.setViewportSize(viewport);
    await open(page, `/shop?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('list', { name: 'Products' }).getByRole('article').filter({ hasText: name });
    // The app's card (the server's first paint has no Add to Cart).
    await expect(card.getByRole('button', { name: /^Add to Cart/ })).toBeVisible();
    expectWhole(await drawnPhoto(page, card.locator('img')), `the card ${where}`);

    await open(page, `/product/${product.id}`);
    const zoomButton = page.getByRole('button', { name: 'Zoom in on the picture' });
    await expect(zoomButton).toBeVisible();
    const onPage = await drawnPhoto(page, page.getByRole('main').getByRole('img', { name, exact: true }));
    expectWhole(onPage, `the product page ${where}`);

    await zoomButton.click();
    const zoom = page.getByRole('dialog', { name });
    const zoomed = await drawnPhoto(page, zoom.getByRole('img', { name }));
    expectWhole(zoomed, `the zoom ${where}`);
    expect(zoomed.height, `the zoom ${where} is larger than the page's picture`).toBeGreaterThan(
      onPage.height * 1.2,
    );
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(zoom).toBeHidden();
    await expect(zoomButton).toBeFocused();
  }
  expect(pageErrors).toEqual([]);
});

test('a portrait photo in a gallery of two shows whole in the strip and larger in the zoom', async ({
  page,
  admin,
  makeAxeBuilder,
}) => {
  test.setTimeout(120_000);
  const staff = await staffRequest(admin);
  const name = `${TEST_PRODUCT_PREFIX}Portrait Gallery ${Date.now()}`;
  const product = await createTestProduct(staff, { name, price: 520_000, stockCount: 2 });
  const pictures = [await uploadPicture(staff, await testPhoto()), await uploadPicture(staff, portrait)];
  const patched = await staff.patch(`/api/products/${product.id}`, { data: { images: pictures } });
  expect(patched.status(), await patched.text()).toBe(200);
  await staff.dispose();

  for (const viewport of VIEWPORTS) {
    const where = `at ${viewport.width} px`;
    await page.setViewportSize(viewport);
    await open(page, `/product/${product.id}`);
    const gallery = page.getByRole('region', { name: `Pictures of ${name}` });
    await gallery.getByRole('button', { name: 'Show picture 2 of 2' }).click();
    const label = `${name}, picture 2 of 2`;
    const onPage = await drawnPhoto(page, gallery.getByRole('img', { name: label }));
    expectWhole(onPage, `the gallery ${where}`);

    await gallery.getByRole('button', { name: 'Zoom in on picture 2 of 2' }).click();
    const zoom = page.getByRole('dialog', { name: label });
    const zoomed = await drawnPhoto(page, zoom.getByRole('img', { name: label }));
    expectWhole(zoomed, `the zoom ${where}`);
    expect(zoomed.height, `the zoom ${where} is larger than the gallery's picture`).toBeGreaterThan(
      onPage.height * 1.2,
    );
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
    await zoom.getByRole('button', { name: 'Close' }).click();
    await expect(zoom).toBeHidden();
  }
});
