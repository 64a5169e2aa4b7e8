import { describe, expect, it } from 'vitest';
import {
  cartLineKey,
  cartReducer,
  EMPTY_CART,
  parseStoredCart,
  roomInCart,
  stockLimit,
  type CartProduct,
  type CartState,
} from './cart';

const lift: CartProduct = {
  id: 'lift',
  name: 'Two Post Lift',
  brand: 'Launch',
  price: 2_500_000,
  originalPrice: null,
  image: '/media/a/800.webp',
  imagePublicId: 'a',
  stockCount: 4,
  inStock: true,
  category: ['garagetools'],
};
const scanner: CartProduct = { ...lift, id: 'scanner', name: 'Scanner', price: 450_000.5 };

const run = (...actions: Parameters<typeof cartReducer>[1][]): CartState =>
  actions.reduce(cartReducer, EMPTY_CART);

describe('cart rules', () => {
  it('adds a new item with quantity 1 and raises the quantity of one already there by 1', () => {
    const state = run(
      { type: 'add', product: lift },
      { type: 'add', product: scanner },
      { type: 'add', product: lift },
    );
    expect(state.items.map((item) => [item.id, item.quantity])).toEqual([
      ['lift', 2],
      ['scanner', 1],
    ]);
    expect(state.itemCount).toBe(3);
    expect(state.total).toBe(5_450_000.5);
  });

  it('copies only the product fields a cart line needs', () => {
    const state = run({ type: 'add', product: { ...lift, description: 'long text' } as CartProduct });
    expect(state.items[0]).not.toHaveProperty('description');
  });

  it('removes by id', () => {
    const state = run(
      { type: 'add', product: lift },
      { type: 'add', product: scanner },
      { type: 'remove', id: 'lift' },
    );
    expect(state.items.map((item) => item.id)).toEqual(['scanner']);
    expect(state.total).toBe(450_000.5);
  });

  it('sets a quantity, and removes the item when updated to 0 or less', () => {
    const base = run({ type: 'add', product: lift }, { type: 'add', product: scanner });
    expect(cartReducer(base, { type: 'update', id: 'lift', quantity: 3 }).itemCount).toBe(4);
    expect(cartReducer(base, { type: 'update', id: 'lift', quantity: 0 }).items.map((i) => i.id)).toEqual([
      'scanner',
    ]);
    expect(cartReducer(base, { type: 'update', id: 'lift', quantity: -2 }).items.map((i) => i.id)).toEqual([
      'scanner',
    ]);
  });

  it('holds no more of a product than its stock: + and Add stop there', () => {
    const four = run(...Array.from({ length: 6 }, () => ({ type: 'add', product: lift }) as const));
    expect(four.items[0]!.quantity).toBe(4);
    expect(cartReducer(four, { type: 'update', id: 'lift', quantity: 5 }).items[0]!.quantity).toBe(4);
    expect(cartReducer(four, { type: 'update', id: 'lift', quantity: 3 }).items[0]!.quantity).toBe(3);
  });

  it('takes the stock of the product added last, and never lowers a quantity on Add', () => {
    const two = run({ type: 'add', product: lift }, { type: 'add', product: lift });
    const restocked = cartReducer(two, { type: 'add', product: { ...lift, stockCount: 9 } });
    expect(restocked.items[0]).toMatchObject({ quantity: 3, stockCount: 9 });
    // A cart kept from before holds more than the stock now: Add leaves it, the server has the last word.
    const kept = run({ type: 'load', items: [{ ...lift, quantity: 6 }] });
    expect(cartReducer(kept, { type: 'add', product: lift }).items[0]!.quantity).toBe(6);
    expect(cartReducer(kept, { type: 'update', id: 'lift', quantity: 5 }).items[0]!.quantity).toBe(4);
  });

  it('leaves the quantity free where the stock is not known', () => {
    const unknown = { ...lift, stockCount: undefined } as unknown as CartProduct;
    const state = run(...Array.from({ length: 6 }, () => ({ type: 'add', product: unknown }) as const));
    expect(state.items[0]!.quantity).toBe(6);
    expect(stockLimit(undefined)).toBeNull();
    expect(stockLimit(0)).toBeNull();
    expect(stockLimit(2.5)).toBeNull();
    expect(stockLimit(3)).toBe(3);
  });

  it('tells how many more of a product the cart can take', () => {
    const three = run(...Array.from({ length: 3 }, () => ({ type: 'add', product: lift }) as const));
    expect(roomInCart(three.items, lift)).toBe(1);
    expect(roomInCart(three.items, scanner)).toBe(4);
    expect(roomInCart(run({ type: 'load', items: [{ ...lift, quantity: 6 }] }).items, lift)).toBe(0);
    expect(roomInCart([], { ...lift, stockCount: 0 })).toBeNull();
  });

  it('clears to an empty cart with zero totals', () => {
    expect(run({ type: 'add', product: lift }, { type: 'clear' })).toEqual({
      items: [],
      total: 0,
      itemCount: 0,
    });
  });

  it('loads a stored list and recomputes totals', () => {
    const state = run({ type: 'load', items: [{ ...lift, quantity: 2 }] });
    expect(state).toMatchObject({ itemCount: 2, total: 5_000_000 });
  });
});

