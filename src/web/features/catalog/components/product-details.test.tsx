import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { CartProvider } from '../../../lib/cart/cart-provider';
import { useCart } from '../../../lib/cart/use-cart';
import { productFixture, variantProductFixture } from '../../../test/product-fixture';
import { ProductDetails } from './product-details';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ notify: toast }));

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

function CartLines() {
  const { items } = useCart();
  return (
    <ul aria-label="In the cart">
      {items.map((item) => (
        <li
          key={`${item.id}:${item.variant?.id}`}
        >{`${item.variant?.sku ?? item.id} × ${item.quantity} at ${item.price}`}</li>
      ))}
    </ul>
  );
}

function renderDetails(url = '/product/lift-v', product = variantProductFixture()) {
  render(
    <CartProvider>
      <MemoryRouter initialEntries={[url]}>
        <ProductDetails product={product} related={[]} />
        <Address />
        <CartLines />
      </MemoryRouter>
    </CartProvider>,
  );
}

const group = (name: string) => screen.getByRole('group', { name });
const radio = (groupName: string, name: RegExp) => within(group(groupName)).getByRole('radio', { name });
const address = () => screen.getByTestId('address').textContent;
const price = () => screen.getAllByText(/^₦[\d,]+$/)[0]!.textContent;

describe('the product page of a product with variants', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    toast.success.mockReset();
  });

  it("opens the first variant in stock: one radio group per option, named by it, its values in the option's order", () => {
    renderDetails();
    expect(
      within(group('Capacity'))
        .getAllByRole('radio')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['4 t', '5 t']);
    expect((radio('Capacity', /^4 t/) as HTMLInputElement).checked).toBe(true);
    expect((radio('Voltage', /^380 V/) as HTMLInputElement).checked).toBe(true);
    expect(price()).toBe('₦1,250,000');
    expect(screen.getAllByText(/\(\d available\)/)[0]!.textContent).toBe('(3 available)');
    // 220 V with 4 t is sold out: disabled, and says why.
    const sold = radio('Voltage', /^220 V/) as HTMLInputElement;
    expect(sold.disabled).toBe(true);
    expect(within(group('Voltage')).getByText('Out of stock')).toBeTruthy();
    expect(address()).toBe('/product/lift-v');
  });

  it("follows a choice: price, stock, picture and the chat's message change, and the address keeps the SKU", () => {
    renderDetails();
    fireEvent.click(radio('Capacity', /^5 t/));
    expect(address()).toBe('/product/lift-v?variant=LIFT-5T-380');
    expect(price()).toBe('₦1,400,000');
    // The first stock line is the chosen variant's (the versions' list follows).
    expect(screen.getAllByText(/\(\d available\)/)[0]!.textContent).toBe('(2 available)');
    // 5 t is sold in 380 V only.
    expect(within(group('Voltage')).getByText('Not available')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Two-post lift, picture 1 of 2/ }).getAttribute('src')).toContain(
      'plate5',
    );
    const ask = screen.getAllByRole('link', { name: /^Ask about this on WhatsApp$/ })[0]!;
    const message = new URL(ask.getAttribute('href')!).searchParams.get('text');
    expect(message).toContain('Two-post lift (Capacity: 5 t · Voltage: 380 V, SKU LIFT-5T-380) (₦1,400,000)');
    expect(message).toContain('/product/lift-v?variant=LIFT-5T-380');
  });

  it('opens the variant the address names, and adds that variant to the cart, once per line', () => {
    renderDetails('/product/lift-v?variant=lift-5t-380');
    expect((radio('Capacity', /^5 t/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /^Add to Cart - ₦1,400,000$/ }));
    fireEvent.click(radio('Capacity', /^4 t/));
    fireEvent.click(screen.getByRole('button', { name: /^Add to Cart - ₦1,250,000$/ }));
    fireEvent.click(radio('Capacity', /^5 t/));
    fireEvent.click(screen.getByRole('button', { name: /^Add to Cart/ }));
    const lines = within(screen.getByRole('list', { name: 'In the cart' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'LIFT-5T-380 × 2 at 1400000',
      'LIFT-4T-380 × 1 at 1250000',
    ]);
  });

  it('lists every variant with its options, price, stock and own WhatsApp link for a browser without scripts', () => {
    renderDetails();
    const versions = within(screen.getByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    expect(versions).toHaveLength(3);
    expect(within(versions[0]!).getByText('Capacity: 4 t · Voltage: 220 V')).toBeTruthy();
    expect(within(versions[0]!).getByText('Out of Stock')).toBeTruthy();
    expect(within(versions[2]!).getByText('₦1,400,000')).toBeTruthy();
    const link = within(versions[2]!).getByRole('link', {
      name: /^Ask about this on WhatsApp\s*:\s*Capacity: 5 t · Voltage: 380 V$/,
    });
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toContain('SKU LIFT-5T-380');
  });

  it('shows a product without options as before: no radio, no list of versions', () => {
    renderDetails('/product/p1', productFixture());
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Versions' })).toBeNull();
    expect(price()).toBe('₦1,250,000');
  });
});
