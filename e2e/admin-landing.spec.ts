import type { Page } from '@playwright/test';
import { signInPage } from './helpers/accounts';
import { TEST_PRODUCT_PREFIX, createTestProduct } from './helpers/catalogue';
import { postOrder } from './helpers/checkout';
import { open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

const PHONE = { width: 360, height: 800 };

/** The number the Messages tab shows (0 when it shows none). */
async function messagesCount(page: Page): Promise<number> {
  const tab = page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Messages' });
  return Number((await tab.textContent())!.replace('Messages', '') || 0);
}

test('/admin is the dashboard with Add Product and the sync tool, and every tab shows at 360 px', async ({
  page,
  admin,
  makeAxeBuilder,
}) => {
  await signInPage(page, admin);
  await page.setViewportSize(PHONE);
  await open(page, '/admin');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const actions = page.getByRole('group', { name: 'Quick actions' });
  await expect(actions.getByRole('button', { name: 'Add Product' })).toBeVisible();

  // Every section's link is on the screen, none cut at its edge, and the page does not scroll sideways.
  const links = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
  await expect(links).toHaveText(
    ['Overview', 'Products', 'Orders', 'Customers', 'Messages', 'Settings', 'Staff', 'Activity'].map(
      (name) => new RegExp(`^${name}\\d*$`),
    ),
  );
  for (const link of await links.all()) {
    await expect(link).toBeInViewport({ ratio: 1 });
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

  // Sync Products opens the same plan-then-apply dialog as the product list's.
  await actions.getByRole('button', { name: 'Sync Products' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sync products?' });
  // The plan is asked of the server first (a dry run of the demo catalogue).
  await expect(dialog).toHaveAccessibleDescription(
    /^The sync will .* The stock of products already in the shop is never changed\.$/,
    { timeout: 30_000 },
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Add Product opens the product form.
  await actions.getByRole('button', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Add Product' })).toBeVisible();
});

test('the Messages tab counts the messages not handled, and the count follows a message handled', async ({
  page,
  admin,
}) => {
  const text = 'Do you install lifts in Abeokuta?';
  // A name of this run's own: a retry's message is another one.
  const BISI = `Bisi Count ${Date.now().toString(36)}`;
  const sent = await page.request.post('/api/contact', {
    data: { name: BISI, email: 'bisi@example.com', subject: 'product-inquiry', message: text },
  });
  expect(sent.status()).toBe(201);

  await signInPage(page, admin);
  await page.setViewportSize(PHONE);
  await open(page, '/admin/messages?show=not-handled');
  const tab = page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Messages' });
  await expect(tab).toHaveAccessibleDescription(/^[1-9]\d* messages? not handled yet$/);
  const before = await messagesCount(page);
  expect(before).toBeGreaterThanOrEqual(1);
  await page.getByRole('button', { name: `Mark as handled: message from ${BISI}` }).click();
  await expect(page.getByRole('article', { name: `Product Inquiry from ${BISI}` })).toBeHidden();
  await expect.poll(() => messagesCount(page)).toBe(before - 1);
});

test('the product form shows a saved price in naira with commas, and takes one typed with or without them', async ({
  page,
  admin,
}) => {
  await signInPage(page, admin);
  const product = await createTestProduct(page.request, {
    name: `${TEST_PRODUCT_PREFIX}Priced Compressor ${Date.now()}`,
    price: 785_000,
    stockCount: 4,
  });
  const edit = `/admin/products/${encodeURIComponent(product.id)}/edit`;
  await open(page, edit);
  const price = page.getByLabel('Price', { exact: true });
  await expect(price).toHaveValue('785,000');

  for (const [typed, shown] of [
    ['790000', '790,000'],
    ['795,500', '795,500'],
  ] as const) {
    await price.fill(typed);
    await page.getByRole('button', { name: 'Save Product' }).click();
    await expect(page.getByText('Product updated').first()).toBeVisible();
    await open(page, edit);
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue(shown);
  }
});

test('the activity feed names every field in words: a low-stock threshold, an order adjustment', async ({
  page,
  admin,
  verifiedCustomer,
}) => {
  await signInPage(page, admin);
  const product = await createTestProduct(page.request, {
    name: `${TEST_PRODUCT_PREFIX}Activity Gauge ${Date.now()}`,
    price: 20_000,
    stockCount: 9,
  });
  const threshold = await page.request.patch(`/api/products/${encodeURIComponent(product.id)}`, {
    data: { lowStockThreshold: 5 },
  });
  expect(threshold.status(), await threshold.text()).toBe(200);

  await signInPage(page, verifiedCustomer);
  const reference = await postOrder(page.request, [{ productId: product.id, quantity: 1 }], {
    email: verifiedCustomer.email,
    phone: '0803 555 0188',
  });

  await signInPage(page, admin);
  const adjusted = await page.request.post(`/api/admin/orders/${reference}/adjustments`, {
    data: { deliveryFee: 45_000 },
  });
  expect(adjusted.status(), await adjusted.text()).toBe(200);

  await page.setViewportSize(PHONE);
  await open(page, '/admin/activity');
  const entries = page.getByRole('listitem');
  const thresholdEntry = entries.filter({ hasText: `Edited: ${product.name}` });
  await expect(thresholdEntry).toContainText('Low-stock threshold:2 → 5');
  const orderEntry = entries.filter({ hasText: `order ${reference}` });
  await expect(orderEntry).toContainText(/Delivery fee:.* → ₦45,000/);
  // No entry of any kind names a field by its code name ("bankName:", "price:0:", "createdAt:").
  const feed = page.getByRole('list').filter({ has: thresholdEntry });
  const labels = await feed.getByRole('term').allTextContents();
  expect(labels.length).toBeGreaterThan(3);
  for (const label of labels) expect(label).toMatch(/^[A-Z0-9].*:$/);
  expect(labels.filter((label) => /[a-z][A-Z]|:\d/.test(label))).toEqual([]);
});
