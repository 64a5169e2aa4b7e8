import { describe, expect, it } from 'vitest';
import { orderMessage, type OrderMessageInput } from './checkout';
import { buildOrderDocument } from './documents';
import { orderItemVariantSchema, type Order } from './orders';
import { isLineVariant, orderLineName, orderLineVariantText, orderVariantLabel } from './product-variants';
import type { BusinessDetails } from './settings';

// How every reader names an order line's variant (decision 052), and that a line without one reads as before.

const variant = {
  id: 'v1',
  sku: 'TLT240-5T-380',
  options: [
    { name: 'Capacity', value: '5 t' },
    { name: 'Voltage', value: '380 V' },
  ],
};

describe('the text of an order line’s variant', () => {
  it('names the options in their order, then the SKU', () => {
    expect(orderVariantLabel(variant.options)).toBe('Capacity: 5 t · Voltage: 380 V');
    expect(orderLineVariantText(variant)).toBe('Capacity: 5 t · Voltage: 380 V · SKU TLT240-5T-380');
    expect(orderLineName({ name: 'Two-post lift', variant })).toBe(
      'Two-post lift (Capacity: 5 t · Voltage: 380 V · SKU TLT240-5T-380)',
    );
  });

  it('is empty for a line without a variant, whose name stays as it is', () => {
    expect(orderLineVariantText(null)).toBe('');
    expect(orderLineVariantText(undefined)).toBe('');
    expect(orderLineName({ name: 'Torque wrench', variant: null })).toBe('Torque wrench');
  });
});

const message: OrderMessageInput = {
  reference: 'GE-1001',
  customer: {
    firstName: 'Amina',
    lastName: 'Bello',
    email: 'amina@example.com',
    phone: '08031234567',
    address: '12 Zoo Road',
    city: 'Kano',
    state: 'Kano',
    zipCode: '700001',
  },
  items: [
    {
      name: 'Two-post lift',
      brand: 'Launch',
      price: 2_900_000,
      quantity: 1,
      installationFee: 150_000,
      variant,
    },
    { name: 'Torque wrench', brand: 'Tekton', price: 25_000, quantity: 2, variant: null },
  ],
  subtotal: 2_950_000,
  total: 2_950_000,
};

describe('the WhatsApp message of an order', () => {
  it('names the variant and its SKU on its own line under the product; a line without one as before', () => {
    const text = orderMessage(message, 'https://garagepro.ng/orders/GE-1001', 'GaragePro');
    const items = text.slice(text.indexOf('Order Items:'), text.indexOf('Subtotal'));
    expect(items.split('\n')).toEqual([
      'Order Items:',
      '1. Two-post lift',
      '   Capacity: 5 t · Voltage: 380 V · SKU TLT240-5T-380',
      '   Launch, 1 × ₦2,900,000 = ₦2,900,000',
      '   Installation, 1 × ₦150,000 = ₦150,000',
      '2. Torque wrench',
      '   Tekton, 2 × ₦25,000 = ₦50,000',
      '',
      '',
    ]);
  });
});

describe('the proforma and receipt lines', () => {
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
  const line = {
    productId: 'p1',
    name: 'Two-post lift',
    brand: 'Launch',
    image: '',
    imagePublicId: '',
    price: 2_900_000,
    quantity: 1,
    lineTotal: 2_900_000,
    installationFee: null,
  };
  const order: Order = {
    id: 'o1',
    reference: 'GE-1001',
    status: 'awaiting_confirmation',
    deliveryMethod: 'delivery',
    customer: message.customer,
    items: [
      { ...line, variant },
      { ...line, productId: 'p2', name: 'Torque wrench', variant: null },
    ],
    itemCount: 2,
    subtotal: 5_800_000,
    deliveryFee: null,
    installationFee: 0,
    discount: 0,
    total: 5_800_000,
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
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
  };

  it('carry the variant’s text; a line without a variant has no such field', () => {
    const [withVariant, without] = buildOrderDocument('proforma', order, business).lines;
    expect(withVariant).toMatchObject({
      name: 'Two-post lift',
      variant: 'Capacity: 5 t · Voltage: 380 V · SKU TLT240-5T-380',
    });
    expect(without).not.toHaveProperty('variant');
  });
});

describe('isLineVariant', () => {
  it('accepts exactly what the order line variant schema accepts (the cart reads stored lines without zod)', () => {
    const samples: unknown[] = [
      { id: 'v1', sku: 'L-5T', options: [{ name: 'Capacity', value: '5 t' }] },
      { id: 'v1', sku: 'L-5T', options: [] },
      { id: 'v1', sku: 'L-5T', options: [{ name: 'Capacity', value: '5 t' }], extra: true },
      { id: 1, sku: 'L-5T', options: [] },
      { id: 'v1', options: [] },
      { id: 'v1', sku: 'L-5T', options: [{ name: 'Capacity' }] },
      { id: 'v1', sku: 'L-5T', options: [null] },
      { id: 'v1', sku: 'L-5T', options: { Capacity: '5 t' } },
      null,
      'L-5T',
      [],
    ];
    for (const sample of samples)
      expect(isLineVariant(sample), JSON.stringify(sample)).toBe(
        orderItemVariantSchema.safeParse(sample).success,
      );
  });
});
