import type { Order } from '../../shared/orders';

/** An order as the server answers it, for the web tests (account, order page, checkout, admin). */
export function orderFixture(reference: string, overrides: Partial<Order> = {}): Order {
  return {
    id: `id-${reference}`,
    reference,
    status: 'awaiting_confirmation',
    deliveryMethod: 'delivery',
    customer: {
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      phone: '',
      address: '12 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      zipCode: '100001',
    },
    items: [
      {
        productId: 'lift-1',
        variant: null,
        name: 'Two-Post Lift',
        brand: 'Launch',
        image: '/media/lift/800.webp',
        imagePublicId: 'lift',
        price: 1_250_000,
        quantity: 2,
        lineTotal: 2_500_000,
        installationFee: null,
      },
    ],
    itemCount: 2,
    subtotal: 2_500_000,
    deliveryFee: null,
    installationFee: 0,
    discount: 0,
    total: 2_500_000,
    payment: null,
    followedUp: null,
    history: [
      {
        id: 'e1',
        kind: 'status',
        fromStatus: null,
        toStatus: 'awaiting_confirmation',
        note: null,
        field: null,
        before: null,
        after: null,
        actorName: 'Ada Obi',
        createdAt: '2026-03-05T09:30:00.000Z',
      },
    ],
    createdAt: '2026-03-05T09:30:00.000Z',
    updatedAt: '2026-03-05T09:30:00.000Z',
    ...overrides,
  };
}
