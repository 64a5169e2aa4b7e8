import { describe, expect, it } from 'vitest';
import { cartReducer, EMPTY_CART, parseStoredCart, type CartProduct, type CartState } from './cart';

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
