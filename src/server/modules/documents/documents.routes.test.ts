import { sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDocumentSchema } from '../../../shared/documents';
import { orderResponseSchema } from '../../../shared/orders';
import { get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { VALID_DETAILS } from '../../test/settings';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { insertLedgerRow, markSettled, orderIdOf } from '../../test/ledger-rows';
import { moveOrder, namedUser, placeOrder } from '../../test/orders';
import { createLift, twoPictures } from '../../test/variants';

let shop: TestApp;
let customer: SignedIn;
let other: SignedIn;
let admin: SignedIn;

const MANY = 40;

beforeAll(async () => {
  shop = await createTestApp();
  [customer, other, admin] = await Promise.all([
    namedUser(shop, 'verified', 'Amina Bello'),
    namedUser(shop, 'verified', 'Other Shopper'),
    namedUser(shop, 'admin', 'Bola Seller'),
  ]);
  await insertProducts(shop.database.handle.db, [
    { id: 'car-lift', name: 'Two Post Car Lift', brand: 'LiftMaster', price: 3_000_000, stockCount: 50 },
    { id: 'compressor', name: 'Air Compressor', brand: 'Atlas', price: 450_000, stockCount: 50 },
    ...Array.from({ length: MANY }, (_, index) => ({
      id: `part-${index + 1}`,
      name: `Workshop Part ${index + 1}`,
      price: 1_000,
      stockCount: 10,
    })),
  ]);
  const saved = await send(shop, 'PUT', '/api/admin/settings/business', admin.cookie, VALID_DETAILS);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => shop?.close());

/** The text of each page of a PDF. */
async function pdfPages(body: Buffer): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(body), { mergePages: false });
  return text;
}

function pdf(reference: string, kind: 'proforma' | 'receipt', cookie?: string) {
  return get(shop, `/api/orders/${reference}/${kind}.pdf`, cookie);
}

