import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { signInPage } from './helpers/accounts';
import { TEST_PRODUCT_PREFIX, createTestProduct } from './helpers/catalogue';
import { open } from './helpers/storefront';
import { axeBuilder, expect, seriousViolations, test } from './support/fixtures';

/** A CSV as a spreadsheet saves one: each cell quoted. */
function csv(rows: (string | number)[][]): Buffer {
  return Buffer.from(
    rows.map((row) => row.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(',')).join('\r\n'),
  );
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent('download');
  await click();
  return download;
}

async function openImportScreen(page: Page) {
  await open(page, '/admin/products');
  await page.getByRole('link', { name: 'Import and export' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/import$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Import and export' })).toBeVisible();
}

test('an owner downloads the catalogue and the orders, previews a spreadsheet, applies it, and the shop shows the change', async ({
  page,
  admin,
  makeAxeBuilder,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  await signInPage(page, admin);
  const name = `${TEST_PRODUCT_PREFIX}Sheet Lift ${Date.now()}`;
  const product = await createTestProduct(page.request, { name, price: 1_000_000, stockCount: 3 });
  await openImportScreen(page);

  // The catalogue as CSV holds the product; as Excel, a workbook (each made on the server, then downloaded).
  const csvDownload = await downloaded(page, () =>
    page.getByRole('button', { name: 'Catalogue as CSV' }).click(),
  );
  expect(csvDownload.suggestedFilename()).toMatch(/^garagepro-products-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile((await csvDownload.path())!, 'utf8');
  // A simple product's row leaves SKU and the option columns (decision 052) empty.
  const line = exported.split(/\r?\n/).find((row) => row.startsWith(`${product.id},${name},`));
  expect(line).toMatch(/^[^,]*,[^,]*,(,)*Launch,1000000,/);
  const xlsxDownload = await downloaded(page, () =>
    page.getByRole('button', { name: 'Catalogue as Excel' }).click(),
  );
  expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);
  expect((await readFile((await xlsxDownload.path())!)).subarray(0, 2).toString()).toBe('PK');

  // The orders of a period, for the accountant.
  await page.getByLabel('From').fill('2026-01-01');
  await page.getByLabel('To').fill('2026-01-31');
  const ordersDownload = await downloaded(page, () =>
    page.getByRole('button', { name: 'Orders as CSV' }).click(),
  );
  expect(ordersDownload.suggestedFilename()).toMatch(/^garagepro-orders-2026-01-01-to-2026-01-31-made-/);
  // A period that ends before it starts is refused on the page.
  await page.getByLabel('To').fill('2025-12-01');
  await page.getByRole('button', { name: 'Orders as Excel' }).click();
  await expect(page.getByText('The from date must be on or before the to date')).toBeVisible();

  const fileInput = page.getByLabel('Spreadsheet file');
  const preview = page.getByRole('button', { name: 'Preview' });
  const apply = page.getByRole('button', { name: 'Apply' });

  // A file with a bad row: the preview names its row, column and message, and Apply stays off.
  await fileInput.setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: csv([
      ['ID', 'Name', 'Price', 'Colour'],
      [product.id, name, '=1+1', 'Red'],
    ]),
  });
  await preview.click();
  const status = page.getByRole('status').filter({ hasText: 'to add' });
  await expect(status).toContainText('0 to add, 0 to update, 0 unchanged, 1 row with errors.');
  await expect(status).toContainText('Unknown columns, ignored: Colour.');
  const rows = page.getByRole('region', { name: 'Import preview rows' });
  await expect(rows.getByRole('row', { name: new RegExp(name) })).toContainText(
    'Price: Price must be a number',
  );
  await expect(apply).toBeDisabled();

  // The corrected file: old -> new for each field, then Apply.
  const newName = `${name} Pro`;
  await fileInput.setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: csv([
      ['ID', 'Name', 'Price'],
      [product.id, newName, '1,250,000'],
    ]),
  });
  await preview.click();
  await expect(status).toContainText('0 to add, 1 to update, 0 unchanged.');
  const row = rows.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Update');
  await expect(row).toContainText('Price: ₦1,000,000 → ₦1,250,000');
  await expect(row).toContainText(`Name: ${name} → ${newName}`);

  const axe = await makeAxeBuilder().analyze();
  expect(seriousViolations(axe)).toEqual([]);

  await apply.click();
  await expect(page.getByRole('status').filter({ hasText: 'Import applied' })).toHaveText(
    'Import applied: 0 added, 1 updated.',
  );

  // The shop shows the new name and price.
  await open(page, `/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByText('₦1,250,000').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the import screen with a preview fits without sideways scrolling', async ({ page, admin }) => {
    await signInPage(page, admin);
    const name = `${TEST_PRODUCT_PREFIX}Narrow Sheet Jack ${Date.now()}`;
    const product = await createTestProduct(page.request, { name, price: 45_000, stockCount: 2 });
    await openImportScreen(page);
    await page.getByLabel('Spreadsheet file').setInputFiles({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: csv([
        ['ID', 'Stock', 'Description'],
        [product.id, 9, 'A long description that wraps on a narrow screen, as sellers write them.'],
      ]),
    });
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'to update' })).toContainText('1 to update');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(seriousViolations(await axeBuilder(page).analyze())).toEqual([]);
  });
});
