import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../shared/cart';
import { EMPTY_CHECKOUT_FORM, type CheckoutForm } from '../../../shared/checkout';
import {
  phoneProblem,
  prefillCheckoutForm,
  toCreateOrderInput,
  toOrderItems,
  validateCheckout,
} from './checkout-model';

const filled: CheckoutForm = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phone: '',
  address: '12 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  zipCode: '100001',
};

const cartItem: CartItem = {
  id: 'lift-1',
  name: 'Two-Post Lift',
  brand: 'Launch',
  price: 1_250_000,
  originalPrice: 1_500_000,
  image: '/media/lift/800.webp',
  imagePublicId: 'lift',
  stockCount: 5,
  inStock: true,
  category: ['garagetools'],
  quantity: 2,
};

describe('validateCheckout', () => {
  it('accepts a form whose required fields are filled, with or without a phone', () => {
    expect(validateCheckout(filled)).toEqual({ ok: true });
    expect(validateCheckout({ ...filled, phone: '0803 555 0142' })).toEqual({ ok: true });
  });

  it('names every blank required field (whitespace counts as blank) with the specification texts', () => {
    const result = validateCheckout({ ...filled, lastName: '   ', city: '', state: '' });
    expect(result).toEqual({
      ok: false,
      missing: ['lastName', 'city', 'state'],
      title: 'Please fill in all required fields',
      description: 'Complete the customer information and shipping address to continue.',
    });
  });

  it('reports all seven required fields of an empty form, never the phone', () => {
    const result = validateCheckout(EMPTY_CHECKOUT_FORM);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.missing).toEqual(['firstName', 'lastName', 'email', 'address', 'city', 'state', 'zipCode']);
    expect(result.missing).not.toContain('phone');
  });
});

describe('the phone at Place Order', () => {
  const PHONE_MESSAGE =
    'Please enter a valid phone number: a Nigerian number such as 0803 123 4567, or + and the country code for a number abroad.';

  it.each(['0803 123 4567', '+234 803 123 4567', '2348031234567', '803-123-4567', '+44 20 7946 0958'])(
    'accepts %j',
    (phone) => {
      expect(validateCheckout({ ...filled, phone })).toEqual({ ok: true });
    },
  );

  it('refuses a phone that cannot be a number, saying why, with the same rule as the server', () => {
    expect(validateCheckout({ ...filled, phone: '12345' })).toEqual({
      ok: false,
      missing: [],
      phoneProblem: PHONE_MESSAGE,
      title: 'Please check your phone number',
      description: PHONE_MESSAGE,
    });
    expect(phoneProblem('12345')).toBe(PHONE_MESSAGE);
    expect(phoneProblem('')).toBeNull();
    expect(phoneProblem('0803 123 4567')).toBeNull();
  });

  it('reports blank required fields first, and the phone beside them', () => {
    const result = validateCheckout({ ...filled, city: '', phone: 'abc' });
    expect(result).toMatchObject({
      ok: false,
      missing: ['city'],
      phoneProblem: PHONE_MESSAGE,
      title: 'Please fill in all required fields',
    });
  });
});

describe('prefillCheckoutForm', () => {
  it('splits the display name into first and last name and takes the email', () => {
    expect(prefillCheckoutForm({ displayName: '  Ada  Grace Obi ', email: 'ada@example.com' })).toEqual({
      ...EMPTY_CHECKOUT_FORM,
      firstName: 'Ada',
      lastName: 'Grace Obi',
      email: 'ada@example.com',
    });
  });

  it('leaves the names blank without a display name, and everything blank without a profile', () => {
    expect(prefillCheckoutForm({ displayName: '', email: 'a@b.co' })).toEqual({
      ...EMPTY_CHECKOUT_FORM,
      email: 'a@b.co',
    });
    expect(prefillCheckoutForm(null)).toEqual(EMPTY_CHECKOUT_FORM);
  });

  it('takes the phone and the address from the last order, and names and email from it where the profile has none', () => {
    const last = {
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'orders@obi.ng',
      phone: '2348031234567',
      address: '12 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      zipCode: '100001',
    };
    expect(prefillCheckoutForm({ displayName: 'Ada Grace Obi', email: 'ada@example.com' }, last)).toEqual({
      firstName: 'Ada',
      lastName: 'Grace Obi',
      email: 'ada@example.com',
      phone: '+234 803 123 4567',
      address: '12 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      zipCode: '100001',
    });
    expect(prefillCheckoutForm({ displayName: '', email: '' }, last)).toEqual({
      ...last,
      phone: '+234 803 123 4567',
    });
    expect(prefillCheckoutForm(null, { ...last, phone: '' }).phone).toBe('');
  });
});

describe('the order request', () => {
  it('carries only product ids and quantities, never prices, names or totals', () => {
    const items = toOrderItems([cartItem, { ...cartItem, id: 'booth-2', quantity: 1 }]);
    expect(items).toEqual([
      { productId: 'lift-1', quantity: 2 },
      { productId: 'booth-2', quantity: 1 },
    ]);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['productId', 'quantity']);
  });

  it("sends the chosen variant's id per line, and installation per line", () => {
    const variant = { id: 'v5', sku: 'LIFT-5T', options: [{ name: 'Capacity', value: '5 t' }] };
    const lines = [cartItem, { ...cartItem, variant }];
    expect(toOrderItems(lines, new Set(['lift-1:v5']))).toEqual([
      { productId: 'lift-1', quantity: 2 },
      { productId: 'lift-1', variantId: 'v5', quantity: 2, installation: true },
    ]);
  });

  it('is the trimmed form plus the items', () => {
    const body = toCreateOrderInput({ ...filled, firstName: ' Ada ', phone: ' 0803 ' }, [cartItem]);
    expect(body).toEqual({
      customer: { ...filled, firstName: 'Ada', phone: '0803' },
      items: [{ productId: 'lift-1', quantity: 2 }],
    });
    expect(JSON.stringify(body)).not.toMatch(/price|total|1250000/i);
  });
});
