import type { Page } from '@playwright/test';
import { signInPage } from './helpers/accounts';
import { createTestProduct, TEST_PRODUCT_PREFIX } from './helpers/catalogue';
import { open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

// Decision 052, part 3: the product form's "Options and variants" section, on a 360 px phone.

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

async function addOption(page: Page, number: number, name: string, values: string) {
  await page.getByRole('button', { name: 'Add option' }).click();
  const option = page.getByRole('group', { name: `Option ${number}` });
  await option.getByLabel('Name').fill(name);
  await option.getByLabel('Values').fill(values);
}

test('an owner adds options, generates variants, sets prices for all, edits a SKU, saves and sees them after a reload (360 px, axe clean)', async ({
  page,
  admin,
  makeAxeBuilder,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await signInPage(page, admin);
  const product = await createTestProduct(page.request, {
    name: `${TEST_PRODUCT_PREFIX}Lift${stamp} Variants`,
    price: 1_000_000,
    stockCount: 3,
  });
  await page.setViewportSize({ width: 360, height: 800 });
  const edit = `/admin/products/${encodeURIComponent(product.id)}/edit`;
  await open(page, edit);
  await expect(page.getByRole('heading', { name: 'Options and variants' })).toBeVisible();

  await addOption(page, 1, 'Capacity', '4 t, 5 t');
  await addOption(page, 2, 'Voltage', '220 V, 380 V');
  await page.getByRole('button', { name: 'Generate variants' }).click();
  const table = page.getByRole('table', { name: /Variants/ });
  await expect(table.getByRole('rowheader')).toHaveText([
    'Capacity: 4 t · Voltage: 220 V',
    'Capacity: 4 t · Voltage: 380 V',
    'Capacity: 5 t · Voltage: 220 V',
    'Capacity: 5 t · Voltage: 380 V',
  ]);

  await page.getByLabel('Price for all variants', { exact: true }).fill('2,500,000');
  await page.getByRole('button', { name: 'Set for all prices' }).click();
  await page.getByLabel('Stock for all variants', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Set for all stock' }).click();
  const target = 'Capacity: 5 t · Voltage: 380 V';
  await expect(page.getByLabel(`Price for ${target}`, { exact: true })).toHaveValue('2,500,000');
  await expect(page.getByLabel(`Stock for ${target}`, { exact: true })).toHaveValue('4');
  const sku = `E2E-${stamp}-5T-380`;
  await page.getByLabel(`SKU for ${target}`, { exact: true }).fill(sku);
  await page.getByLabel(`Price for ${target}`, { exact: true }).fill('2,900,000');
  // The product's own price and stock now come from the variants.
  await expect(page.getByText('Set per variant in Options and variants').first()).toBeVisible();

  // Usable at 360 px: the table scrolls in its own region, the page does not scroll sideways.
  await noSidewaysScroll(page);
  await page.getByLabel(`SKU for ${target}`, { exact: true }).focus();
  await expect(page.getByLabel(`SKU for ${target}`, { exact: true })).toBeInViewport();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products(\?.*)?$/);

  await open(page, edit);
  await expect(page.getByLabel(`SKU for ${target}`, { exact: true })).toHaveValue(sku);
  await expect(page.getByLabel(`Price for ${target}`, { exact: true })).toHaveValue('2,900,000');
  await expect(page.getByLabel('Price for Capacity: 4 t · Voltage: 220 V', { exact: true })).toHaveValue(
    '2,500,000',
  );
  await expect(page.getByLabel('Stock for Capacity: 4 t · Voltage: 220 V', { exact: true })).toHaveValue('4');
  const saved = (await (await page.request.get(`/api/admin/products/${product.id}`)).json()) as {
    product: { price: number; stockCount: number; variants: { sku: string }[] };
  };
  expect(saved.product.price).toBe(2_500_000);
  expect(saved.product.stockCount).toBe(16);
  expect(saved.product.variants.map((variant) => variant.sku)).toContain(sku);
  await noSidewaysScroll(page);
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  expect(pageErrors).toEqual([]);
});
