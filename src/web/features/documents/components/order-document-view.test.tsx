import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderRoutes } from '../../../../shared/api-routes-orders';
import type { OrderDocument } from '../../../../shared/documents';
import { stubRoute, stubRouteError } from '../../../test/stub-route';
import { OrderDocumentView } from './order-document-view';

function renderDocument(reference: string, kind: 'proforma' | 'receipt') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderDocumentView reference={reference} kind={kind} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const proforma: OrderDocument = {
  kind: 'proforma',
  title: 'Proforma invoice',
  reference: 'GE-1001',
  date: '2026-03-05',
  orderedOn: '2026-03-05',
  seller: {
    tradingName: 'GaragePro Nigeria Ltd',
    address: '24 Oba Akran Avenue, Ikeja, Lagos',
    rcNumber: 'RC 1234567',
    phones: ['+234 803 555 0142'],
    email: 'sales@garagepro.ng',
  },
  customer: {
    name: 'Amina Bello',
    email: 'amina@example.com',
    phone: '',
    addressLines: ['12 Zoo Road', 'Kano', 'Kano 700001'],
  },
  lines: [
    {
      name: 'Two Post Car Lift',
      brand: 'LiftMaster',
      quantity: 1,
      unitPrice: 3_000_000,
      lineTotal: 3_000_000,
      installation: 150_000,
    },
  ],
  showInstallation: true,
  subtotal: 3_000_000,
  deliveryMethod: 'delivery',
  deliveryFee: null,
  installationFee: 150_000,
  discount: 0,
  total: 3_150_000,
  totalInWords: 'Three million one hundred and fifty thousand naira only',
  bank: { bankName: 'Zenith Bank', accountName: 'GaragePro Nigeria Ltd', accountNumber: '1012345678' },
  validUntil: '2026-03-12',
  payment: null,
  amountPaid: 0,
  balance: 3_150_000,
  payments: [],
};

const receipt: OrderDocument = {
  ...proforma,
  kind: 'receipt',
  title: 'Receipt',
  date: '2026-03-09',
  validUntil: null,
  payment: { method: 'Bank transfer', paidOn: '2026-03-09' },
  amountPaid: 3_150_000,
  balance: 0,
  payments: [
    { id: 'p1', paidOn: '2026-03-06', method: 'Online (Paystack)', reference: 'GE-1001-P1', amount: 945_000 },
    { id: 'p2', paidOn: '2026-03-09', method: 'Bank transfer', reference: null, amount: 2_205_000 },
  ],
};

describe('the printable document page', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the proforma: title, business, customer, lines, totals in words, bank, validity, print and PDF', async () => {
    const fetchMock = stubRoute(orderRoutes.orderDocument, proforma);
    renderDocument('GE-1001', 'proforma');
    expect(screen.getByRole('status').textContent).toContain('Loading Proforma invoice GE-1001...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Proforma invoice GE-1001' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/orders/GE-1001/documents/proforma');
    expect(document.title).toContain('Proforma invoice GE-1001');

    const table = screen.getByRole('table', { name: 'Items on order GE-1001' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item', 'Qty', 'Unit price', 'Installation', 'Line total']);
    expect(table.textContent).toContain('Two Post Car Lift');
    expect(table.textContent).toContain('₦3,000,000');
    const text = document.body.textContent ?? '';
    for (const expected of [
      'GaragePro Nigeria Ltd',
      'RC number: RC 1234567',
      'Amina Bello',
      'Kano 700001',
      'Quoted on WhatsApp',
      '₦3,150,000',
      'Three million one hundred and fifty thousand naira only',
      'Zenith Bank',
      'Account number: 1012345678',
      'Valid until12 March 2026',
    ])
      expect(text).toContain(expected);

    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/orders/GE-1001/proforma.pdf');
    expect(screen.getByRole('link', { name: 'Order GE-1001' }).getAttribute('href')).toBe('/orders/GE-1001');
  });

  it('shows what a part-paid proforma has received and the balance under the total', async () => {
    stubRoute(orderRoutes.orderDocument, { ...proforma, amountPaid: 945_000, balance: 2_205_000 });
    renderDocument('GE-1001', 'proforma');
    await screen.findByRole('heading', { level: 1, name: 'Proforma invoice GE-1001' });
    const text = document.body.textContent ?? '';
    expect(text).toContain('Amount paid₦945,000');
    expect(text).toContain('Balance₦2,205,000');
    expect(screen.queryByRole('table', { name: /Payment/ })).toBeNull();
  });

  it('lists every payment on the receipt with the total paid', async () => {
    stubRoute(orderRoutes.orderDocument, receipt);
    renderDocument('GE-1001', 'receipt');
    await screen.findByRole('heading', { level: 1, name: 'Receipt GE-1001' });
    const table = screen.getByRole('table', { name: 'Payments received' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DateMethodReferenceAmount',
      '6 March 2026Online (Paystack)GE-1001-P1GE-1001-P1₦945,000',
      '9 March 2026Bank transfer—₦2,205,000',
      'Total paid₦3,150,000',
    ]);
    expect(document.body.textContent).toContain('Paid in full on 9 March 2026');
    expect(document.body.textContent).toContain('Bank details');
  });

  it('says when the receipt is not ready yet (409)', async () => {
    stubRouteError(orderRoutes.orderDocument, 409, {
      code: 'CONFLICT',
      message: 'The receipt is ready once the order is paid',
    });
    renderDocument('GE-1001', 'receipt');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The receipt is ready once the order is paid',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt GE-1001' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });

  it('says an order that is not the shopper’s is not found, without asking for a malformed one', async () => {
    const fetchMock = stubRouteError(orderRoutes.orderDocument, 404, {
      code: 'NOT_FOUND',
      message: 'Order not found',
    });
    renderDocument('GE-1001', 'proforma');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    cleanup();
    fetchMock.mockClear();
    renderDocument('nonsense', 'proforma');
    expect(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
