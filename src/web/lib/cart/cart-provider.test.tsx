import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem, CartProduct } from '../../../shared/cart';
import { CartProvider } from './cart-provider';
import { useCart } from './use-cart';

const KEY = 'autoparts-cart';

const product: CartProduct = {
  id: 'lift-1',
  name: 'Two-Post Lift',
  brand: 'Launch',
  price: 1_250_000.5,
  originalPrice: null,
  image: '/media/lift/800.webp',
  imagePublicId: 'lift',
  stockCount: 5,
  inStock: true,
  category: ['garagetools'],
};

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;

function stored(): CartItem[] {
  return JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as CartItem[];
}

describe('CartProvider', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('reads the stored item list at startup and recomputes the totals', () => {
    window.localStorage.setItem(KEY, JSON.stringify([{ ...product, quantity: 2 }]));
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.items).toHaveLength(1);
    expect(result.current.itemCount).toBe(2);
    expect(result.current.total).toBe(2_500_001);
  });

  it('reads local storage only once', () => {
    const getItem = vi.spyOn(window.localStorage, 'getItem');
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(product));
    act(() => result.current.addItem(product));
    expect(getItem.mock.calls.filter(([key]) => key === KEY)).toHaveLength(1);
  });

  it('writes the item list (only the list) back on every change', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(window.localStorage.getItem(KEY)).toBeNull();

    act(() => result.current.addItem(product));
    expect(stored()).toEqual([{ ...product, installationFee: null, quantity: 1 }]);

    act(() => result.current.addItem(product));
    expect(stored()[0]?.quantity).toBe(2);
    expect(result.current.itemCount).toBe(2);

    act(() => result.current.updateQuantity(product.id, 5));
    expect(stored()[0]?.quantity).toBe(5);

    act(() => result.current.updateQuantity(product.id, 0));
    expect(stored()).toEqual([]);

    act(() => result.current.addItem(product, 3));
    expect(stored()[0]?.quantity).toBe(3);

    act(() => result.current.clearCart());
    expect(stored()).toEqual([]);
    expect(result.current.total).toBe(0);
    expect(result.current.itemCount).toBe(0);
  });

  it('logs a parse failure and leaves the cart empty', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(KEY, '{not json');
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.items).toEqual([]);
    expect(result.current.itemCount).toBe(0);
    expect(consoleError).toHaveBeenCalledWith(
      'Failed to load cart from localStorage:',
      expect.any(SyntaxError),
    );
    // Only logged: the stored text is left alone until the cart changes.
    expect(window.localStorage.getItem(KEY)).toBe('{not json');
  });

  it('throws when useCart is used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useCart();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useCart must be used within a CartProvider');
  });

  it('shares one cart between consumers', () => {
    function Badge() {
      return <span>count {useCart().itemCount}</span>;
    }
    function Adder() {
      const { addItem } = useCart();
      return (
        <button type="button" onClick={() => addItem(product)}>
          add
        </button>
      );
    }
    render(
      <CartProvider>
        <Badge />
        <Adder />
      </CartProvider>,
    );
    act(() => screen.getByRole('button', { name: 'add' }).click());
    act(() => screen.getByRole('button', { name: 'add' }).click());
    expect(screen.getByText('count 2')).toBeTruthy();
  });
});
