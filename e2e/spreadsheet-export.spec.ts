import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { signInPage } from './helpers/accounts';
import { open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

async function downloaded(page: Page, click: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent('download');
  await click();
  return download;
}

/**
 * The catalogue's header row, as the GET export and the export job write it (PRODUCT_COLUMNS), without
 * its `Option: <name>` columns (after SKU, one per option name the catalogue's products have).
 */
const CATALOGUE_HEADER =
  'ID,Name,SKU,Brand,Price,Original price,Installation fee,Stock,Low-stock threshold,Categories,Sub-categories,' +
  'Description,Features,Specifications,Videos,Images,Priority,Featured,Active,In stock,Rating,Reviews,' +
  'Main image URL,Created,Updated,Delivery class,Exported';

test('exports are made on the server: the catalogue downloads by itself, the orders file is listed after a reload', async ({
  page,
  admin,
  makeAxeBuilder,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  await signInPage(page, admin);
  await open(page, '/admin/products/import');
  await expect(page.getByRole('heading', { level: 2, name: 'Import and export' })).toBeVisible();

  // A click on "Catalogue as CSV" still ends in the file: queued, prepared, then downloaded by itself.
  const catalogue = page.getByRole('region', { name: 'Export the catalogue' });
  const csv = await downloaded(page, () =>
    catalogue.getByRole('button', { name: 'Catalogue as CSV' }).click(),
  );
  expect(csv.suggestedFilename()).toMatch(/^garagepro-products-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await csv.path())!, 'utf8');
  const header = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0]!
    .split(',');
  // The demo catalogue sells lifts, compressors and scanners in variants.
  expect(header).toEqual(expect.arrayContaining(['Option: Capacity', 'Option: Kit']));
  expect(header.filter((label) => !label.startsWith('Option: ')).join(',')).toBe(CATALOGUE_HEADER);
  await expect(catalogue.getByRole('status')).toContainText('Your file is ready.');
  await expect(catalogue.getByRole('link', { name: `Download ${csv.suggestedFilename()}` })).toBeVisible();

  // The orders of a period as Excel.
  const orders = page.getByRole('region', { name: 'Export orders' });
  await orders.getByLabel('From').fill('2026-01-01');
  await orders.getByLabel('To').fill('2026-01-31');
  const xlsx = await downloaded(page, () => orders.getByRole('button', { name: 'Orders as Excel' }).click());
  const name = xlsx.suggestedFilename();
  expect(name).toMatch(/^garagepro-orders-2026-01-01-to-2026-01-31-made-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect((await readFile((await xlsx.path())!)).subarray(0, 2).toString()).toBe('PK');
  await expect(orders.getByRole('status')).toContainText('Your file is ready.');
  await expect(orders.getByRole('link', { name: `Download ${name}` })).toBeVisible();

  const axe = await makeAxeBuilder().analyze();
  expect(seriousViolations(axe)).toEqual([]);

  // After a reload the file is in "Recent exports", ready to download again.
  await page.reload();
  const recent = page.getByRole('table', { name: 'Recent exports' });
  const row = recent.getByRole('row', { name: new RegExp(name.replace(/\./g, '\\.')) });
  await expect(row).toContainText('Ready');
  const again = await downloaded(page, () => row.getByRole('link', { name: `Download ${name}` }).click());
  expect(again.suggestedFilename()).toBe(name);
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a ready export and the recent exports fit without sideways scrolling', async ({
    page,
    admin,
    makeAxeBuilder,
  }) => {
    await signInPage(page, admin);
    await open(page, '/admin/products/import');
    const catalogue = page.getByRole('region', { name: 'Export the catalogue' });
    await downloaded(page, () => catalogue.getByRole('button', { name: 'Catalogue as Excel' }).click());
    await expect(catalogue.getByRole('status')).toContainText('Your file is ready.');
    await expect(page.getByRole('table', { name: 'Recent exports' }).getByRole('row')).not.toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  });
});
