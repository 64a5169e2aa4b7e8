import { describe, expect, it } from 'vitest';
import {
  bankHeading,
  buildOrderDocument,
  buildPaymentReceipt,
  paidRows,
  paymentReceiptFileName,
  paymentReceiptPath,
  documentFileName,
  documentPdfPath,
  formatDocumentDate,
  hasProforma,
  hasReceipt,
  orderDocumentSchema,
} from './documents';
import { addDays, lagosDay } from './lagos-time';
import type { Order, OrderPayment } from './orders';
import type { BusinessDetails } from './settings';

const business: BusinessDetails = {
  tradingName: 'GaragePro Nigeria Ltd',
  whatsapp: '2348035550142',
  address: '24 Oba Akran Avenue, Ikeja, Lagos',
  rcNumber: 'RC 1234567',
  phone: '2348035550142',
  otherPhone: '',
  email: 'sales@garagepro.ng',
  bankName: 'Zenith Bank',
  accountName: 'GaragePro Nigeria Ltd',
  accountNumber: '1012345678',
  proformaValidityDays: 7,
  hours: [],
};

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o1',
    reference: 'GE-1001',
    status: 'awaiting_confirmation',
    deliveryMethod: 'delivery',
    customer: {
      firstName: 'Amina',
      lastName: 'Bello',
      email: 'amina@example.com',
      phone: '2348031234567',
      address: '12 Zoo Road',
      city: 'Kano',
      state: 'Kano',
      zipCode: '700001',
    },
    items: [
      {
        productId: 'p1',
        variant: null,
        name: 'Two-post lift',
        brand: 'LiftMaster',
        image: '',
        imagePublicId: '',
        price: 3_000_000,
        quantity: 1,
        lineTotal: 3_000_000,
        installationFee: 150_000,
      },
      {
        productId: 'p2',
        variant: null,
        name: 'Torque wrench',
        brand: 'Tekton',
        image: '',
        imagePublicId: '',
        price: 25_000.5,
        quantity: 2,
        lineTotal: 50_001,
        installationFee: null,
      },
    ],
    itemCount: 3,
    subtotal: 3_050_001,
    deliveryFee: 250_000,
    installationFee: 150_000,
    discount: 1,
    total: 3_450_000,
    payment: null,
    amountPaid: 0,
    balance: 0,
    payments: [],
    depositPercent: 0,
    depositDue: 0,
    toRefund: 0,
    proofs: [],
    followedUp: null,
    history: [],
    // 23:30 on 28 February in Lagos (UTC+1): already 1 March there.
    createdAt: '2026-02-28T23:30:00.000Z',
    updatedAt: '2026-02-28T23:30:00.000Z',
    ...overrides,
  };
}

