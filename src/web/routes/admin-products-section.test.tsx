import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../shared/product';
import { productFixture } from '../test/product-fixture';
import { renderAdminAt, serve, where } from './admin-test-support';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../lib/toast', () => ({ notify: toast }));

const base = productFixture();
const deleted: Product = { ...base, id: 'p2', name: 'Old compressor', brand: 'AirCo', isActive: false };

describe('Admin products', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    toast.success.mockReset();
    toast.error.mockReset();
  });

  it('lists products with their status, count and named row controls', async () => {
    serve(() => ({ status: 200, body: { products: [base, deleted], total: 2 } }));
    renderAdminAt('/admin/products');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(await screen.findByText('Showing 2 of 2 products')).toBeTruthy();
    const row = screen.getByRole('article', { name: 'Two-post lift' });
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('₦1,250,000')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Two-post lift' }).getAttribute('src')).toBe(
      '/media/abc123/320.webp',
    );
    expect(within(row).getByRole('button', { name: 'Edit Two-post lift' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete Two-post lift' })).toBeTruthy();
    expect(within(row).getByLabelText('Stock for Two-post lift')).toBeTruthy();
    const old = screen.getByRole('article', { name: 'Old compressor' });
    expect(within(old).getByText('Deleted')).toBeTruthy();
    expect(within(old).getByRole('button', { name: 'Restore Old compressor' })).toBeTruthy();
    expect(within(old).queryByRole('button', { name: 'Delete Old compressor' })).toBeNull();
  });

  it('sends the search and status filter and shows the empty state', async () => {
    const fetchSpy = serve(() => ({ status: 200, body: { products: [], total: 0 } }));
    renderAdminAt('/admin/products?q=lift&status=deleted');
    expect(await screen.findByText('No products found.')).toBeTruthy();
    const url = new URL(String(fetchSpy.mock.calls[0]![0]), 'http://shop.test');
    expect(url.pathname).toBe('/api/admin/products');
    expect(url.searchParams.get('q')).toBe('lift');
    expect(url.searchParams.get('status')).toBe('deleted');
    expect((screen.getByLabelText('Search products') as HTMLInputElement).value).toBe('lift');
  });

  it('shows an error with Retry', async () => {
    let fail = true;
    serve(() =>
      fail
        ? { status: 500, body: { code: 'INTERNAL', message: 'Database down' } }
        : { status: 200, body: { products: [base], total: 1 } },
    );
    renderAdminAt('/admin/products');
    expect((await screen.findByRole('alert')).textContent).toContain('Database down');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 1 of 1 products')).toBeTruthy();
  });

  it('updates the stock of one row', async () => {
    const fetchSpy = serve((url, init) =>
      init?.method === 'PATCH'
        ? { status: 200, body: { product: { ...base, stockCount: 9 } } }
        : { status: 200, body: { products: [base], total: 1 } },
    );
    renderAdminAt('/admin/products');
    const input = await screen.findByLabelText('Stock for Two-post lift');
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update stock for Two-post lift' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe('/api/products/p1/stock');
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ stockCount: 9 });
  });

  it('refuses a negative or fractional stock without sending it', async () => {
    const fetchSpy = serve(() => ({ status: 200, body: { products: [base], total: 1 } }));
    renderAdminAt('/admin/products');
    const input = await screen.findByLabelText('Stock for Two-post lift');
    fireEvent.change(input, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update stock for Two-post lift' }));
    // The check runs when the form is submitted (react-hook-form's submit is asynchronous).
    expect(await screen.findByText('Stock must be 0 or more')).toBeTruthy();
    expect(fetchSpy.mock.calls.every(([, init]) => init?.method !== 'PATCH')).toBe(true);
  });

  it('opens the add form at /admin/products/new and the edit form at /admin/products/<id>/edit, and Cancel returns to the list', async () => {
    serve((url) =>
      url.pathname.startsWith('/api/admin/products/p1')
        ? { status: 200, body: { product: base } }
        : url.pathname === '/api/delivery-fees'
          ? { status: 200, body: { classes: [], fees: [] } }
          : { status: 200, body: { products: [base], total: 1 } },
    );
    renderAdminAt('/admin/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Product' }));
    expect(where()).toBe('/admin/products/new');
    expect(screen.getByRole('heading', { name: 'Add Product' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(where()).toBe('/admin/products'));
    // Back on the list, focus is on its heading (the form's controls are gone).
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Products' })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Two-post lift' }));
    expect(where()).toBe('/admin/products/p1/edit');
    expect(await screen.findByRole('heading', { name: 'Edit Product' })).toBeTruthy();
    expect((screen.getByLabelText('Name', { exact: true }) as HTMLInputElement).value).toBe('Two-post lift');
  });

  it("says 'Product not found' for an unknown id", async () => {
    serve(() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } }));
    renderAdminAt('/admin/products/missing/edit');
    expect((await screen.findByRole('alert')).textContent).toContain('Product not found');
  });

  it('soft-deletes after a confirmation that names the product', async () => {
    const fetchSpy = serve((url, init) =>
      init?.method === 'DELETE'
        ? { status: 200, body: { product: { ...base, isActive: false } } }
        : { status: 200, body: { products: [base], total: 1 } },
    );
    renderAdminAt('/admin/products');
    const deleteButton = await screen.findByRole('button', { name: 'Delete Two-post lift' });
    deleteButton.focus();
    fireEvent.click(deleteButton);
    let dialog = screen.getByRole('alertdialog', { name: 'Delete Two-post lift?' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toContain(
      'will be hidden from the shop',
    );
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    // Focus goes back to the button that opened it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Two-post lift' })),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Two-post lift' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete Two-post lift?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Product deleted', expect.anything()));
    const call = fetchSpy.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(call[0]).toBe('/api/products/p1');
  });

  it('shows the change history of a product', async () => {
    serve((url) =>
      url.pathname.endsWith('/history')
        ? {
            status: 200,
            body: {
              changes: [
                {
                  id: 'c1',
                  productId: 'p1',
                  action: 'stock',
                  actorId: 'u1',
                  actorName: 'Ada Admin',
                  actorEmail: 'ada@example.com',
                  changes: { stockCount: { from: 3, to: 0 } },
                  createdAt: '2026-01-05T14:30:00.000Z',
                },
              ],
            },
          }
        : { status: 200, body: { products: [base], total: 1 } },
    );
    renderAdminAt('/admin/products');
    const button = await screen.findByRole('button', { name: 'History of Two-post lift' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Change history of Two-post lift' });
    expect(await within(panel).findByText('Stock updated')).toBeTruthy();
    expect(panel.textContent).toContain('Ada Admin (ada@example.com)');
    expect(panel.textContent).toContain('Stock: 3 → 0');
  });

  const plan = {
    add: [{ name: 'Tyre changer', brand: 'Launch', price: 850_000, stockCount: 3 }],
    update: [
      {
        id: 'p1',
        name: 'Two-post lift',
        changes: { price: { from: 1_000_000, to: 1_250_000 }, rating: { from: 4.5, to: 4 } },
      },
    ],
    unchanged: 49,
  };

  /** The dashboard with a sync plan to show; POST answers with `post`. */
  function serveSync(post: { status: number; body: unknown }, preview = plan) {
    return serve((url, init) =>
      init?.method === 'POST'
        ? post
        : url.pathname === '/api/products/sync/preview'
          ? { status: 200, body: preview }
          : { status: 200, body: { products: [base], total: 1 } },
    );
  }

  it('shows what the sync will add and update, and Cancel sends nothing', async () => {
    const fetchSpy = serveSync({ status: 200, body: {} });
    renderAdminAt('/admin/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Sync Products' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sync products?' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!)!;
    await waitFor(() =>
      expect(description.textContent).toBe(
        'The sync will add 1 product and update 1. 49 products are up to date. The stock of products already in the shop is never changed.',
      ),
    );
    const planList = within(dialog).getByRole('region', { name: 'Sync plan' });
    expect(planList.textContent).toContain('Tyre changer: Launch, ₦850,000, stock 3');
    const lift = within(planList).getByRole('listitem', { name: 'Two-post lift' });
    expect(lift.textContent).toContain('Price: ₦1,000,000 → ₦1,250,000');
    expect(lift.textContent).toContain('Rating: 4.5 → 4');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('syncs after the admin confirms the plan and reports the counts', async () => {
    const fetchSpy = serveSync({
      status: 200,
      body: { added: 1, updated: 1, unchanged: 49, message: 'done' },
    });
    renderAdminAt('/admin/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Sync Products' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sync products?' });
    const syncNow = within(dialog).getByRole('button', { name: 'Sync now' }) as HTMLButtonElement;
    expect(syncNow.disabled).toBe(true);
    await waitFor(() => expect(syncNow.disabled).toBe(false));
    fireEvent.click(syncNow);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Products synced successfully!', {
        description: '1 added, 1 updated.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const posts = fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([input]) => String(input))).toEqual(['/api/products/sync']);
  });

  it('offers nothing to sync when every demo product is up to date', async () => {
    serveSync({ status: 200, body: {} }, { add: [], update: [], unchanged: 51 });
    renderAdminAt('/admin/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Sync Products' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sync products?' });
    expect(await within(dialog).findByText(/Nothing to change/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says when the plan cannot be loaded, offers Retry, and does not sync', async () => {
    let fail = true;
    serve((url) =>
      url.pathname === '/api/products/sync/preview'
        ? fail
          ? { status: 500, body: { code: 'INTERNAL', message: 'Database down' } }
          : { status: 200, body: plan }
        : { status: 200, body: { products: [base], total: 1 } },
    );
    renderAdminAt('/admin/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Sync Products' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sync products?' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Database down');
    expect((within(dialog).getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('region', { name: 'Sync plan' })).toBeTruthy();
  });

  it('reports a failed sync and logs the error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveSync({ status: 500, body: { code: 'INTERNAL', message: 'boom' } });
    renderAdminAt('/admin/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Sync Products' }));
    const syncNow = screen.getByRole('button', { name: 'Sync now' }) as HTMLButtonElement;
    await waitFor(() => expect(syncNow.disabled).toBe(false));
    fireEvent.click(syncNow);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error syncing products. Check console for details.'),
    );
    expect(log).toHaveBeenCalled();
  });
});
