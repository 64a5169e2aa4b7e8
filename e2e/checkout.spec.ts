import type { Page } from '@playwright/test';
import { baseUrl, signInPage, uniqueAccount, signUp } from './helpers/accounts';
import { createTestProduct, TEST_PRODUCT_PREFIX } from './helpers/catalogue';
import { listProducts, open } from './helpers/storefront';
import { expect, test } from './support/fixtures';

interface Listed {
  id: string;
  name: string;
  price: number;
  stockCount: number;
  inStock: boolean;
}

interface AdminProduct {
  product: { stockCount: number; brand: string };
}

const formatNaira = (amount: number) => `₦${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** Puts these products in the cart before the app starts (the cart reads local storage once). */
async function fillCartWith(page: Page, lines: { product: Listed; quantity: number }[]) {
  const items = lines.map(({ product, quantity }) => ({ ...product, quantity }));
  await page.addInitScript((stored) => {
    if (!window.localStorage.getItem('autoparts-cart')) window.localStorage.setItem('autoparts-cart', stored);
  }, JSON.stringify(items));
}

async function fillCheckoutForm(page: Page) {
  await page.getByLabel('First Name').fill('Chinedu');
  await page.getByLabel('Last Name').fill('Okafor');
  await page.getByLabel('Email').fill('chinedu.okafor@example.com');
  await page.getByLabel('Phone (optional)').fill('');
  await page.getByLabel('Address').fill('14 Allen Avenue');
  await page.getByLabel('City').fill('Ikeja');
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('ZIP Code').fill('100271');
}

test('a verified customer checks out: an order is recorded, WhatsApp opens with the message, and an admin confirms it', async ({
  page,
  context,
  verifiedCustomer,
  admin,
  browser,
}) => {
  test.setTimeout(150_000);
  // WhatsApp is outside the test machine: answer its page locally and keep the URL the shop opened.
  await context.route(/^https:\/\/wa\.me\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  // Products of this test's own, so no other spec changes their stock meanwhile.
  const adminContext = await browser.newContext({ baseURL: baseUrl() });
  const adminPage = await adminContext.newPage();
  await signInPage(adminPage, admin);
  const stamp = Date.now();
  const first = await createTestProduct(adminPage.request, {
    name: `${TEST_PRODUCT_PREFIX}Checkout Lift ${stamp}`,
    brand: 'Launch',
    price: 2_450_000,
    stockCount: 5,
  });
  const second = await createTestProduct(adminPage.request, {
    name: `${TEST_PRODUCT_PREFIX}Checkout Jack ${stamp}`,
    brand: 'Werther',
    price: 85_000,
    stockCount: 3,
  });
  // A price the browser made up must not count.
  await fillCartWith(page, [
    { product: { ...first, price: 1 }, quantity: 2 },
    { product: second, quantity: 1 },
  ]);
  await signInPage(page, verifiedCustomer);
  await open(page, '/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Our Payment system is not available for now')).toBeVisible();

  // Blank required fields: the destructive toast, nothing sent.
  await page.getByLabel('First Name').fill('');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await expect(
    page.getByText('Complete the customer information and shipping address to continue.'),
  ).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');

  await fillCheckoutForm(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment System Unavailable' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Oops! Our payment system is not working for now. Chat us on WhatsApp to complete your order.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Place Order' }).click();
  const popupPromise = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Chat on WhatsApp' }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const whatsapp = new URL(popup.url());
  expect(whatsapp.pathname).toBe('/2348035550142');
  const message = whatsapp.searchParams.get('text') ?? '';
  await expect(page.getByText('Redirecting to WhatsApp')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/GE-\d+$/);
  const reference = /GE-\d+/.exec(page.url())![0];

  const lines = message.split('\n');
  expect(lines).toContain(`Order reference: ${reference}`);
  expect(
    lines.some((line) => line.startsWith('Order status: http') && line.endsWith(`/orders/${reference}`)),
  ).toBe(true);
  expect(lines).toContain('Name: Chinedu Okafor');
  expect(lines).toContain('Email: chinedu.okafor@example.com');
  expect(lines).toContain('Phone: Not provided');
  expect(lines).toContain('14 Allen Avenue');
  expect(lines).toContain('Ikeja, Lagos 100271');
  const firstLine = first.price * 2;
  expect(lines).toContain(`1. ${first.name}`);
  expect(lines).toContain(`   ${first.brand}, 2 × ${formatNaira(first.price)} = ${formatNaira(firstLine)}`);
  expect(lines).toContain(`2. ${second.name}`);
  expect(lines).toContain(
    `   ${second.brand}, 1 × ${formatNaira(second.price)} = ${formatNaira(second.price)}`,
  );
  expect(lines).toContain(`Subtotal: ${formatNaira(firstLine + second.price)}`);
  expect(lines).toContain(`Total: ${formatNaira(firstLine + second.price)}`);

  // The order page, the cart emptied, and the account's latest orders.
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByText('Awaiting confirmation').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    whatsapp.toString(),
  );
  await open(page, '/account');
  await expect(page.getByRole('link', { name: `Order ${reference}` })).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('autoparts-orders'));
  expect(JSON.parse(stored ?? '[]')[0]).toMatchObject({ id: reference, total: firstLine + second.price });
  expect(await page.evaluate(() => window.localStorage.getItem('autoparts-cart'))).toBe('[]');

  // The seller confirms it: the product's stock drops by the quantity ordered.
  const stockBefore = (
    (await (await adminPage.request.get(`/api/admin/products/${first.id}`)).json()) as AdminProduct
  ).product.stockCount;
  await open(adminPage, `/admin/orders/${reference}`);
  await expect(adminPage.getByRole('heading', { level: 2, name: `Order ${reference}` })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Confirm order' }).click();
  await expect(adminPage.getByText('Order confirmed').first()).toBeVisible();
  const stockAfter = (
    (await (await adminPage.request.get(`/api/admin/products/${first.id}`)).json()) as AdminProduct
  ).product.stockCount;
  expect(stockAfter).toBe(stockBefore - 2);
  await adminContext.close();

  // The shopper sees the new status.
  await open(page, `/orders/${reference}`);
  await expect(page.getByText('Confirmed').first()).toBeVisible();
});

test('an unverified customer cannot check out', async ({ page }) => {
  const account = uniqueAccount('unverified-checkout');
  await signUp(page.request, account);
  await open(page, '/checkout');
  await expect(page.getByRole('heading', { name: 'Email Verification Required' })).toBeVisible();
  const response = await page.request.post('/api/orders', {
    data: { customer: {}, items: [{ productId: 'x', quantity: 1 }] },
  });
  expect(response.status()).toBe(403);
});

test('an order the server refuses keeps the cart and says why', async ({
  page,
  context,
  request,
  verifiedCustomer,
}) => {
  await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
  const product = (await listProducts(request)).find(
    (item) => item.inStock && item.stockCount < 50,
  ) as Listed;
  const tooMany = product.stockCount + 1;
  await fillCartWith(page, [{ product, quantity: tooMany }]);
  await signInPage(page, verifiedCustomer);
  await open(page, '/checkout');
  await fillCheckoutForm(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const pages = context.pages().length;
  await page
    .getByRole('dialog', { name: 'Payment System Unavailable' })
    .getByRole('button', { name: 'Chat on WhatsApp' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your order was not placed.' })).toContainText(
    `Only ${product.stockCount} of "${product.name}" left in stock.`,
  );
  await expect(page).toHaveURL(/\/checkout$/);
  // The blank tab opened for WhatsApp is closed again, and the cart is as it was.
  await expect.poll(() => context.pages().length).toBe(pages);
  const cart = JSON.parse((await page.evaluate(() => window.localStorage.getItem('autoparts-cart'))) ?? '[]');
  expect(cart).toEqual([expect.objectContaining({ id: product.id, quantity: tooMany })]);
  await expect(page.getByLabel('First Name')).toHaveValue('Chinedu');
});

test('a phone that cannot be a number is refused beside the field before anything is sent', async ({
  page,
  request,
  verifiedCustomer,
}) => {
  const product = (await listProducts(request)).find((item) => item.inStock) as Listed;
  await fillCartWith(page, [{ product, quantity: 1 }]);
  await signInPage(page, verifiedCustomer);
  await open(page, '/checkout');
  await fillCheckoutForm(page);
  const orders: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/orders') orders.push(sent.url());
  });

  const phone = page.getByLabel('Phone (optional)');
  const message =
    'Please enter a valid phone number: a Nigerian number such as 0803 123 4567, or + and the country code for a number abroad.';
  await phone.fill('12345');
  await phone.press('Tab');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(message);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please check your phone number')).toBeVisible();
  await expect(phone).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Payment System Unavailable' })).toHaveCount(0);

  // Written the usual way, it is fine.
  await phone.fill('0803-123-4567');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment System Unavailable' })).toBeVisible();
  expect(orders).toEqual([]);
});
