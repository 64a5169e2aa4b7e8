import type { APIRequestContext, Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { baseUrl, signInPage } from './helpers/accounts';
import { BUSINESS_DETAILS } from './helpers/business';
import { createTestProduct, testPhoto, TEST_PRODUCT_PREFIX } from './helpers/catalogue';
import { KANO_SHOPPER } from './helpers/checkout';
import { waitForMail } from './helpers/mailbox';
import { open } from './helpers/storefront';
import { axeBuilder, expect, seriousViolations, test } from './support/fixtures';

// Issue 28's journey on a 360 px phone: a 30 % deposit paid through the contract fake of Paystack (the
// suite's server runs with it, scripts/e2e-server.mjs), the balance by a bank transfer whose proof staff
// accept; the status page, the desk, the receipts, the mails and the Overview agree to the kobo.

const PRICE = 1_234_567.5;
const DEPOSIT = 370_370.25; // 30 % of the total, to the kobo
const BALANCE = 864_197.25;
const naira = (amount: number) =>
  `₦${amount.toLocaleString('en-NG', { minimumFractionDigits: amount % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;

async function pdfText(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const { text } = await extractText(new Uint8Array(await response.body()), { mergePages: true });
  return text;
}

const kobo = (naira: number) => Math.round(naira * 100);

/** Today's ledger figures of the Overview (the admin's request). */
async function todayFigures(request: APIRequestContext) {
  const response = await request.get('/api/admin/dashboard');
  expect(response.status()).toBe(200);
  const { today } = (
    (await response.json()) as {
      periods: { today: { onlinePaid: number; manualPaid: number; onlinePayments: number } };
    }
  ).periods;
  return today;
}

async function paymentSection(page: Page) {
  const section = page.getByRole('region', { name: 'Payment' });
  await expect(section).toBeVisible();
  return section;
}

test('a 30 % deposit paid on the fake Paystack page, the balance by a transfer proof staff accept: page, desk, receipts, mails and Overview agree', async ({
  page,
  browser,
  verifiedCustomer,
  admin,
  dataDir,
  makeAxeBuilder,
  pageErrors,
}) => {
  test.setTimeout(240_000);
  const staff = await (await browser.newContext({ baseURL: baseUrl() })).newPage();
  await signInPage(staff, admin);
  const business = await staff.request.put('/api/admin/settings/business', { data: BUSINESS_DETAILS });
  expect(business.status(), await business.text()).toBe(200);
  const product = await createTestProduct(staff.request, {
    name: `${TEST_PRODUCT_PREFIX}Paint Booth ${Date.now()}`,
    price: PRICE,
    stockCount: 2,
  });
  const before = await todayFigures(staff.request);

  // The shopper orders it for pickup (no delivery fee: the total is the price).
  await page.setViewportSize({ width: 360, height: 800 });
  await signInPage(page, verifiedCustomer);
  const placed = await page.request.post('/api/orders', {
    data: {
      customer: { ...KANO_SHOPPER, email: verifiedCustomer.email, phone: '08031234567' },
      deliveryMethod: 'pickup',
      items: [{ productId: product.id, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const reference = ((await placed.json()) as { order: { reference: string } }).order.reference;

  // Staff ask a 30 % deposit and confirm the order.
  await open(staff, `/admin/orders/${reference}`);
  await staff.getByLabel('Deposit (%)').fill('30');
  await staff.getByRole('button', { name: 'Save deposit' }).click();
  await expect(staff.getByLabel('Deposit (%)')).toHaveValue('30');
  await staff.getByRole('button', { name: 'Confirm order' }).click();
  await expect(staff.getByRole('button', { name: 'Record payment' })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Copy pay link' })).toBeVisible();

  // The shopper pays the deposit on the provider's page and comes back to the status page.
  await open(page, `/orders/${reference}`);
  const section = await paymentSection(page);
  await expect(section.getByRole('link', { name: `Pay ${naira(BALANCE + DEPOSIT)}` })).toBeVisible();
  await section.getByRole('link', { name: `Pay deposit ${naira(DEPOSIT)}` }).click();
  await expect(page.getByRole('heading', { name: 'Paystack' })).toBeVisible();
  await expect(page.getByText(`Pay NGN ${DEPOSIT.toFixed(2)} (${reference}-P1)`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  const back = await paymentSection(page);
  await expect(back.getByText(`Part-paid: ${naira(DEPOSIT)} of ${naira(PRICE)}`)).toBeVisible();
  await expect(
    back.getByRole('list', { name: 'Payments received' }).getByText('Online (Paystack)'),
  ).toBeVisible();
  // The return's query is dropped once checked: a reload does not check again.
  await expect(page).toHaveURL(new RegExp(`/orders/${reference}$`));

  // The balance by bank transfer: the shopper uploads a proof of it.
  await expect(back.getByText(BUSINESS_DETAILS.accountNumber)).toBeVisible();
  await back.getByLabel('Proof of transfer (picture or PDF)').setInputFiles({
    name: 'transfer.png',
    mimeType: 'image/png',
    buffer: await testPhoto(),
  });
  await back.getByLabel('Amount sent (₦, optional)').fill(String(BALANCE));
  await back.getByRole('button', { name: 'Send proof of transfer' }).click();
  await expect(back.getByText('Thank you: we will check your transfer and confirm it here.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

  // Staff accept it: it becomes a ledger row and the order is paid.
  await staff.reload();
  await staff.getByRole('button', { name: /^Accept the proof of / }).click();
  await expect(staff.getByLabel('Amount received (₦)')).toHaveValue(String(BALANCE));
  await staff.getByRole('button', { name: 'Accept proof' }).click();
  const ledger = staff.getByRole('region', { name: 'Payments' });
  await expect(ledger.getByText('Bank transfer').first()).toBeVisible();
  await expect(staff.getByText('Paid', { exact: true }).first()).toBeVisible();
  expect(seriousViolations(await axeBuilder(staff).analyze())).toEqual([]);

  // The order as both read it: to the kobo.
  const order = (
    (await (await page.request.get(`/api/orders/${reference}`)).json()) as {
      order: {
        status: string;
        amountPaid: number;
        balance: number;
        payments: { id: string; amount: number; method: string }[];
      };
    }
  ).order;
  expect(order.status).toBe('paid');
  expect(order.amountPaid).toBe(PRICE);
  expect(order.balance).toBe(0);
  // Oldest paid first: the transfer is dated its day (noon in Lagos), so either may come first.
  const byMethod = Object.fromEntries(order.payments.map((payment) => [payment.method, payment]));
  expect(order.payments).toHaveLength(2);
  expect(byMethod.online?.amount).toBe(DEPOSIT);
  expect(byMethod.bank_transfer?.amount).toBe(BALANCE);

  await page.reload();
  const paid = await paymentSection(page);
  await expect(paid.getByText(naira(PRICE)).first()).toBeVisible();
  await expect(paid.getByText('₦0')).toBeVisible();
  await expect(paid.getByRole('link', { name: /^Pay / })).toHaveCount(0);

  // A receipt per payment, and the final receipt with both.
  const first = await pdfText(
    page.request,
    `/api/orders/${reference}/payments/${byMethod.online!.id}/receipt.pdf`,
  );
  expect(first).toContain(reference);
  expect(first).toContain(naira(DEPOSIT));
  const receipt = await pdfText(page.request, `/api/orders/${reference}/receipt.pdf`);
  for (const expected of [naira(DEPOSIT), naira(BALANCE), 'Online (Paystack)', 'Bank transfer'])
    expect(receipt).toContain(expected);

  // The mails: the shopper's for each payment, the seller's for the online one.
  await waitForMail(
    dataDir,
    verifiedCustomer.email,
    new RegExp(`payment received for order ${reference}, ${naira(DEPOSIT).replace('.', '\\.')}`),
  );
  await waitForMail(
    dataDir,
    verifiedCustomer.email,
    new RegExp(`payment received for order ${reference}, ${naira(BALANCE).replace('.', '\\.')}`),
  );
  await waitForMail(
    dataDir,
    BUSINESS_DETAILS.email,
    new RegExp(`online payment of ${naira(DEPOSIT).replace('.', '\\.')} for order ${reference}`),
  );

  // The Overview's online revenue grew by the deposit to the kobo (this is the suite's one online payment;
  // other specs record manual payments meanwhile, so that figure grew by at least the transfer).
  const after = await todayFigures(staff.request);
  expect(kobo(after.onlinePaid) - kobo(before.onlinePaid)).toBe(kobo(DEPOSIT));
  expect(after.onlinePayments - before.onlinePayments).toBe(1);
  expect(kobo(after.manualPaid) - kobo(before.manualPaid)).toBeGreaterThanOrEqual(kobo(BALANCE));
  await open(staff, '/admin');
  await expect(staff.getByText('Paid revenue').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});