/** Staff mark a confirmed order paid by bank transfer on the given day ("Record payment" for the balance). */
async function pay(reference: string, paidOn: string) {
  const response = await send(shop, 'POST', `/api/admin/orders/${reference}/status`, admin.cookie, {
    status: 'paid',
    paymentMethod: 'bank_transfer',
    paidOn,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { order } = orderResponseSchema.parse(response.json());
  expect(order.payment).toEqual({ method: 'bank_transfer', paidOn });
  // The move records the balance in the ledger (decision 053); an app whose status route does not yet
  // gets the row it would have written.
  if (order.balance > 0)
    await insertLedgerRow(shop.database.handle.db, order.id, {
      amount: order.balance,
      paidAt: `${paidOn}T11:00:00Z`,
    });
}

describe('proforma invoice', () => {
  it('is the order customer’s PDF: reference, lines, total in figures and words, bank details, validity', async () => {
    const { order } = await placeOrder(
      shop,
      customer.cookie,
      [
        { productId: 'car-lift', quantity: 1 },
        { productId: 'compressor', quantity: 1 },
      ],
      { firstName: 'Amina', lastName: 'Bello', state: 'Kano' },
    );
    const response = await pdf(order.reference, 'proforma', customer.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${order.reference}-proforma.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfPages(response.rawPayload)).join('\n');
    for (const expected of [
      'Proforma invoice',
      order.reference,
      'GaragePro Nigeria Ltd',
      'RC 1234567',
      'Amina Bello',
      'Two Post Car Lift',
      'LiftMaster',
      'Air Compressor',
      '₦3,000,000',
      '₦3,450,000',
      'Quoted on WhatsApp',
      'Three million four hundred and fifty thousand naira only',
      'Zenith Bank',
      '1012345678',
      'Valid until',
    ])
      expect(text).toContain(expected);
  });

  it('answers the printable page’s model with the same access', async () => {
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'compressor', quantity: 2 }]);
    const response = await get(shop, `/api/orders/${order.reference}/documents/proforma`, customer.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const document = orderDocumentSchema.parse(response.json());
    expect(document).toMatchObject({
      kind: 'proforma',
      title: 'Proforma invoice',
      reference: order.reference,
      total: 900_000,
      totalInWords: 'Nine hundred thousand naira only',
      bank: { bankName: 'Zenith Bank', accountName: 'GaragePro Nigeria Ltd', accountNumber: '1012345678' },
      payment: null,
    });
    // Valid for the 14 days the settings give.
    const ordered = Date.parse(`${document.orderedOn}T00:00:00Z`);
    expect(Date.parse(`${document.validUntil}T00:00:00Z`) - ordered).toBe(14 * 86_400_000);
    expect(document.lines).toEqual([
      {
        name: 'Air Compressor',
        brand: 'Atlas',
        quantity: 2,
        unitPrice: 450_000,
        lineTotal: 900_000,
        installation: null,
      },
    ]);
  });

  it('names a line’s variant and its SKU, in the PDF and the printable page (decision 052)', async () => {
    const pictures = await twoPictures(shop, admin.cookie);
    const { product, big } = await createLift(shop, admin.cookie, 'DOC1', pictures);
    const { order } = await placeOrder(shop, customer.cookie, [
      { productId: product.id, variantId: big.id, quantity: 1 },
      { productId: 'compressor', quantity: 1 },
    ]);
    const page = await get(shop, `/api/orders/${order.reference}/documents/proforma`, customer.cookie);
    const { lines } = orderDocumentSchema.parse(page.json());
    expect(lines.map((line) => [line.name, line.variant])).toEqual([
      ['Two-post lift DOC1', 'Capacity: 5 t · Voltage: 380 V · SKU DOC1-5T-380'],
      ['Air Compressor', undefined],
    ]);
    expect(lines[0]!.unitPrice).toBe(2_900_000);
    expect((await moveOrder(shop, admin.cookie, order.reference, 'confirmed')).statusCode).toBe(200);
    await pay(order.reference, '2026-03-04');
    for (const kind of ['proforma', 'receipt'] as const) {
      const response = await pdf(order.reference, kind, customer.cookie);
      expect(response.statusCode, response.body).toBe(200);
      const text = (await pdfPages(response.rawPayload)).join('\n');
      for (const expected of ['Two-post lift DOC1', 'Capacity: 5 t · Voltage: 380 V', 'SKU DOC1-5T-380'])
        expect(text, kind).toContain(expected);
    }
  });

  it('puts the shop’s name on every page of a 40-line order', async () => {
    const { order } = await placeOrder(
      shop,
      customer.cookie,
      Array.from({ length: MANY }, (_, index) => ({ productId: `part-${index + 1}`, quantity: 1 })),
    );
    const response = await pdf(order.reference, 'proforma', customer.cookie);
    expect(response.statusCode).toBe(200);
    const pages = await pdfPages(response.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('GaragePro Nigeria Ltd');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const text = pages.join('\n');
    for (let line = 1; line <= MANY; line += 1) expect(text).toContain(`Workshop Part ${line}`);
    expect(text).toContain('Forty thousand naira only');
    // pdfkit embeds only the glyphs used: the PDF stays small.
    expect(response.rawPayload.length).toBeLessThan(150 * 1024);
  });

  it('answers 409 for a cancelled order', async () => {
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'compressor', quantity: 1 }]);
    expect((await moveOrder(shop, admin.cookie, order.reference, 'cancelled')).statusCode).toBe(200);
    const response = await pdf(order.reference, 'proforma', customer.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This order is cancelled: it has no proforma invoice',
    });
    const page = await get(shop, `/api/orders/${order.reference}/documents/proforma`, customer.cookie);
    expect(page.statusCode).toBe(409);
  });
});

