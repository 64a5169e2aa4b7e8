import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { CartItem } from '../../../../shared/cart';
import { CartProvider } from '../../../lib/cart/cart-provider';
import { useCart } from '../../../lib/cart/use-cart';
import { CartLine } from './cart-line';

const line: CartItem = {
  id: 'lift-v',
  name: 'Two-post lift',
  brand: 'LiftCo',
  price: 1_400_000,
  originalPrice: null,
  image: '/media/plate5/800.webp',
  imagePublicId: 'plate5',
  stockCount: 2,
  inStock: true,
  category: ['garagetools'],
  quantity: 1,
  variant: {
    id: 'v5',
    sku: 'LIFT-5T-380',
    options: [
      { name: 'Capacity', value: '5 t' },
      { name: 'Voltage', value: '380 V' },
    ],
  },
};

function Lines() {
  const { items } = useCart();
  return (
    <ul>
      {items.map((item) => (
        <CartLine key={item.variant?.id ?? item.id} item={item} />
      ))}
    </ul>
  );
}

describe('a cart line of a variant', () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it('names the options, links to the product with the variant chosen, and changes only that line', () => {
    const options = [
      { name: 'Capacity', value: '4 t' },
      { name: 'Voltage', value: '380 V' },
    ];
    const other = { ...line, price: 1_250_000, variant: { id: 'v4', sku: 'LIFT-4T-380', options } };
    window.localStorage.setItem('autoparts-cart', JSON.stringify([line, other]));
    render(
      <CartProvider>
        <MemoryRouter>
          <Lines />
        </MemoryRouter>
      </CartProvider>,
    );
    expect(screen.getAllByText('Capacity: 5 t · Voltage: 380 V')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Two-post lift' })[0]!.getAttribute('href')).toBe(
      '/product/lift-v?variant=LIFT-5T-380',
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Remove Two-post lift (Capacity: 5 t · Voltage: 380 V)' }),
    );
    expect(screen.queryByText('Capacity: 5 t · Voltage: 380 V')).toBeNull();
    expect(screen.getByText('Capacity: 4 t · Voltage: 380 V')).toBeTruthy();
  });
});
