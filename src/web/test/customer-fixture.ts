import type { CustomerDetail, CustomerSummary } from '../../shared/customers';

/** A row of the customer list, as GET /api/admin/customers answers it. */
export function customerSummaryFixture(over: Partial<CustomerSummary> = {}): CustomerSummary {
  return {
    id: 'cus-1',
    name: 'Ada Obi',
    phone: '2348031234567',
    email: 'ada@obi.test',
    state: 'Lagos',
    orders: 3,
    lifetimePaid: 2_500_000,
    lastOrderAt: '2026-03-05T10:30:00.000Z',
    tags: ['dealer'],
    ...over,
  };
}

/** A customer's page, as GET /api/admin/customers/:id answers it. */
export function customerDetailFixture(over: Partial<CustomerDetail> = {}): CustomerDetail {
  const { orders: _count, ...summary } = customerSummaryFixture();
  return {
    ...summary,
    orderCount: 2,
    orders: [
      { reference: 'GE-1002', status: 'paid', total: 480_000, createdAt: '2026-03-05T10:30:00.000Z' },
      {
        reference: 'GE-1001',
        status: 'awaiting_confirmation',
        total: 2_020_000,
        createdAt: '2026-02-01T09:00:00.000Z',
      },
    ],
    phones: ['2348031234567', '2348051112222'],
    emails: ['ada@obi.test'],
    machines: [],
    notes: [
      {
        id: 'note-1',
        text: 'Prefers delivery on Saturdays.',
        authorName: 'Bola Sales',
        createdAt: '2026-03-06T08:00:00.000Z',
      },
    ],
    whatsappUrl: 'https://wa.me/2348031234567',
    telUrl: 'tel:+2348031234567',
    createdAt: '2026-01-15T12:00:00.000Z',
    ...over,
  };
}