describe('receipt', () => {
  it('answers 409 until the order is paid, then the receipt with the payment', async () => {
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'car-lift', quantity: 1 }]);
    for (const status of ['awaiting', 'confirmed'] as const) {
      if (status === 'confirmed')
        expect((await moveOrder(shop, admin.cookie, order.reference, 'confirmed')).statusCode).toBe(200);
      const refused = await pdf(order.reference, 'receipt', customer.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'The receipt is ready once the order is paid',
      });
      expect(refused.headers['cache-control']).toBe('no-store');
      const page = await get(shop, `/api/orders/${order.reference}/documents/receipt`, customer.cookie);
      expect(page.statusCode).toBe(409);
    }
    await pay(order.reference, '2026-03-04');

    const response = await pdf(order.reference, 'receipt', customer.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${order.reference}-receipt.pdf"`,
    );
    const text = (await pdfPages(response.rawPayload)).join('\n');
    for (const expected of [
      'Receipt',
      order.reference,
      'Two Post Car Lift',
      '₦3,000,000',
      'Three million naira only',
      'Bank transfer',
      '4 March 2026',
      'Zenith Bank',
      '1012345678',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Valid until');

    // The proforma stays available after payment.
    expect((await pdf(order.reference, 'proforma', customer.cookie)).statusCode).toBe(200);
  });

  it('stays available once the order is dispatched and delivered', async () => {
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'compressor', quantity: 1 }]);
    expect((await moveOrder(shop, admin.cookie, order.reference, 'confirmed')).statusCode).toBe(200);
    await pay(order.reference, '2026-03-05');
    for (const status of ['dispatched', 'delivered'] as const) {
      expect((await moveOrder(shop, admin.cookie, order.reference, status)).statusCode).toBe(200);
      const document = await get(shop, `/api/orders/${order.reference}/documents/receipt`, customer.cookie);
      expect(document.statusCode).toBe(200);
      expect(orderDocumentSchema.parse(document.json()).payment).toEqual({
        method: 'Bank transfer',
        paidOn: '2026-03-05',
      });
    }
  });
});

describe('the ledger on the documents', () => {
  it('shows the amount paid and the balance on the proforma once a deposit is in, and no receipt yet', async () => {
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'car-lift', quantity: 1 }]);
    expect((await moveOrder(shop, admin.cookie, order.reference, 'confirmed')).statusCode).toBe(200);
    const before = (
      await pdfPages((await pdf(order.reference, 'proforma', customer.cookie)).rawPayload)
    ).join('\n');
    expect(before).not.toContain('Amount paid');
    await insertLedgerRow(shop.database.handle.db, order.id, {
      amount: 900_000,
      provider: 'paystack',
      reference: `${order.reference}-P1`,
      paidAt: '2026-03-04T09:00:00Z',
    });
    const page = await get(shop, `/api/orders/${order.reference}/documents/proforma`, customer.cookie);
    expect(orderDocumentSchema.parse(page.json())).toMatchObject({ amountPaid: 900_000, balance: 2_100_000 });
    const text = (await pdfPages((await pdf(order.reference, 'proforma', customer.cookie)).rawPayload)).join(
      '\n',
    );
    expect(text).toContain('Amount paid');
    expect(text).toContain('₦900,000');
    expect(text).toContain('Balance');
    expect(text).toContain('₦2,100,000');
    expect(text).toContain('PAY BY BANK TRANSFER TO');
    expect((await pdf(order.reference, 'receipt', customer.cookie)).statusCode).toBe(409);
  });

  it('lists every payment on the final receipt, voided ones left out, once the balance is 0', async () => {
    const db = shop.database.handle.db;
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'car-lift', quantity: 1 }]);
    expect((await moveOrder(shop, admin.cookie, order.reference, 'confirmed')).statusCode).toBe(200);
    await insertLedgerRow(db, order.id, {
      amount: 900_000,
      provider: 'flutterwave',
      reference: `${order.reference}-P1`,
      paidAt: '2026-03-04T09:00:00Z',
    });
    await insertLedgerRow(db, order.id, {
      amount: 2_100_000,
      paidAt: '2026-03-05T09:00:00Z',
      voided: { by: 'Bola Seller', reason: 'Typed on the wrong order' },
    });
    await insertLedgerRow(db, order.id, { amount: 2_100_000, method: 'pos', paidAt: '2026-03-06T09:00:00Z' });
    await markSettled(db, await orderIdOf(db, order.reference), {
      method: 'pos',
      paidAt: '2026-03-06T09:00:00Z',
    });

    const page = await get(shop, `/api/orders/${order.reference}/documents/receipt`, customer.cookie);
    expect(page.statusCode, page.body).toBe(200);
    const receipt = orderDocumentSchema.parse(page.json());
    expect(receipt).toMatchObject({
      date: '2026-03-06',
      amountPaid: 3_000_000,
      balance: 0,
      payment: { method: 'POS', paidOn: '2026-03-06' },
    });
    expect(
      receipt.payments.map(({ paidOn, method, reference, amount }) => [paidOn, method, reference, amount]),
    ).toEqual([
      ['2026-03-04', 'Online (Flutterwave)', `${order.reference}-P1`, 900_000],
      ['2026-03-06', 'POS', null, 2_100_000],
    ]);
    const text = (await pdfPages((await pdf(order.reference, 'receipt', customer.cookie)).rawPayload)).join(
      '\n',
    );
    for (const expected of [
      'PAYMENTS RECEIVED',
      'Online (Flutterwave)',
      `${order.reference}-P1`,
      '4 March 2026',
      'POS',
      '6 March 2026',
      'Total paid',
      '₦3,000,000',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Typed on the wrong order');
  });

  it('takes the final receipt away when a payment voided after dispatch leaves a balance', async () => {
    const db = shop.database.handle.db;
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'compressor', quantity: 1 }]);
    expect((await moveOrder(shop, admin.cookie, order.reference, 'confirmed')).statusCode).toBe(200);
    await pay(order.reference, '2026-03-05');
    expect((await moveOrder(shop, admin.cookie, order.reference, 'dispatched')).statusCode).toBe(200);
    expect((await pdf(order.reference, 'receipt', customer.cookie)).statusCode).toBe(200);
    await db.execute(
      sql`update payments set voided_at = now(), voided_by_name = 'Bola Seller', void_reason = 'Bounced'
        where order_id = ${order.id}`,
    );
    const refused = await pdf(order.reference, 'receipt', customer.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'The receipt is ready once the order is paid' });
  });
});

