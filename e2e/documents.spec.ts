import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { signInPage } from './helpers/accounts';
import { listProducts, open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

const CUSTOMER = {
  firstName: 'Musa',
  lastName: 'Danladi',
  email: 'musa.danladi@example.com',
  phone: '0803 555 0177',
  address: '8 Zoo Road',
  city: 'Kano',
  state: 'Kano',
  zipCode: '700001',
};

/** Places a two-line order through the API as the page's signed-in shopper; its reference and lines. */
async function placeOrder(page: Page) {
  const products = (await listProducts(page.request)).filter((item) => item.inStock && item.stockCount >= 2);
  const chosen = products.slice(0, 2);
  const response = await page.request.post('/api/orders', {
    data: { customer: CUSTOMER, items: chosen.map((product) => ({ productId: product.id, quantity: 1 })) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { order } = (await response.json()) as { order: { reference: string; items: { name: string }[] } };
  return { reference: order.reference, names: order.items.map((item) => item.name) };
}

test('a shopper opens the proforma invoice from the order page, reads it, and downloads its PDF', async ({
  page,
  verifiedCustomer,
  makeAxeBuilder,
  pageErrors,
}) => {
  await signInPage(page, verifiedCustomer);
  const { reference, names } = await placeOrder(page);
  await open(page, `/orders/${reference}`);
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents).toBeVisible();
  // Not paid yet: the proforma, no receipt.
  await expect(documents.getByRole('link', { name: /receipt/i })).toHaveCount(0);
  await expect(documents.getByRole('link', { name: 'Download the proforma invoice (PDF)' })).toHaveAttribute(
    'href',
    `/api/orders/${reference}/proforma.pdf`,
  );
  await documents.getByRole('link', { name: 'Proforma invoice', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/orders/${reference}/proforma$`));
  await expect(page.getByRole('heading', { level: 1, name: `Proforma invoice ${reference}` })).toBeVisible();
  const table = page.getByRole('table', { name: `Items on order ${reference}` });
  for (const name of names) await expect(table).toContainText(name);
  await expect(page.getByText(/naira( and .* kobo)? only$/)).toBeVisible();
  await expect(page.getByText('Valid until', { exact: false }).first()).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${reference}-proforma.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  expect(text).toContain(reference);
  for (const name of names) expect(text).toContain(name);
  expect(text).toMatch(/naira( and .* kobo)? only/);
  expect(text).toContain('Valid until');

  // At 360 px wide the page does not scroll sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: `Proforma invoice ${reference}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

  // When printed, only the paper remains: the site's header, footer and the page's buttons are hidden.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `Proforma invoice ${reference}` })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the receipt page says it is ready once the order is paid', async ({
  page,
  verifiedCustomer,
  makeAxeBuilder,
}) => {
  await signInPage(page, verifiedCustomer);
  const { reference } = await placeOrder(page);
  await open(page, `/orders/${reference}/receipt`);
  await expect(page.getByRole('heading', { level: 1, name: `Receipt ${reference}` })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('The receipt is ready once the order is paid');
  await expect(page.getByRole('link', { name: `Order ${reference}` })).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
});
