import { describe, expect, it } from 'vitest';
import { deliveryClassesInputSchema, largestClass, orderDeliveryFee } from './delivery';

const order = ['parcel', 'pallet', 'heavy'];
const lagos: Record<string, number | null> = { parcel: 5_000, pallet: 40_000, heavy: null };

describe('the largest class', () => {
  it('is the class that comes last in the shop’s order among those named', () => {
    expect(largestClass(order, ['parcel', 'pallet', 'parcel'])).toBe('pallet');
    expect(largestClass(order, ['heavy', 'parcel'])).toBe('heavy');
    expect(largestClass(['heavy', 'parcel'], ['heavy', 'parcel'])).toBe('parcel');
    expect(largestClass(order, [])).toBeNull();
  });

  it('takes a class the list does not know as the largest', () => {
    expect(largestClass(order, ['parcel', 'crate'])).toBe('crate');
  });
});

describe('an order’s delivery fee', () => {
  const fee = (productClasses: string[], method: 'delivery' | 'pickup' = 'delivery') =>
    orderDeliveryFee({ method, classOrder: order, productClasses, feeOf: (id) => lagos[id] });

  it('is the fee of its largest class to the state', () => {
    expect(fee(['parcel'])).toBe(5_000);
    expect(fee(['parcel', 'pallet'])).toBe(40_000);
  });

  it('is quoted on WhatsApp (null) where the largest class has no fee, even if a smaller one has', () => {
    expect(fee(['parcel', 'heavy'])).toBeNull();
    expect(
      orderDeliveryFee({
        method: 'delivery',
        classOrder: order,
        productClasses: ['pallet'],
        feeOf: () => undefined,
      }),
    ).toBeNull();
  });

  it('is nothing when the shopper picks the order up', () => {
    expect(fee(['heavy'], 'pickup')).toBe(0);
  });
});

describe('the classes the owner saves', () => {
  it('refuses blank or repeated names and an empty list', () => {
    const parse = (classes: unknown) => deliveryClassesInputSchema.safeParse({ classes });
    expect(parse([{ name: ' ' }]).success).toBe(false);
    expect(parse([{ id: 'parcel', name: 'Box' }, { name: 'box' }]).success).toBe(false);
    expect(parse([]).success).toBe(false);
    expect(parse([{ id: 'parcel', name: ' Small box ' }, { name: 'Crate' }]).data?.classes).toEqual([
      { id: 'parcel', name: 'Small box' },
      { name: 'Crate' },
    ]);
  });
});