describe('a receipt per payment', () => {
  let reference: string;
  let orderId: string;
  let deposit: string;
  let balance: string;
  let voided: string;

  beforeAll(async () => {
    const db = shop.database.handle.db;
    const { order } = await placeOrder(
      shop,
      customer.cookie,
      [
        { productId: 'car-lift', quantity: 1 },
        { productId: 'compressor', quantity: 1 },
      ],
      { firstName: 'Amina', lastName: 'Bello' },
    );
    ({ reference, id: orderId } = order);
    expect((await moveOrder(shop, admin.cookie, reference, 'confirmed')).statusCode).toBe(200);
    deposit = await insertLedgerRow(db, orderId, {
      amount: 1_035_000,
      provider: 'paystack',
      reference: `${reference}-P1`,
      paidAt: '2026-03-04T09:00:00Z',
    });
    voided = await insertLedgerRow(db, orderId, {
      amount: 500_000,
      paidAt: '2026-03-05T09:00:00Z',
      voided: { by: 'Bola Seller', reason: 'Bounced' },
    });
    balance = await insertLedgerRow(db, orderId, {
      amount: 1_000_000,
      method: 'cash',
      paidAt: '2026-03-06T09:00:00Z',
    });
  });

  const receiptPdf = (id: string, cookie?: string, ref = reference) =>
    get(shop, `/api/orders/${ref}/payments/${id}/receipt.pdf`, cookie);

  it('gives the order’s customer the payment, in words, the total paid so far and the balance after it', async () => {
    const response = await receiptPdf(deposit, customer.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${reference}-payment-${deposit}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const text = (await pdfPages(response.rawPayload)).join('\n');
    for (const expected of [
      'Payment receipt',
      reference,
      'Amina Bello',
      'GaragePro Nigeria Ltd',
      'Two Post Car Lift',
      'Online (Paystack)',
      `${reference}-P1`,
      '4 March 2026',
      '₦1,035,000',
      'One million thirty-five thousand naira only',
      'Order total',
      '₦3,450,000',
      'Total paid so far',
      'Balance after this payment',
      '₦2,415,000',
    ])
      expect(text).toContain(expected);
  });

  it('counts the payments before it, the voided one left out', async () => {
    const text = (await pdfPages((await receiptPdf(balance, customer.cookie)).rawPayload)).join('\n');
    expect(text).toContain('Cash');
    expect(text).toContain('One million naira only');
    expect(text).toContain('₦2,035,000');
    expect(text).toContain('₦1,415,000');
  });

  it('is staff’s too, and nobody else’s: another customer, a voided payment, another order’s payment get 404', async () => {
    expect((await receiptPdf(deposit, admin.cookie)).statusCode).toBe(200);
    expect((await receiptPdf(deposit)).statusCode).toBe(401);
    const stranger = await receiptPdf(deposit, other.cookie);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual((await get(shop, `/api/orders/${reference}`, other.cookie)).json());
    for (const cookie of [customer.cookie, admin.cookie]) {
      expect((await receiptPdf(voided, cookie)).statusCode).toBe(404);
      expect((await receiptPdf('no-such-payment', cookie)).statusCode).toBe(404);
    }
    const { order: another } = await placeOrder(shop, customer.cookie, [
      { productId: 'compressor', quantity: 1 },
    ]);
    expect((await receiptPdf(deposit, customer.cookie, another.reference)).statusCode).toBe(404);
  });
});

describe('who may read them', () => {
  let reference: string;
  beforeAll(async () => {
    ({
      order: { reference },
    } = await placeOrder(shop, customer.cookie, [{ productId: 'compressor', quantity: 1 }]));
  });

  it.each([`proforma.pdf`, `receipt.pdf`, `documents/proforma`, `documents/receipt`])(
    'a visitor gets 401 for %s',
    async (path) => {
      const response = await get(shop, `/api/orders/${reference}/${path}`);
      expect(response.statusCode).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it.each([`proforma.pdf`, `receipt.pdf`, `documents/proforma`, `documents/receipt`])(
    'another customer gets 404 for %s, as for the order itself',
    async (path) => {
      const response = await get(shop, `/api/orders/${reference}/${path}`, other.cookie);
      expect(response.statusCode).toBe(404);
      const order = await get(shop, `/api/orders/${reference}`, other.cookie);
      expect(response.json()).toEqual(order.json());
    },
  );

  it('an unknown or malformed reference is 404 too', async () => {
    for (const ref of ['GE-999999', 'not-a-reference'])
      expect((await pdf(ref, 'proforma', customer.cookie)).statusCode).toBe(404);
    expect((await get(shop, `/api/orders/${reference}/documents/invoice`, customer.cookie)).statusCode).toBe(
      400,
    );
  });

  it('an admin can fetch any order’s documents', async () => {
    const response = await pdf(reference, 'proforma', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect((await pdfPages(response.rawPayload)).join('\n')).toContain(reference);
    const document = await get(shop, `/api/orders/${reference}/documents/proforma`, admin.cookie);
    expect(orderDocumentSchema.parse(document.json()).customer.name).toBe('Chinedu Okafor');
  });
});

describe('PDF limits', () => {
  it('answers 429 past 30 PDFs a minute from one client address', async () => {
    const remoteAddress = '10.250.0.1';
    const ask = () => get(shop, '/api/orders/GE-999999/proforma.pdf', customer.cookie, { remoteAddress });
    for (let count = 0; count < 30; count += 1) expect((await ask()).statusCode).toBe(404);
    expect((await ask()).statusCode).toBe(429);
  });
});

describe('printable pages', () => {
  it('are the shop’s page with their title, never indexed, for any well-formed reference', async () => {
    // The trading name the business details were saved with (beforeAll).
    for (const [path, title] of [
      ['/orders/GE-1001/proforma', 'Proforma invoice GE-1001 | GaragePro Nigeria Ltd'],
      ['/orders/GE-1001/receipt', 'Receipt GE-1001 | GaragePro Nigeria Ltd'],
    ] as const) {
      const response = await get(shop, path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.body).toContain(`<title>${title}</title>`);
    }
    expect((await get(shop, '/orders/nothing/proforma')).statusCode).toBe(404);
    expect((await get(shop, '/orders/GE-1001/invoice')).statusCode).toBe(404);
  });
});
