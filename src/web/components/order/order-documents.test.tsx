import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/orders';
import { OrderDocuments } from './order-documents';

afterEach(cleanup);

function renderBlock(order: Pick<Order, 'reference' | 'status' | 'payment'>) {
  render(
    <MemoryRouter>
      <OrderDocuments order={order} />
    </MemoryRouter>,
  );
}

const paid = { method: 'bank_transfer' as const, paidOn: '2026-03-04' };

describe('the documents block', () => {
  it('offers the proforma before payment: the page and the PDF', () => {
    renderBlock({ reference: 'GE-1001', status: 'confirmed', payment: null });
    const page = screen.getByRole('link', { name: 'Proforma invoice' });
    expect(page.getAttribute('href')).toBe('/orders/GE-1001/proforma');
    const pdf = screen.getByRole('link', { name: 'Download the proforma invoice (PDF)' });
    expect(pdf.getAttribute('href')).toBe('/api/orders/GE-1001/proforma.pdf');
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Receipt' })).toBeNull();
  });

  it('adds the receipt once paid', () => {
    renderBlock({ reference: 'GE-1001', status: 'dispatched', payment: paid });
    expect(screen.getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe(
      '/orders/GE-1001/receipt',
    );
    expect(screen.getByRole('link', { name: 'Download the receipt (PDF)' }).getAttribute('href')).toBe(
      '/api/orders/GE-1001/receipt.pdf',
    );
    expect(screen.getByRole('link', { name: 'Proforma invoice' })).toBeTruthy();
  });

  it('shows nothing for a cancelled order', () => {
    renderBlock({ reference: 'GE-1001', status: 'cancelled', payment: null });
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
  });
});
