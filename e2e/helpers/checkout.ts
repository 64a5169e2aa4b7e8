import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** WhatsApp is outside the test machine: its page is answered locally and the URL the shop opened kept. */
export async function answerWhatsappLocally(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/wa\.me\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
}

/** These items in the cart from the first page load on (the cart reads local storage at start). */
export async function startWithCart(page: Page, items: object[]): Promise<void> {
  await page.addInitScript((stored) => {
    if (!window.localStorage.getItem('autoparts-cart')) window.localStorage.setItem('autoparts-cart', stored);
  }, JSON.stringify(items));
}

/** A shopper in Kano, as the checkout form takes them. */
export const KANO_SHOPPER = {
  firstName: 'Aminu',
  lastName: 'Bello',
  address: '3 Murtala Mohammed Way',
  city: 'Kano',
  state: 'Kano',
  zipCode: '700001',
};

/** Fills the checkout form (on /checkout) with this shopper and email. */
export async function fillCheckout(page: Page, shopper: typeof KANO_SHOPPER, email: string): Promise<void> {
  await page.getByLabel('First Name').fill(shopper.firstName);
  await page.getByLabel('Last Name').fill(shopper.lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Address').fill(shopper.address);
  await page.getByLabel('City').fill(shopper.city);
  await page.getByLabel('State').selectOption(shopper.state);
  await page.getByLabel('ZIP Code').fill(shopper.zipCode);
}

/**
 * Place Order, then Chat on WhatsApp in the dialog: the order's reference (the page moves to its status
 * page) and the WhatsApp message the new tab opened with.
 */
export async function placeOrderThroughWhatsapp(
  page: Page,
  context: BrowserContext,
): Promise<{ reference: string; message: string }> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  const popupPromise = context.waitForEvent('page');
  await page
    .getByRole('dialog', { name: 'Payment System Unavailable' })
    .getByRole('button', { name: 'Chat on WhatsApp' })
    .click();
  const chat = await popupPromise;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  await expect(page).toHaveURL(/\/orders\/GE-\d+$/);
  return {
    reference: /GE-\d+/.exec(page.url())![0],
    message: new URL(chat.url()).searchParams.get('text') ?? '',
  };
}

/**
 * An order placed through the API by the shopper `request` is signed in as (a verified one), as the
 * checkout sends it: its reference.
 */
export async function postOrder(
  request: APIRequestContext,
  items: { productId: string; quantity: number }[],
  customer: { email: string; phone: string },
): Promise<string> {
  const placed = await request.post('/api/orders', {
    data: { customer: { ...KANO_SHOPPER, ...customer }, items },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { reference: string } }).order.reference;
}