describe('document model', () => {
  it('builds a proforma with the business, the customer, the lines, the money and its validity', () => {
    const document = buildOrderDocument('proforma', order(), business);
    expect(orderDocumentSchema.parse(document)).toEqual(document);
    expect(document).toMatchObject({
      title: 'Proforma invoice',
      reference: 'GE-1001',
      date: '2026-03-01',
      orderedOn: '2026-03-01',
      validUntil: '2026-03-08',
      payment: null,
      seller: { tradingName: 'GaragePro Nigeria Ltd', rcNumber: 'RC 1234567', phones: ['+234 803 555 0142'] },
      customer: {
        name: 'Amina Bello',
        phone: '+234 803 123 4567',
        addressLines: ['12 Zoo Road', 'Kano', 'Kano 700001'],
      },
      subtotal: 3_050_001,
      deliveryFee: 250_000,
      installationFee: 150_000,
      discount: 1,
      total: 3_450_000,
      totalInWords: 'Three million four hundred and fifty thousand naira only',
      bank: { bankName: 'Zenith Bank', accountNumber: '1012345678' },
      showInstallation: true,
    });
    expect(document.lines).toEqual([
      {
        name: 'Two-post lift',
        brand: 'LiftMaster',
        quantity: 1,
        unitPrice: 3_000_000,
        lineTotal: 3_000_000,
        installation: 150_000,
      },
      {
        name: 'Torque wrench',
        brand: 'Tekton',
        quantity: 2,
        unitPrice: 25_000.5,
        lineTotal: 50_001,
        installation: null,
      },
    ]);
  });

  it('multiplies a line’s installation by its quantity, in kobo', () => {
    const base = order();
    const items = [{ ...base.items[0]!, quantity: 3, installationFee: 0.1 }];
    expect(buildOrderDocument('proforma', order({ items }), business).lines[0]!.installation).toBe(0.3);
  });

  it('builds a receipt dated the day paid, with the payment method and no validity', () => {
    const paid = order({ status: 'paid', payment: { method: 'bank_transfer', paidOn: '2026-03-04' } });
    const document = buildOrderDocument('receipt', paid, business);
    expect(document).toMatchObject({
      title: 'Receipt',
      date: '2026-03-04',
      orderedOn: '2026-03-01',
      validUntil: null,
      payment: { method: 'Bank transfer', paidOn: '2026-03-04' },
    });
  });

  it('says delivery is quoted while it has no fee, and leaves the installation column out when none asked', () => {
    const base = order();
    const document = buildOrderDocument(
      'proforma',
      order({ deliveryFee: null, items: base.items.map((item) => ({ ...item, installationFee: null })) }),
      business,
    );
    expect(document.deliveryFee).toBeNull();
    expect(document.showInstallation).toBe(false);
  });

  it('refuses a receipt for an order without a payment', () => {
    expect(() => buildOrderDocument('receipt', order({ status: 'paid' }), business)).toThrow();
  });

  it('knows which orders have which document', () => {
    const payment = { method: 'cash' as const, paidOn: '2026-03-04' };
    expect(hasProforma({ status: 'awaiting_confirmation' })).toBe(true);
    expect(hasProforma({ status: 'delivered' })).toBe(true);
    expect(hasProforma({ status: 'cancelled' })).toBe(false);
    expect(hasReceipt({ status: 'confirmed', payment: null })).toBe(false);
    expect(hasReceipt({ status: 'paid', payment: null })).toBe(false);
    expect(hasReceipt({ status: 'paid', payment })).toBe(true);
    expect(hasReceipt({ status: 'delivered', payment })).toBe(true);
    expect(hasReceipt({ status: 'cancelled', payment })).toBe(false);
  });
});

function payment(overrides: Partial<OrderPayment> & Pick<OrderPayment, 'id' | 'amount'>): OrderPayment {
  return {
    method: 'bank_transfer',
    paidAt: '2026-03-04T10:00:00.000Z',
    provider: null,
    reference: null,
    voided: false,
    recordedBy: null,
    note: null,
    voidedBy: null,
    voidReason: null,
    hasProof: false,
    ...overrides,
  };
}

/** A deposit online, a voided transfer, then the balance in cash: ₦3,450,000 in all. */
const ledger: OrderPayment[] = [
  payment({
    id: 'p1',
    amount: 1_035_000,
    method: 'online',
    provider: 'paystack',
    reference: 'GE-1001-P1',
    // 23:30 UTC: already the next day in Lagos.
    paidAt: '2026-03-02T23:30:00.000Z',
  }),
  payment({ id: 'p2', amount: 500_000, voided: true, paidAt: '2026-03-03T10:00:00.000Z' }),
  payment({ id: 'p3', amount: 2_414_999.99, method: 'cash', paidAt: '2026-03-05T10:00:00.000Z' }),
  payment({ id: 'p4', amount: 0.01, method: 'cash', paidAt: '2026-03-05T11:00:00.000Z' }),
];

