import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { vi } from 'vitest';
import type { CartItem } from '../../shared/cart';
import { DEFAULT_DELIVERY_CLASSES } from '../../shared/delivery';
import { NIGERIAN_STATES } from '../../shared/nigeria';
import { CartProvider } from '../lib/cart/cart-provider';
import { orderKeys, settingsKeys } from '../lib/query-keys';
import { AuthContext, type AuthContextValue } from '../lib/session/use-auth';
import { orderFixture } from '../test/order-fixture';
import { CheckoutPage } from './checkout';

/** The checkout page's tests: a cart, a signed-in verified shopper, the fees loaded, and helpers. */

export const CART_KEY = 'autoparts-cart';
export const ORDERS_KEY = 'autoparts-orders';
export const WHATSAPP = 'https://wa.me/2348035550142?text=Order%20GE-1001';

export const cart: CartItem[] = [
  {
    id: 'lift-1',
    name: 'Two-Post Lift',
    brand: 'Launch',
    price: 1_250_000,
    originalPrice: null,
    installationFee: 100_000,
    image: '/media/lift/800.webp',
    imagePublicId: 'lift',
    stockCount: 5,
    inStock: true,
    category: ['garagetools'],
    quantity: 2,
  },
  {
    id: 'scanner-9',
    name: 'Thinkcar Scanner',
    brand: 'Thinkcar',
    price: 85_000.5,
    originalPrice: null,
    image: '/media/scan/800.webp',
    imagePublicId: 'scan',
    stockCount: 3,
    inStock: true,
    category: ['diagnostictools'],
    quantity: 1,
  },
];

export const order = orderFixture('GE-1001');

export const auth: AuthContextValue = {
  status: 'signed-in',
  signedOutHere: false,
  user: null,
  profile: {
    uid: 'u1',
    email: 'ada@example.com',
    displayName: 'Ada Obi',
    role: 'customer',
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  isAdmin: false,
  isVerified: true,
  login: vi.fn(),
  register: vi.fn(),
  logout: vi.fn(),
  resendVerificationEmail: vi.fn(),
};

export function OrderRoute() {
  return <p data-testid="order-page">{useParams().reference}</p>;
}

/** The seller's fees as GET /api/delivery-fees answers them: Kano has a fee, every other state is quoted. */
export const DELIVERY_FEES = {
  classes: DEFAULT_DELIVERY_CLASSES,
  fees: NIGERIAN_STATES.flatMap((state) =>
    DEFAULT_DELIVERY_CLASSES.map(({ id: classId }) => ({
      state,
      classId,
      fee: state === 'Kano' ? (classId === 'parcel' ? 5_000 : 150_000) : null,
    })),
  ),
};

/** No earlier order: the form opens as the profile fills it. */
export const NO_ORDERS = { orders: [], total: 0 };

export function renderCheckout(lastOrders: unknown = NO_ORDERS) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Loaded already, so the only requests the tests see are the orders'.
  client.setQueryData(settingsKeys.publicDeliveryFees, DELIVERY_FEES);
  if (lastOrders) client.setQueryData(orderKeys.mine(1), lastOrders);
  render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <CartProvider>
          <MemoryRouter initialEntries={['/checkout']}>
            <Routes>
              <Route path="/checkout" element={<CheckoutPage />} />
              <Route path="/orders/:reference" element={<OrderRoute />} />
            </Routes>
          </MemoryRouter>
        </CartProvider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

export function fakeTab() {
  return { opener: {} as unknown, closed: false, location: { href: '' }, close: vi.fn() };
}

export function fillAddress() {
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: '12 Allen Avenue' } });
  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Ikeja' } });
  fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Lagos' } });
  fireEvent.change(screen.getByLabelText('ZIP Code'), { target: { value: '100001' } });
}

/** Place Order checks the form first (react-hook-form's submit is asynchronous): wait for the dialog. */
export function openDialog() {
  fillAddress();
  fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  return screen.findByRole('dialog', { name: 'Payment System Unavailable' });
}

export const storedCart = () => JSON.parse(window.localStorage.getItem(CART_KEY) ?? 'null') as CartItem[];
