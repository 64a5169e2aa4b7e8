import type { Browser, Page } from '@playwright/test';
import type { Account } from './helpers/accounts';
import {
  answerWhatsappLocally,
  fillCheckout,
  KANO_SHOPPER,
  placeOrderThroughWhatsapp,
} from './helpers/checkout';
import { signInOn, startFreshShop, verifiedCustomerOn, type FreshShop } from './helpers/fresh-shop';
import { listProducts, open } from './helpers/storefront';
import { expect, seriousViolations, axeBuilder, test } from './support/fixtures';

// The shop's identity comes from the business details alone (decision 038). These tests run on a shop of
// their own, started with SELLER_WHATSAPP and never saved by any other spec: a fresh shop first, then
// the owner's changes, seen on every page without a restart.
const SELLER_WHATSAPP = '2348091112233';

test.describe.configure({ mode: 'serial' });

let shop: FreshShop;
let customer: Account;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  shop = await startFreshShop({ SELLER_WHATSAPP });
  customer = await verifiedCustomerOn(shop);
});
test.afterAll(async () => shop?.stop());

async function pageOn(browser: Browser, account?: Account, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: shop.url, ...options });
  const page = await context.newPage();
  if (account) await signInOn(shop, page.request, account);
  return page;
}

/** A proforma issued now: an order placed through the API by the page's signed-in customer. */
async function placeOrder(page: Page): Promise<string> {
  const [product] = (await listProducts(page.request)).filter((item) => item.inStock);
  const response = await page.request.post('/api/orders', {
    headers: { origin: shop.url },
    data: {
      customer: { ...KANO_SHOPPER, email: customer.email, phone: '0803 555 0177' },
      items: [{ productId: product!.id, quantity: 1 }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: { reference: string } }).order.reference;
}

const chatLink = (page: Page, digits: string) => page.locator(`a[href="https://wa.me/${digits}"]`);

test('a fresh shop: the storefront chats to SELLER_WHATSAPP, the admin asks for the business details, a proforma says "Bank details on request"', async ({
  browser,
}) => {
  const shopper = await pageOn(browser, customer);
  await open(shopper, '/');
  const banner = shopper.getByRole('complementary', { name: 'Chat phone numbers' });
  await expect(banner.getByRole('link', { name: 'WhatsApp +234 809 111 2233' })).toHaveAttribute(
    'href',
    `https://wa.me/${SELLER_WHATSAPP}`,
  );
  await expect(shopper.locator('a[href*="wa.me/2348035550142"]')).toHaveCount(0);

  const reference = await placeOrder(shopper);
  await open(shopper, `/orders/${reference}/proforma`);
  await expect(shopper.getByText('Bank details on request')).toBeVisible();
  await expect(shopper.getByText('Bank: —')).toHaveCount(0);

  const owner = await pageOn(browser, shop.admin);
  await open(owner, '/admin/overview');
  await owner.getByRole('link', { name: 'Add your business details' }).click();
  await expect(owner).toHaveURL(/\/admin\/settings$/);
  await expect(owner.getByRole('heading', { name: 'Add your business details' })).toBeVisible();
  expect(seriousViolations(await axeBuilder(owner).analyze())).toEqual([]);
});

test("the owner changes the numbers, email, address, hours and bank in Settings: every page shows them without a restart, and an old order's proforma keeps its bank", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await pageOn(browser, shop.admin);
  await open(owner, '/admin/settings');
  const form = owner.getByRole('form', { name: 'Business details' });
  await form.getByLabel('Trading name').fill('Ade Motors');
  await form.getByLabel('WhatsApp number for orders').fill('0807 777 8888');
  await form.getByLabel('Phone', { exact: true }).fill('0809 111 4444');
  await form.getByLabel('Other phone (optional)').fill('0812 444 5566');
  await form.getByLabel('Email').fill('hello@ademotors.example');
  await form.getByLabel('Address').fill('5 Creek Road, Apapa, Lagos');
  await form.getByLabel('Bank name').fill('Zenith Bank');
  await form.getByLabel('Account name').fill('Ade Motors Ltd');
  await form.getByLabel('Account number (NUBAN)').fill('1012345678');
  await form.getByLabel('Days (row 1)').fill('Mon-Sat');
  await form.getByLabel('Hours (row 1)').fill('9:00 AM - 5:00 PM');
  await form.getByRole('button', { name: 'Remove row 3 of the business hours' }).click();
  await form.getByLabel('Days (row 2)').fill('Sun');
  await form.getByLabel('Hours (row 2)').fill('By appointment');
  await form.getByRole('button', { name: 'Save business details' }).click();
  await expect(owner.getByText('Business details saved.')).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Add your business details' })).toHaveCount(0);
  // The owner's own tab shows them at once.
  await expect(owner.getByRole('complementary', { name: 'Chat phone numbers' })).toContainText(
    '+234 809 111 4444',
  );

  // An order placed now is issued with Zenith Bank; then the owner moves to another bank.
  const shopper = await pageOn(browser, customer);
  const reference = await placeOrder(shopper);
  await form.getByLabel('Bank name').fill('Access Bank');
  await form.getByLabel('Account number (NUBAN)').fill('0690000031');
  const saved = owner.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/settings/business') && response.request().method() === 'PUT',
  );
  await form.getByRole('button', { name: 'Save business details' }).click();
  expect((await saved).status()).toBe(200);
  await expect(owner.getByText('Business details saved.')).toBeVisible();
  await open(shopper, `/orders/${reference}/proforma`);
  await expect(shopper.getByText('Bank: Zenith Bank')).toBeVisible();
  await expect(shopper.getByText('Account number: 1012345678')).toBeVisible();
  await expect(shopper.getByText('Access Bank')).toHaveCount(0);

  // Header, footer: the new chat numbers, email, address and hours; the old number nowhere.
  await open(shopper, '/');
  const banner = shopper.getByRole('complementary', { name: 'Chat phone numbers' });
  await expect(banner.getByRole('link', { name: 'WhatsApp +234 809 111 4444' })).toHaveAttribute(
    'href',
    'https://wa.me/2348091114444',
  );
  await expect(banner.getByRole('link', { name: 'WhatsApp +234 812 444 5566' })).toBeVisible();
  const footer = shopper.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'hello@ademotors.example' })).toHaveAttribute(
    'href',
    'mailto:hello@ademotors.example',
  );
  await expect(footer).toContainText('5 Creek Road, Apapa, Lagos');
  await expect(footer).toContainText('Mon-Sat');
  await expect(footer).toContainText('By appointment');
  await expect(footer).toContainText('Ade Motors. All rights reserved.');
  await expect(shopper.locator(`a[href^="https://wa.me/${SELLER_WHATSAPP}"]`)).toHaveCount(0);

  // The contact page's cards.
  await open(shopper, '/contact');
  const main = shopper.getByRole('main');
  await expect(main.getByRole('link', { name: '+234 812 444 5566' })).toHaveAttribute(
    'href',
    'https://wa.me/2348124445566',
  );
  await expect(main.getByRole('link', { name: 'hello@ademotors.example' })).toBeVisible();
  await expect(main).toContainText('Sun: By appointment');

  // The product page: Ask about this on WhatsApp goes to the number for orders.
  const [product] = (await listProducts(shopper.request)).filter((item) => item.inStock);
  await open(shopper, `/product/${product!.id}`);
  const ask = shopper.getByRole('link', { name: 'Ask about this on WhatsApp' });
  const askUrl = new URL((await ask.getAttribute('href'))!);
  expect(askUrl.pathname).toBe('/2348077778888');
  expect(askUrl.searchParams.get('text')).toContain('Hello Ade Motors');

  // Checkout hands the order to the number for orders.
  await answerWhatsappLocally(shopper.context());
  await shopper.evaluate(
    (item) => window.localStorage.setItem('autoparts-cart', JSON.stringify([{ ...item, quantity: 1 }])),
    product!,
  );
  await open(shopper, '/checkout');
  await fillCheckout(shopper, KANO_SHOPPER, customer.email);
  const { message } = await placeOrderThroughWhatsapp(shopper, shopper.context());
  const chats = shopper
    .context()
    .pages()
    .map((tab) => tab.url());
  expect(chats.some((url) => url.startsWith('https://wa.me/2348077778888?'))).toBe(true);
  expect(message).toContain('Hello Ade Motors, I would like to place an order.');

  // The page without scripts: the server's own HTML says the same.
  const noScript = await pageOn(browser, undefined, { javaScriptEnabled: false });
  await noScript.goto(`/product/${product!.id}`);
  await expect(chatLink(noScript, '2348091114444').first()).toBeVisible();
  await expect(noScript.locator('body > noscript > p')).toContainText('+234 809 111 4444');
  const noScriptAsk = noScript.getByRole('link', { name: 'Ask about this on WhatsApp' });
  expect(new URL((await noScriptAsk.getAttribute('href'))!).pathname).toBe('/2348077778888');
  await expect(noScript.getByRole('contentinfo')).toContainText('5 Creek Road, Apapa, Lagos');
});
