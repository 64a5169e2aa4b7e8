import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../../test/order-fixture';
import { adjustFormSchema, adjustFormValues, toAdjustment } from './adjust-form-model';

const order = orderFixture('GE-1001', { deliveryFee: 150_000, installationFee: 0, total: 2_650_000 });

describe('the adjustment form', () => {
  it('opens with the order as it is and sends nothing when nothing changed', () => {
    const values = adjustFormValues(order);
    expect(values).toMatchObject({
      prices: [{ price: '1,250,000' }],
      deliveryFee: '150,000',
      installationFee: '0',
      discount: '0',
    });
    expect(toAdjustment(order, adjustFormSchema.parse(values))).toBeNull();
  });

  it('sends only what changed; a blank delivery fee is quoted on WhatsApp', () => {
    const data = adjustFormSchema.parse({
      ...adjustFormValues(order),
      prices: [{ price: '1 200 000' }],
      deliveryFee: ' ',
      discount: '₦25,000',
      note: ' agreed ',
    });
    expect(toAdjustment(order, data)).toEqual({
      prices: [{ position: 0, price: 1_200_000 }],
      deliveryFee: null,
      discount: 25_000,
      note: 'agreed',
    });
  });

  it('refuses a price below 0, a blank price and text that is not an amount', () => {
    const result = adjustFormSchema.safeParse({
      ...adjustFormValues(order),
      prices: [{ price: '-5' }],
      discount: 'ten',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toContain('prices.0.price: Amount must be 0 or more');
    expect(messages.some((message) => message.startsWith('discount:'))).toBe(true);
    expect(adjustFormSchema.safeParse({ ...adjustFormValues(order), prices: [{ price: '' }] }).success).toBe(
      false,
    );
  });
});
