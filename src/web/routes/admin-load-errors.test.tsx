import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../test/product-fixture';
import { anOrder, renderAdminAt, serve, where, WHATSAPP_URL } from './admin-test-support';

const product = productFixture();
const DOWN = { status: 500, body: { code: 'INTERNAL', message: 'Database down' } };

describe('Admin pages that fail to load', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('order: loading, then the error with Retry, then the order', async () => {
    let fail = true;
    serve(() =>
      fail
        ? DOWN
        : {
            status: 200,
            body: {
              order: anOrder,
              whatsappUrl: WHATSAPP_URL,
              customerContact: null,
              pay: { online: null, bank: null },
              payLink: null,
            },
          },
    );
    renderAdminAt('/admin/orders/GE-1001');
    expect(screen.getByRole('status').textContent).toBe('Loading order...');
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading order: Database down');
    expect(screen.getByRole('button', { name: 'Back to orders' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Order GE-1001' })).toBeTruthy();
    expect(screen.queryByText(/Database down/)).toBeNull();
  });

  it('product to edit: loading, then the error with Retry and Back, then the form', async () => {
    let fail = true;
    // The form also reads the delivery classes (GET /api/delivery-fees).
    serve((url) =>
      url.pathname === '/api/delivery-fees'
        ? { status: 200, body: { classes: [], fees: [] } }
        : fail
          ? DOWN
          : { status: 200, body: { product } },
    );
    renderAdminAt('/admin/products/p1/edit');
    expect(screen.getByRole('status').textContent).toBe('Loading product...');
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading product: Database down');
    expect(screen.getByRole('button', { name: 'Back to products' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Edit Product' })).toBeTruthy();
    expect((screen.getByLabelText('Name', { exact: true }) as HTMLInputElement).value).toBe('Two-post lift');
  });

  it('product not found: no Retry, and Back returns to the list', async () => {
    serve((url) =>
      url.pathname === '/api/admin/products/missing'
        ? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } }
        : { status: 200, body: { products: [product], total: 1 } },
    );
    renderAdminAt('/admin/products/missing/edit');
    expect((await screen.findByRole('alert')).textContent).toBe('Product not found');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to products' }));
    await waitFor(() => expect(where()).toBe('/admin/products'));
  });

  it("history: loading, then the error with Retry, then 'No changes recorded yet.'", async () => {
    let fail = true;
    serve((url) =>
      url.pathname.endsWith('/history')
        ? fail
          ? DOWN
          : { status: 200, body: { changes: [] } }
        : { status: 200, body: { products: [product], total: 1 } },
    );
    renderAdminAt('/admin/products');
    fireEvent.click(await screen.findByRole('button', { name: 'History of Two-post lift' }));
    const panel = screen.getByRole('region', { name: 'Change history of Two-post lift' });
    expect(within(panel).getByRole('status').textContent).toBe('Loading history...');
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Error loading history: Database down',
    );
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('No changes recorded yet.')).toBeTruthy();
    expect(within(panel).queryByText(/Database down/)).toBeNull();
  });
});
