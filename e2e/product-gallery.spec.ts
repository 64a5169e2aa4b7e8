import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { signInPage } from './helpers/accounts';
import { TEST_PRODUCT_PREFIX, testPhoto } from './helpers/catalogue';
import { open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

const MB = 1024 * 1024;

/** A 4,000 x 3,000 camera-like JPEG of noise at quality 100: about 12 MB, well over the 5 MB limit. */
function cameraJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 100 })
    .toBuffer();
}

/** The public ids of the pictures in the form, in order (from their previews). */
async function formPictureIds(page: Page): Promise<string[]> {
  const previews = page.getByRole('list', { name: 'Product pictures' }).getByRole('img');
  const sources = await previews.evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? ''));
  return sources.map((src) => /\/media\/([^/]+)\//.exec(src)?.[1] ?? '');
}

const thumbnail = (page: Page, position: number) =>
  page.getByRole('button', { name: `Show picture ${position} of 3` });

async function expectCurrent(page: Page, position: number) {
  await expect(thumbnail(page, position)).toHaveAttribute('aria-current', 'true');
}

/** The picture in view in the strip: scrolled to its place. */
async function expectInView(strip: Locator, position: number) {
  await expect
    .poll(() => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth) + 1))
    .toBe(position);
}

test('an admin uploads three pictures at once, one a 12 MB photo; a failed one is retried; the product page shows the gallery', async ({
  page,
  admin,
  makeAxeBuilder,
  pageErrors,
}) => {
  test.setTimeout(180_000);
  const name = `${TEST_PRODUCT_PREFIX}Gallery Lift ${Date.now()}`;
  const camera = await cameraJpeg();
  expect(camera.length).toBeGreaterThan(5 * MB);

  // Every upload the browser sends is weighed; the first attempt of the second file fails.
  const sent: { file: string; bytes: number }[] = [];
  let refusedOnce = false;
  await page.route('**/api/uploads/images', async (route) => {
    const body = route.request().postDataBuffer() ?? Buffer.alloc(0);
    const file = /filename="([^"]+)"/.exec(body.subarray(0, 2000).toString('latin1'))?.[1] ?? '?';
    sent.push({ file, bytes: body.length });
    if (file === 'arms.jpg' && !refusedOnce) {
      refusedOnce = true;
      return route.fulfill({
        status: 503,
        json: {
          code: 'UNAVAILABLE',
          message: 'The server is busy with other pictures. Please try again in a moment.',
        },
      });
    }
    return route.continue();
  });

  await signInPage(page, admin);
  await open(page, '/admin/products/new');
  await expect(page.getByRole('heading', { level: 2, name: 'Add Product' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Brand', { exact: true }).fill('Launch');
  await page.getByLabel('Price', { exact: true }).fill('3450000');
  await page.getByLabel('Stock count', { exact: true }).fill('2');
  await page.getByLabel('Description', { exact: true }).fill('A lift shown from every side.');
  await page.getByRole('checkbox', { name: 'Garage Tools' }).check();

  // Three at once: the camera photo, the arms (refused once), the data plate.
  await page.getByLabel('Product images').setInputFiles([
    { name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: camera },
    { name: 'arms.jpg', mimeType: 'image/jpeg', buffer: await testPhoto() },
    { name: 'plate.jpg', mimeType: 'image/jpeg', buffer: await testPhoto() },
  ]);
  // Each file shows its progress; Save waits for them.
  const firstProgress = page.getByRole('progressbar', { name: 'Uploading picture 1 (IMG_2041.JPG)' });
  await expect(firstProgress).toBeVisible();
  // Each bar's value, read at one instant with what it shows: a whole percent, the one written beside it
  // while uploading, 0 while waiting or being made smaller.
  const bars = await page.getByRole('progressbar').evaluateAll((elements) =>
    elements.map((bar) => ({
      now: bar.getAttribute('aria-valuenow'),
      text: bar.getAttribute('aria-valuetext'),
      range: [bar.getAttribute('aria-valuemin'), bar.getAttribute('aria-valuemax')],
      shown: bar.parentElement?.textContent ?? '',
    })),
  );
  expect(bars.length, 'uploads under way').toBeGreaterThan(0);
  for (const bar of bars) {
    expect(bar.now, JSON.stringify(bar)).toMatch(/^(\d|[1-9]\d|100)$/);
    expect(bar.text).toBe(`${bar.now}%`);
    expect(bar.range).toEqual(['0', '100']);
    const written = /Uploading image\.\.\. (\d+)%/.exec(bar.shown)?.[1] ?? '0';
    expect(bar.now, JSON.stringify(bar)).toBe(written);
  }
  await expect(page.getByText('Wait for the pictures to finish uploading to save.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Product' })).toBeDisabled();

  const pictures = page.getByRole('list', { name: 'Product pictures' }).getByRole('listitem');
  await expect(pictures).toHaveCount(3);
  await expect(pictures.nth(1).getByText('Failed to upload image', { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    pictures.nth(1).getByText('The server is busy with other pictures.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Failed to upload image. Please try again.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Preview of the product image/ })).toHaveCount(2, {
    timeout: 60_000,
  });
  // The photo was made smaller in the browser: under 5 MB, 2,560 px on its long side.
  await expect(pictures.nth(0).getByText(/^Made smaller for upload: 1\d\.\d MB to \d\.\d MB$/)).toBeVisible();
  const cameraSent = sent.find((entry) => entry.file === 'IMG_2041.jpg');
  expect(cameraSent, JSON.stringify(sent)).toBeTruthy();
  expect(cameraSent!.bytes).toBeLessThan(5 * MB);
  console.log(
    `In-browser scaling: ${(camera.length / MB).toFixed(2)} MB camera JPEG (4000x3000) -> upload request of ${(cameraSent!.bytes / MB).toFixed(2)} MB`,
  );
  test.info().annotations.push({
    type: 'upload size',
    description: `${camera.length} bytes before scaling, ${cameraSent!.bytes} bytes sent`,
  });

  // Retry: the failed one uploads in its place; the others stay.
  await pictures.nth(1).getByRole('button', { name: 'Retry picture 2' }).click();
  await expect(page.getByRole('img', { name: /^Preview of the product image/ })).toHaveCount(3, {
    timeout: 60_000,
  });
  const uploaded = await formPictureIds(page);
  expect(new Set(uploaded).size).toBe(3);
  await expect(pictures.nth(0).getByText('Main picture')).toBeVisible();
  await expect(pictures.nth(0)).toHaveAccessibleName('Picture 1 of 3, main picture');
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

  // Reorder by keyboard: the plate moves left, and it is said.
  await pictures.nth(2).getByRole('button', { name: 'Move picture 3 left' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Picture moved to position 2 of 3.' }),
  ).toBeAttached();
  await expect(page.getByRole('button', { name: 'Move picture 2 left' })).toBeFocused();
  expect(await formPictureIds(page)).toEqual([uploaded[0], uploaded[2], uploaded[1]]);
  // And by dragging: the arms onto the first place.
  await pictures.nth(2).dragTo(pictures.nth(0));
  await expect.poll(() => formPictureIds(page)).toEqual([uploaded[1], uploaded[0], uploaded[2]]);
  const order = await formPictureIds(page);

  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Product added').first()).toBeVisible();

  // The shop's API answers the pictures in that order.
  const found = await page.request.get(`/api/admin/products?q=${encodeURIComponent(name)}`);
  const { products } = (await found.json()) as {
    products: { id: string; images: string[]; imagePublicId: string }[];
  };
  expect(products[0]!.images).toEqual(order);
  expect(products[0]!.imagePublicId).toBe(order[0]);
  const productPath = `/product/${products[0]!.id}`;

  // The product page: the main picture large, thumbnails, arrows, keyboard, zoom.
  await open(page, productPath);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const gallery = page.getByRole('region', { name: `Pictures of ${name}` });
  const strip = gallery.getByRole('list', { name: /^Pictures/ });
  for (const [position, id] of order.entries()) {
    const picture = gallery.getByRole('img', { name: `${name}, picture ${position + 1} of 3` });
    await expect(picture).toHaveAttribute('srcset', new RegExp(`/media/${id}/1200\\.webp 1200w`));
    await expect(picture).toHaveAttribute('sizes', /100vw/);
  }
  const main = gallery.getByRole('img', { name: `${name}, picture 1 of 3` });
  expect(await main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectCurrent(page, 1);

  await gallery.getByRole('button', { name: 'Next picture' }).click();
  await expectCurrent(page, 2);
  await expectInView(strip, 2);
  await thumbnail(page, 3).click();
  await expectCurrent(page, 3);
  await expectInView(strip, 3);
  await gallery.getByRole('button', { name: 'Previous picture' }).click();
  await expectCurrent(page, 2);

  // Keyboard: arrows on the focused strip, Enter zooms, Escape closes and gives the focus back.
  await strip.focus();
  await page.keyboard.press('ArrowRight');
  await expectCurrent(page, 3);
  await page.keyboard.press('Home');
  await expectCurrent(page, 1);
  await page.keyboard.press('Enter');
  const zoom = page.getByRole('dialog', { name: `${name}, picture 1 of 3` });
  await expect(zoom).toBeVisible();
  await expect(zoom.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: `${name}, picture 2 of 3` })).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(strip).toBeFocused();
  await expectCurrent(page, 2);

  // The zoom button, then Close: the focus returns to the button.
  const zoomButton = gallery.getByRole('button', { name: 'Zoom in on picture 2 of 3' });
  await zoomButton.click();
  const big = page.getByRole('dialog').getByRole('img');
  // The zoom's own file (a 4:3 photo's is its 1200 px picture, which the server answers with).
  await expect(big).toHaveAttribute('src', `/media/${order[1]}/zoom.webp`);
  await expect
    .poll(() => big.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(zoomButton).toBeFocused();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

  // A phone, 360 px wide: nothing overflows; a swipe scrolls the strip; a tap zooms.
  await page.setViewportSize({ width: 360, height: 780 });
  await open(page, productPath);
  await expect(strip).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await strip.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: 'instant' }));
  await expectCurrent(page, 2);
  await strip.evaluate((el) => el.scrollTo({ left: el.clientWidth * 2, behavior: 'instant' }));
  await expectCurrent(page, 3);
  await gallery.getByRole('img', { name: `${name}, picture 3 of 3` }).click();
  await expect(page.getByRole('dialog', { name: `${name}, picture 3 of 3` })).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

  // The form at 360 px with its pictures.
  await open(page, `/admin/products/${products[0]!.id}/edit`);
  await expect(page.getByRole('img', { name: /^Preview of the product image/ })).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a product with one picture shows just that picture, and its card keeps one picture', async ({
  page,
}) => {
  await open(page, '/shop');
  const card = page.getByRole('article').first();
  await expect(card.locator('img')).toHaveCount(1);
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next picture' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Show picture/ })).toHaveCount(0);
});
