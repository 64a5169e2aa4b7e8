import type { APIRequestContext, Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { baseUrl, signInPage } from './helpers/accounts';
import { createTestProduct, TEST_PRODUCT_PREFIX } from './helpers/catalogue';
import {
  answerWhatsappLocally,
  fillCheckout,
  KANO_SHOPPER,
  placeOrderThroughWhatsapp,
  startWithCart,
} from './helpers/checkout';
import { waitForMail } from './helpers/mailbox';
import { open } from './helpers/storefront';
import { axeBuilder, expect, seriousViolations, test } from './support/fixtures';
import { BUSINESS_DETAILS } from './helpers/business';

// The settings and the order journey share one file, so they run one after the other: the journey
// sets the Kano fee and the bank details the settings test also saves.

async function openSettings(page: Page, admin: { email: string; password: string }) {
  await signInPage(page, admin);
  await open(page, '/admin/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Trading name')).toBeVisible();
  await expect(page.getByLabel('Fee to Lagos, Parcel (naira)')).toBeVisible();
}

const quote = (page: Page, state: string) =>
  page.getByRole('checkbox', { name: `Quote on request for ${state}, Parcel` });

test('an admin edits the business details and a few delivery fees; after a reload they are still there', async ({
  page,
  admin,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  await openSettings(page, admin);

  await page.getByLabel('Trading name').fill('GaragePro Nigeria Ltd');
  await page.getByLabel('RC number (optional)').fill('RC 1234567');
  await page.getByLabel('Phone', { exact: true }).fill('0803 555 0142');
  await page.getByLabel('Email').fill('sales@garagepro.ng');
  await page.getByLabel('Bank name').fill('Zenith Bank');
  await page.getByLabel('Account name').fill('GaragePro Nigeria Ltd');
  await page.getByLabel('Account number (NUBAN)').fill('12345');
  await page.getByLabel('Address').fill('24 Oba Akran Avenue, Ikeja, Lagos');
  await page.getByLabel('Proforma validity (days)').fill('14');
  await page.getByRole('button', { name: 'Save business details' }).click();
  await expect(page.getByText('Account number must be exactly 10 digits (NUBAN)')).toBeVisible();
  await page.getByLabel('Account number (NUBAN)').fill('1012345678');
  // Saved from the keyboard: Enter in a field submits its form.
  await page.getByLabel('Account number (NUBAN)').press('Enter');
  await expect(page.getByText('Business details saved.')).toBeVisible();

  await page.getByLabel('Fee to Lagos, Parcel (naira)').fill('5,000');
  await page.getByLabel('Fee to Ogun, Parcel (naira)').fill('7500.50');
  await expect(quote(page, 'Lagos')).not.toBeChecked();
  await page.getByRole('button', { name: 'Save all fees' }).click();
  await expect(page.getByText('Delivery fees saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Trading name')).toHaveValue('GaragePro Nigeria Ltd');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+234 803 555 0142');
  await expect(page.getByLabel('Account number (NUBAN)')).toHaveValue('1012345678');
  await expect(page.getByLabel('Proforma validity (days)')).toHaveValue('14');
  await expect(page.getByText(/^Last saved by /)).toBeVisible();
  await expect(page.getByLabel('Fee to Lagos, Parcel (naira)')).toHaveValue('5,000');
  await expect(page.getByLabel('Fee to Ogun, Parcel (naira)')).toHaveValue('7,500.50');
  await expect(quote(page, 'Kano')).toBeChecked();
  expect(pageErrors).toEqual([]);
});

test('the settings pass axe and work at 360 px', async ({ page, admin, makeAxeBuilder }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openSettings(page, admin);
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The section's tab is reachable and marked.
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
});

const KANO_FEE = 185_000;

/** The business details and a delivery fee to Kano (the other states' fees left as they are). */
async function setUpShop(request: APIRequestContext) {
  const business = await request.put('/api/admin/settings/business', { data: BUSINESS_DETAILS });
  expect(business.status(), await business.text()).toBe(200);
  const current = (await (await request.get('/api/admin/settings/delivery-fees')).json()) as {
    fees: { state: string; classId: string; fee: number | null }[];
  };
  const fees = current.fees.map(({ state, classId, fee }) => ({
    state,
    classId,
    fee: state === 'Kano' ? KANO_FEE : fee,
  }));
  const saved = await request.put('/api/admin/settings/delivery-fees', { data: { fees } });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function pdfText(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const { text } = await extractText(new Uint8Array(await response.body()), { mergePages: true });
  return text;
}

test('order to cash: a shopper in Kano orders a lift with installation; staff adjust, confirm and mark it paid; documents, mail and the overview follow', async ({
  page,
  context,
  browser,
  verifiedCustomer,
  admin,
  dataDir,
  makeAxeBuilder,
}) => {
  test.setTimeout(180_000);
  await answerWhatsappLocally(context);
  const staff = await (await browser.newContext({ baseURL: baseUrl() })).newPage();
  await signInPage(staff, admin);
  await setUpShop(staff.request);
  const lift = await createTestProduct(staff.request, {
    name: `${TEST_PRODUCT_PREFIX}Kano Two Post Lift ${Date.now()}`,
    brand: 'Launch',
    price: 3_200_000,
    installationFee: 250_000,
    stockCount: 3,
  });
  await startWithCart(page, [{ ...lift, quantity: 1 }]);

  // The shopper checks out to Kano with installation.
  await signInPage(page, verifiedCustomer);
  await open(page, '/checkout');
  await fillCheckout(page, KANO_SHOPPER, verifiedCustomer.email);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('₦185,000')).toBeVisible();
  await summary.getByRole('checkbox', { name: /^Installation/ }).check();
  await expect(summary.getByText('₦3,635,000')).toBeVisible();
  // The checkout with its installation choice passes axe.
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  const { reference, message } = await placeOrderThroughWhatsapp(page, context);
  expect(message).toContain('Installation, 1 × ₦250,000 = ₦250,000');
  expect(message).toContain(
    'Subtotal: ₦3,200,000\nDelivery: ₦185,000\nInstallation: ₦250,000\nTotal: ₦3,635,000',
  );
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByText('₦3,635,000').first()).toBeVisible();

  // Staff agree a lower price on WhatsApp and record it before confirming.
  await open(staff, `/admin/orders/${reference}`);
  await staff.getByLabel(`Unit price of ${lift.name} (₦)`).fill('3,000,000');
  await staff.getByLabel('Note for the history (optional)').fill('Agreed on WhatsApp');
  await staff.getByRole('button', { name: 'Save changes' }).click();
  await expect(staff.getByText('Order updated').first()).toBeVisible();
  await expect(staff.getByText(`Price of ${lift.name} changed from ₦3,200,000 to ₦3,000,000`)).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

  await page.reload();
  await expect(page.getByText('₦3,435,000').first()).toBeVisible();
  await expect(page.getByText(`Price of ${lift.name} changed from ₦3,200,000 to ₦3,000,000`)).toBeVisible();
  await expect(page.getByText('Agreed on WhatsApp')).toHaveCount(0);

  // Confirmed, then paid at a POS terminal (the balance, as the form offers it); the adjustment form is
  // gone once confirmed.
  await staff.getByRole('button', { name: 'Confirm order' }).click();
  await expect(staff.getByRole('button', { name: 'Record payment' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Adjust prices and fees' })).toHaveCount(0);
  await staff.getByRole('button', { name: 'Record payment' }).click();
  await staff.getByLabel('Method').selectOption({ label: 'POS' });
  await expect(staff.getByLabel('Amount (₦)')).toHaveValue('3435000');
  await staff.getByRole('button', { name: 'Save payment' }).click();
  await expect(staff.getByText('Payment recorded').first()).toBeVisible();
  await expect(staff.getByText('Paid', { exact: true }).first()).toBeVisible();
  const refused = await staff.request.post(`/api/admin/orders/${reference}/adjustments`, {
    data: { discount: 10_000 },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'This order is confirmed: its prices and fees can no longer be changed',
  );

  // The shopper's documents: the proforma and the receipt, as PDFs.
  const words = 'Three million four hundred and thirty-five thousand naira only';
  const proforma = await pdfText(page.request, `/api/orders/${reference}/proforma.pdf`);
  for (const expected of [
    reference,
    lift.name,
    '₦3,435,000',
    words,
    'Zenith Bank',
    '1012345678',
    'Valid until',
  ])
    expect(proforma).toContain(expected);
  const receipt = await pdfText(page.request, `/api/orders/${reference}/receipt.pdf`);
  for (const expected of [reference, lift.name, words, 'POS', 'GaragePro Nigeria Ltd'])
    expect(receipt).toContain(expected);

  // The mail reached the suite's SMTP server: the shopper's and the seller's.
  await waitForMail(dataDir, verifiedCustomer.email, new RegExp(`we received your order ${reference}$`));
  await waitForMail(
    dataDir,
    verifiedCustomer.email,
    new RegExp(`payment received for order ${reference}, ₦3,435,000$`),
  );
  await waitForMail(dataDir, BUSINESS_DETAILS.email, new RegExp(`new order ${reference},`));

  // The overview counts it among today's paid orders and top products.
  await open(staff, '/admin');
  await expect(staff.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  await expect(
    staff.getByRole('table', { name: 'Top products, today' }).getByRole('rowheader', { name: lift.name }),
  ).toBeVisible();
  await expect(
    staff.getByRole('table', { name: 'Top states, today' }).getByRole('rowheader', { name: 'Kano' }),
  ).toBeVisible();

  // The desk's order page at 360 px, adjustment form and payment fields included, on a new order.
  await staff.setViewportSize({ width: 360, height: 800 });
  const again = await page.request.post('/api/orders', {
    data: {
      customer: { ...KANO_SHOPPER, email: verifiedCustomer.email, phone: '' },
      items: [{ productId: lift.id, quantity: 1, installation: true }],
    },
  });
  expect(again.status(), await again.text()).toBe(201);
  const second = ((await again.json()) as { order: { reference: string } }).order.reference;
  await open(staff, `/admin/orders/${second}`);
  await expect(staff.getByRole('heading', { name: 'Adjust prices and fees' })).toBeVisible();
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(seriousViolations(await axeBuilder(staff).analyze())).toEqual([]);

  // The shopper's status page at 360 px: no sideways scroll, axe clean.
  await page.setViewportSize({ width: 360, height: 800 });
  await open(page, `/orders/${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
});