describe('the ledger on documents', () => {
  it('shows the amount paid and the balance on a proforma once anything is paid, and not before', () => {
    const unpaid = buildOrderDocument('proforma', order({ balance: 3_450_000 }), business);
    expect(paidRows(unpaid)).toEqual([]);
    expect(bankHeading(unpaid)).toBe('Pay by bank transfer to');
    const deposit = buildOrderDocument(
      'proforma',
      order({ status: 'confirmed', amountPaid: 1_035_000, balance: 2_415_000, payments: ledger.slice(0, 1) }),
      business,
    );
    expect(orderDocumentSchema.parse(deposit)).toEqual(deposit);
    expect(deposit.payments).toEqual([]);
    expect(paidRows(deposit)).toEqual([
      { label: 'Amount paid', amount: '₦1,035,000', strong: false },
      { label: 'Balance', amount: '₦2,415,000', strong: true },
    ]);
    expect(bankHeading(deposit)).toBe('Pay by bank transfer to');
    const paidUp = buildOrderDocument(
      'proforma',
      order({ status: 'paid', amountPaid: 3_450_000, balance: 0 }),
      business,
    );
    expect(bankHeading(paidUp)).toBe('Bank details');
  });

  it('lists every payment not voided on the receipt, with its method, provider and Lagos day', () => {
    const paid = order({
      status: 'paid',
      payment: { method: 'cash', paidOn: '2026-03-05' },
      amountPaid: 3_450_000,
      balance: 0,
      payments: ledger,
    });
    const document = buildOrderDocument('receipt', paid, business);
    expect(orderDocumentSchema.parse(document)).toEqual(document);
    expect(document.payment).toEqual({ method: 'Cash', paidOn: '2026-03-05' });
    expect(document.amountPaid).toBe(3_450_000);
    expect(document.payments).toEqual([
      {
        id: 'p1',
        paidOn: '2026-03-03',
        method: 'Online (Paystack)',
        reference: 'GE-1001-P1',
        amount: 1_035_000,
      },
      { id: 'p3', paidOn: '2026-03-05', method: 'Cash', reference: null, amount: 2_414_999.99 },
      { id: 'p4', paidOn: '2026-03-05', method: 'Cash', reference: null, amount: 0.01 },
    ]);
    const online = buildOrderDocument(
      'receipt',
      order({ ...paid, payment: { method: 'online', paidOn: '2026-03-03' }, payments: ledger.slice(0, 1) }),
      business,
    );
    expect(online.payment).toEqual({ method: 'Online (Paystack)', paidOn: '2026-03-03' });
  });

  it('makes a receipt per payment: that payment in words, the total paid up to it and the balance after it', () => {
    const paid = order({ status: 'paid', amountPaid: 3_450_000, balance: 0, payments: ledger });
    const first = buildPaymentReceipt(paid, 'p1', business)!;
    expect(first).toMatchObject({
      kind: 'payment',
      title: 'Payment receipt',
      reference: 'GE-1001',
      orderedOn: '2026-03-01',
      seller: { tradingName: 'GaragePro Nigeria Ltd' },
      customer: { name: 'Amina Bello' },
      total: 3_450_000,
      payment: { id: 'p1', paidOn: '2026-03-03', method: 'Online (Paystack)', amount: 1_035_000 },
      amountInWords: 'One million thirty-five thousand naira only',
      paidSoFar: 1_035_000,
      balanceAfter: 2_415_000,
    });
    expect(first.lines).toHaveLength(2);
    // The voided transfer counts for nothing: the cash comes next, to the kobo.
    expect(buildPaymentReceipt(paid, 'p3', business)).toMatchObject({
      paidSoFar: 3_449_999.99,
      balanceAfter: 0.01,
    });
    expect(buildPaymentReceipt(paid, 'p4', business)).toMatchObject({
      paidSoFar: 3_450_000,
      balanceAfter: 0,
    });
    expect(buildPaymentReceipt(paid, 'p2', business)).toBeNull();
    expect(buildPaymentReceipt(paid, 'nope', business)).toBeNull();
  });

  it('gives the final receipt only once the balance is 0', () => {
    const payment = { method: 'cash' as const, paidOn: '2026-03-04' };
    expect(hasReceipt({ status: 'paid', payment, balance: 0 })).toBe(true);
    expect(hasReceipt({ status: 'dispatched', payment, balance: 10 })).toBe(false);
    expect(hasReceipt({ status: 'confirmed', payment: null, balance: 0 })).toBe(false);
  });

  it('names the payment receipt and its address', () => {
    expect(paymentReceiptFileName('GE-1001', 'pay_01H/x')).toBe('GE-1001-payment-pay01Hx.pdf');
    expect(paymentReceiptPath('GE-1001', 'a b')).toBe('/api/orders/GE-1001/payments/a%20b/receipt.pdf');
  });
});

describe('document dates and names', () => {
  it('reads days in Lagos, adds days across months and years, and prints them in full', () => {
    expect(lagosDay('2026-12-31T23:00:00Z')).toBe('2027-01-01');
    expect(lagosDay('2026-12-31T22:59:59Z')).toBe('2026-12-31');
    expect(addDays('2026-02-27', 7)).toBe('2026-03-06');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(formatDocumentDate('2026-03-05')).toBe('5 March 2026');
  });

  it('names the PDF and its address after the reference', () => {
    expect(documentFileName('GE-1001', 'proforma')).toBe('GE-1001-proforma.pdf');
    expect(documentPdfPath('GE-1001', 'receipt')).toBe('/api/orders/GE-1001/receipt.pdf');
  });
});
