import type { Page } from '@playwright/test';
import { signInPage } from './helpers/accounts';
import { listProducts, open, shopName } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

const CUSTOMER = {
  firstName: 'Amaka',
  lastName: 'Nwosu',
  email: 'amaka.nwosu@example.com',
  phone: '0803 555 0101',
  address: '5 Ring Road',
  city: 'Benin City',
  state: 'Edo',
  zipCode: '300001',
};

/** Places an order through the API as the page's signed-in shopper; its reference. */
async function placeOrder(page: Page, customer: Partial<typeof CUSTOMER> = {}): Promise<string> {
  const product = (await listProducts(page.request)).find((item) => item.inStock && item.stockCount >= 2)!;
  const response = await page.request.post('/api/orders', {
    data: { customer: { ...CUSTOMER, ...customer }, items: [{ productId: product.id, quantity: 1 }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: { reference: string } }).order.reference;
}

test('the shopper pages of an order pass axe', async ({ page, verifiedCustomer, makeAxeBuilder }) => {
  await signInPage(page, verifiedCustomer);
  const reference = await placeOrder(page);
  await open(page, `/orders/${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  await open(page, '/account');
  await expect(page.getByRole('link', { name: `Order ${reference}` })).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  await open(page, '/shop');
  await page
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  await open(page, '/checkout');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
});

test('the seller finds an order by phone, cancels it with a note, and handles a contact message', async ({
  page,
  verifiedCustomer,
  admin,
  makeAxeBuilder,
}) => {
  await signInPage(page, verifiedCustomer);
  const reference = await placeOrder(page);
  const subject = `Lift installation ${Date.now()}`;
  const sent = await page.request.post('/api/contact', {
    data: { name: 'Tunde Bakare', email: 'tunde@example.com', subject: 'product-inquiry', message: subject },
  });
  expect(sent.status()).toBe(201);

  await signInPage(page, admin);
  await open(page, '/admin/orders');
  await expect(page.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  // The order just placed awaits confirmation: the Orders tab counts it (other tests' orders too).
  const ordersTab = page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Orders' });
  await expect(ordersTab).toHaveAccessibleDescription(/^[1-9]\d* orders? awaiting confirmation$/);
  await page.getByLabel('Search orders').fill('0803 555 0101');
  await expect(page.getByRole('article', { name: reference })).toBeVisible();
  await page.getByLabel('Order status').selectOption({ label: 'Awaiting confirmation' });
  await expect(page.getByRole('article', { name: reference })).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  await page.getByRole('button', { name: `Open order ${reference}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Order ${reference}` })).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

  await page.getByLabel('Add a staff note').fill('Called the customer: wants delivery next week.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added').first()).toBeVisible();
  await page.getByLabel('Note for this change (optional)').fill('Customer changed their mind.');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel order ${reference}?` });
  await expect(dialog).toHaveAccessibleDescription(/cannot be moved on again/);
  // The safe choice has the focus; Escape keeps the order.
  await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeFocused();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Confirm order' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled').first()).toBeVisible();
  const history = page.getByRole('list', { name: 'Order history' });
  await expect(history.getByText(/^Cancelled by /)).toBeVisible();
  await expect(history.getByText('Customer changed their mind.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm order' })).toHaveCount(0);

  // Messages: newest first, marked handled.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
  const message = page.getByRole('article', { name: 'Product Inquiry from Tunde Bakare' }).first();
  await expect(message.getByText(subject)).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  await message.getByRole('button', { name: 'Mark as handled: message from Tunde Bakare' }).click();
  await expect(page.getByText('Message marked as handled').first()).toBeVisible();
  await expect(message.getByText(`Handled by ${admin.name}`, { exact: false })).toBeVisible();

  // The shopper's page shows the cancellation but not the staff note.
  await signInPage(page, verifiedCustomer);
  await open(page, `/orders/${reference}`);
  await expect(page.getByText('Cancelled').first()).toBeVisible();
  await expect(page.getByText('Called the customer')).toHaveCount(0);
});

test('the order desk reaches the buyer: the phone is a tel: link and one tap opens a WhatsApp chat with them; no phone, no button', async ({
  page,
  verifiedCustomer,
  admin,
  makeAxeBuilder,
}) => {
  await signInPage(page, verifiedCustomer);
  const withPhone = await placeOrder(page, { phone: '+234 803 555 0101' });
  const withoutPhone = await placeOrder(page, { phone: '' });

  await signInPage(page, admin);
  await open(page, `/admin/orders/${withPhone}`);
  await expect(page.getByRole('heading', { level: 2, name: `Order ${withPhone}` })).toBeVisible();
  const customer = page.getByRole('region', { name: 'Customer' });
  await expect(customer.getByRole('link', { name: '+234 803 555 0101' })).toHaveAttribute(
    'href',
    'tel:+2348035550101',
  );
  const chat = page.getByRole('link', { name: 'Chat with Amaka Nwosu on WhatsApp' });
  await expect(chat).toHaveAttribute('target', '_blank');
  const href = new URL((await chat.getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/2348035550101');
  expect(href.searchParams.get('text')).toBe(
    `Hello Amaka, this is ${await shopName(page.request)} about your order ${withPhone}. ` +
      `You can follow it here: ${new URL(page.url()).origin}/orders/${withPhone}`,
  );
  // The order's page never offers a chat with the shop's own number (the banner and footer do, for shoppers).
  const orderPage = page.getByRole('region', { name: `Order ${withPhone}` });
  await expect(orderPage.locator('a[href*="wa.me/"]')).toHaveCount(1);
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

  await open(page, `/admin/orders/${withoutPhone}`);
  await expect(page.getByRole('heading', { level: 2, name: `Order ${withoutPhone}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer' }).getByText('Not provided')).toBeVisible();
  const emptyOrderPage = page.getByRole('region', { name: `Order ${withoutPhone}` });
  await expect(emptyOrderPage.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  await expect(emptyOrderPage.locator('a[href*="wa.me/"], a[href^="tel:"]')).toHaveCount(0);
});