describe('stored cart', () => {
  it('reads nothing as an empty list', () => {
    expect(parseStoredCart(null)).toEqual([]);
  });

  it('throws on text that is not a JSON list, so the caller can log it', () => {
    expect(() => parseStoredCart('{oops')).toThrow();
    expect(() => parseStoredCart('{"items":[]}')).toThrow();
  });

  it('drops entries that are not cart lines', () => {
    const text = JSON.stringify([{ ...lift, quantity: 1 }, { id: 'x' }, { ...scanner, quantity: 1.5 }]);
    expect(parseStoredCart(text).map((item) => item.id)).toEqual(['lift']);
  });
});

describe('cart lines per variant', () => {
  const fiveTonnes = {
    ...lift,
    price: 2_900_000,
    stockCount: 2,
    variant: {
      id: 'v5',
      sku: 'LIFT-5T-380',
      options: [
        { name: 'Capacity', value: '5 t' },
        { name: 'Voltage', value: '380 V' },
      ],
    },
  } satisfies CartProduct;
  const fourTonnes = {
    ...fiveTonnes,
    price: 2_500_000,
    variant: { ...fiveTonnes.variant, id: 'v4', sku: 'LIFT-4T-380' },
  } satisfies CartProduct;

  it("keeps one line per product and variant, with the variant's price, and raises a variant's quantity when added again", () => {
    const state = run(
      { type: 'add', product: fiveTonnes },
      { type: 'add', product: fourTonnes },
      { type: 'add', product: fiveTonnes },
    );
    expect(state.items.map((item) => [item.variant?.sku, item.price, item.quantity])).toEqual([
      ['LIFT-5T-380', 2_900_000, 2],
      ['LIFT-4T-380', 2_500_000, 1],
    ]);
    expect(state.total).toBe(2 * 2_900_000 + 2_500_000);
  });

  it("holds each line within its variant's stock, and changes or removes one line by its key", () => {
    const state = run(...Array.from({ length: 3 }, () => ({ type: 'add', product: fiveTonnes }) as const));
    expect(state.items[0]!.quantity).toBe(2);
    expect(roomInCart(state.items, fiveTonnes)).toBe(0);
    expect(roomInCart(state.items, fourTonnes)).toBe(2);
    const both = run({ type: 'load', items: state.items }, { type: 'add', product: fourTonnes });
    const key = cartLineKey(fourTonnes);
    expect(key).not.toBe(cartLineKey(fiveTonnes));
    expect(cartReducer(both, { type: 'update', id: key, quantity: 9 }).items[1]!.quantity).toBe(2);
    expect(cartReducer(both, { type: 'remove', id: key }).items.map((item) => item.variant?.id)).toEqual([
      'v5',
    ]);
  });

  it('loads a cart stored before variants unchanged, keyed by the product id, and keeps stored variants', () => {
    const before = [{ ...lift, quantity: 2 }];
    const loaded = parseStoredCart(JSON.stringify(before));
    expect(loaded).toEqual([{ ...lift, quantity: 2, installationFee: null, deliveryClass: undefined }]);
    expect(cartLineKey(loaded[0]!)).toBe('lift');
    const stored = JSON.stringify([
      { ...fiveTonnes, quantity: 1 },
      { ...fourTonnes, variant: { id: 1 }, quantity: 1 },
    ]);
    expect(parseStoredCart(stored).map((item) => item.variant)).toEqual([fiveTonnes.variant]);
  });
});
