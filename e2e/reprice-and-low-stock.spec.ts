import type { APIRequestContext, Page } from '@playwright/test';
import { signInPage } from './helpers/accounts';
import { TEST_PRODUCT_PREFIX, testPhoto } from './helpers/catalogue';
import { naira, open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

/** A choice of the screen's radio groups, picked by its visible label (the radio itself is hidden). */
async function choose(page: Page, name: string) {
  await page.getByText(name, { exact: true }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

interface Made {
  id: string;
  name: string;
}

/**
 * Products of this spec alone: a brand of their own (other specs' products never match it), so a
 * repricing narrowed by it touches nothing else in the shared shop.
 */
async function makeProducts(
  request: APIRequestContext,
  brand: string,
  products: {
    name: string;
    price: number;
    stockCount: number;
    category?: string[];
    originalPrice?: number;
    lowStockThreshold?: number;
  }[],
): Promise<Made[]> {
  const upload = await request.post('/api/uploads/images', {
    multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await testPhoto() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { public_id } = (await upload.json()) as { public_id: string };
  const made: Made[] = [];
  for (const product of products) {
    const created = await request.post('/api/products', {
      data: {
        brand,
        description: `${product.name} for the repricing test.`,
        imagePublicId: public_id,
        category: ['lubebay'],
        ...product,
        name: `${TEST_PRODUCT_PREFIX}${product.name}`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    made.push(((await created.json()) as { product: Made }).product);
  }
  return made;
}

test('an owner reprices a category: the preview shows old -> new, apply, and the shop shows the new price (360 px)', async ({
  page,
  admin,
  makeAxeBuilder,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const brand = `Reprice${Date.now()}`;
  await signInPage(page, admin);
  const [oiler, drainer] = await makeProducts(page.request, brand, [
    { name: `Oil Dispenser ${brand}`, price: 1_234_567, originalPrice: 1_500_000, stockCount: 8 },
    { name: `Oil Drainer ${brand}`, price: 380_000, stockCount: 8 },
  ]);
  await page.setViewportSize({ width: 360, height: 800 });

  await open(page, '/admin/products');
  await page.getByRole('button', { name: 'Reprice', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products\/reprice$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Reprice products' })).toBeVisible();

  // Nothing chosen: the form says so at Preview.
  await page.getByLabel('Amount (%)').fill('10');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(
    page.getByText('Choose the products: a category, a sub-category, a brand, a search or ticked products.'),
  ).toBeVisible();

  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Lube Bay' });
  await page.getByLabel('Brand', { exact: true }).fill(brand);
  await choose(page, 'Raise');
  await choose(page, 'Percent');
  await page.getByLabel('Rounding').selectOption({ label: 'Nearest ₦1,000' });
  await page.getByLabel('Also change the original price').check();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();

  const table = page.getByRole('table', { name: 'Preview: 2 products' });
  await expect(table).toBeVisible();
  const oilerRow = table.getByRole('row', { name: new RegExp(oiler!.name) });
  await expect(oilerRow.getByRole('cell').nth(0)).toHaveText('₦1,234,567');
  await expect(oilerRow.getByRole('cell').nth(1)).toHaveText('₦1,358,000');
  await expect(oilerRow.getByRole('cell').nth(2)).toHaveText('₦1,500,000 → ₦1,650,000');
  const drainerRow = table.getByRole('row', { name: new RegExp(drainer!.name) });
  await expect(drainerRow.getByRole('cell').nth(1)).toHaveText('₦418,000');
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  await noSidewaysScroll(page);

  await page.getByRole('button', { name: 'Apply to 2 products' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Repriced 2 products.' })).toBeVisible();
  await expect(table).toHaveCount(0);

  // The shop shows the new price at once.
  await open(page, `/product/${oiler!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: oiler!.name })).toBeVisible();
  const prices = await page.getByText(/^₦[\d,]+$/).allTextContents();
  expect(prices.map(naira)).toContain(1_358_000);
  expect(prices.map(naira)).not.toContain(1_234_567);
  const answer = await page.request.get(`/api/products/${drainer!.id}`);
  expect(((await answer.json()) as { product: { price: number } }).product.price).toBe(418_000);
  expect(pageErrors).toEqual([]);
});

test('the admin list marks and filters low stock; ticked products go to the reprice screen; the Overview counts them', async ({
  page,
  admin,
  makeAxeBuilder,
}) => {
  test.setTimeout(120_000);
  const brand = `LowStock${Date.now()}`;
  await signInPage(page, admin);
  const [lift, jack] = await makeProducts(page.request, brand, [
    { name: `Lift ${brand}`, price: 2_450_000, stockCount: 5, lowStockThreshold: 3 },
    { name: `Jack ${brand}`, price: 150_000, stockCount: 1 },
  ]);
  await page.setViewportSize({ width: 360, height: 800 });

  await open(page, `/admin/products?q=${brand}`);
  const liftRow = page.getByRole('article', { name: lift!.name });
  const jackRow = page.getByRole('article', { name: jack!.name });
  await expect(jackRow.getByText('Low stock', { exact: true })).toBeVisible();
  await expect(liftRow).toBeVisible();
  await expect(liftRow.getByText('Low stock', { exact: true })).toHaveCount(0);

  // The box follows the address, which changes in a transition: clicked, then awaited.
  const lowOnly = page.getByRole('checkbox', { name: 'Low stock only' });
  await lowOnly.click();
  await expect(lowOnly).toBeChecked();
  await expect(page).toHaveURL(/stock=low/);
  await expect(jackRow).toBeVisible();
  await expect(liftRow).toHaveCount(0);
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  await noSidewaysScroll(page);

  // Down to its threshold of 3: low too.
  await lowOnly.click();
  await expect(lowOnly).not.toBeChecked();
  await liftRow.getByLabel(`Stock for ${lift!.name}`, { exact: true }).fill('3');
  await liftRow.getByRole('button', { name: `Update stock for ${lift!.name}` }).click();
  await expect(liftRow.getByText('Low stock', { exact: true })).toBeVisible();

  // Its form shows the threshold.
  await liftRow.getByRole('button', { name: `Edit ${lift!.name}` }).click();
  await expect(page.getByLabel('Low-stock threshold')).toHaveValue('3');
  await page.goBack();

  // Ticked rows go to the reprice screen, which selects them.
  await page.getByRole('checkbox', { name: `Tick ${lift!.name}` }).check();
  await page.getByRole('checkbox', { name: `Tick ${jack!.name}` }).check();
  await page.getByRole('button', { name: 'Reprice ticked' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/reprice\?ids=/);
  await expect(page.getByRole('checkbox', { name: 'Only the 2 products ticked in the list' })).toBeChecked();
  await choose(page, 'Lower');
  await choose(page, 'Naira amount');
  await page.getByLabel('Amount (₦)').fill('50,000');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const table = page.getByRole('table', { name: 'Preview: 2 products' });
  await expect(
    table
      .getByRole('row', { name: new RegExp(lift!.name) })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('₦2,400,000');
  await expect(
    table
      .getByRole('row', { name: new RegExp(jack!.name) })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('₦100,000');

  // The Overview counts the low-stock products and links to the filtered list.
  await open(page, '/admin/overview');
  const count = page.getByRole('link', { name: /products? low on stock$/ });
  await expect(count).toBeVisible();
  await count.click();
  await expect(page).toHaveURL(/\/admin\/products\?stock=low$/);
  await expect(page.getByRole('checkbox', { name: 'Low stock only' })).toBeChecked();
});
