import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { APIRequestContext } from '@playwright/test';
import { baseUrl, signInPage } from './helpers/accounts';
import { TEST_PRODUCT_PREFIX, createTestProduct } from './helpers/catalogue';
import { postOrder } from './helpers/checkout';
import { open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

async function stockAndPrice(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/admin/products/${encodeURIComponent(id)}`);
  const { product } = (await response.json()) as { product: { stockCount: number; price: number } };
  return { stockCount: product.stockCount, price: product.price };
}

test('an import after a sale keeps the sold stock, shows each stock conflict with its three counts, and applies the choice made', async ({
  page,
  browser,
  admin,
  verifiedCustomer,
  makeAxeBuilder,
  pageErrors,
}) => {
  test.setTimeout(150_000);
  await signInPage(page, admin);
  const stamp = Date.now();
  const [kept, chosen, priced] = await Promise.all(
    ['Kept Tester', 'Chosen Booth', 'Priced Jack'].map((name) =>
      createTestProduct(page.request, {
        name: `${TEST_PRODUCT_PREFIX}Import ${name} ${stamp}`,
        price: 45_000,
        stockCount: 50,
      }),
    ),
  );

  // The catalogue as CSV, made on the server and downloaded.
  await open(page, '/admin/products/import');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Catalogue as CSV' }).click();
  const exported = parse(
    (await readFile((await (await download).path())!, 'utf8')).replace(/^\uFEFF/, ''),
  ) as string[][];
  const header = exported[0]!;
  expect(header).toContain('Exported');
  const ours = [kept!.id, chosen!.id, priced!.id];
  const sheet = [header, ...exported.filter((row) => ours.includes(row[0]!))];
  const edit = (id: string, column: string, value: string) => {
    sheet.find((row) => row[0] === id)![header.indexOf(column)] = value;
  };

  // Meanwhile 3 of each are sold: a shopper orders them and the order desk confirms (50 -> 47).
  const shopper = await browser.newContext({ baseURL: baseUrl() });
  const shopperPage = await shopper.newPage();
  await signInPage(shopperPage, verifiedCustomer);
  const reference = await postOrder(
    shopperPage.request,
    ours.map((productId) => ({ productId, quantity: 3 })),
    { email: verifiedCustomer.email, phone: '0803 555 0177' },
  );
  await shopper.close();
  const confirmed = await page.request.post(`/api/admin/orders/${reference}/status`, {
    data: { status: 'confirmed' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // The file: two stock counts changed (a conflict each, now that 3 were sold), one price changed.
  edit(kept!.id, 'Stock', '60');
  edit(chosen!.id, 'Stock', '58');
  edit(priced!.id, 'Price', '46500');
  await page.getByLabel('Spreadsheet file').setInputFiles({
    name: 'stock-take.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(stringify(sheet)),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  const status = page.getByRole('status').filter({ hasText: 'to add' });
  await expect(status).toContainText('0 to add, 1 to update, 2 unchanged, 2 stock conflicts.');
  await expect(status).toContainText(
    /The file was exported on .*: only the stock counts changed in the file/,
  );

  const rows = page.getByRole('region', { name: 'Import preview rows' });
  // The sold stock stands where the file did not change it: only the price, no stock line.
  const pricedRow = rows.getByRole('row', { name: new RegExp(priced!.name) });
  await expect(pricedRow).toContainText('Price: ₦45,000 → ₦46,500');
  await expect(pricedRow).not.toContainText('Stock');
  const keptRow = rows.getByRole('row', { name: new RegExp(kept!.name) });
  await expect(keptRow).toContainText('Stock conflict');
  await expect(keptRow).toContainText('60 in the file, 50 when exported, 47 now');
  const chosenStock = rows.getByRole('group', { name: `Stock of ${chosen!.name}` });
  await expect(chosenStock).toContainText('58 in the file, 50 when exported, 47 now');
  // Kept unless chosen: staff take the file's count for one of the two.
  await expect(chosenStock.getByRole('radio', { name: 'Keep 47 (the stock now)' })).toBeChecked();
  await chosenStock.getByRole('radio', { name: 'Use 58 (the file)' }).check();
  await expect(
    rows
      .getByRole('group', { name: `Stock of ${kept!.name}` })
      .getByRole('radio', { name: 'Keep 47 (the stock now)' }),
  ).toBeChecked();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import applied' })).toHaveText(
    'Import applied: 0 added, 2 updated.',
  );
  expect(await stockAndPrice(page.request, kept!.id)).toEqual({ stockCount: 47, price: 45_000 });
  expect(await stockAndPrice(page.request, chosen!.id)).toEqual({ stockCount: 58, price: 45_000 });
  expect(await stockAndPrice(page.request, priced!.id)).toEqual({ stockCount: 47, price: 46_500 });
  expect(pageErrors).toEqual([]);
});
