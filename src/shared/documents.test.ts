import { describe, expect, it } from 'vitest';
import {
  buildOrderDocument,
  documentFileName,
  documentPdfPath,
  formatDocumentDate,
  hasProforma,
  hasReceipt,
  orderDocumentSchema,
} from './documents';
import { addDays, lagosDay } from './lagos-time';
import type { Order } from './orders';
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
