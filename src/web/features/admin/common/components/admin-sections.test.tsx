import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminAt, serve, where } from '../admin-test-support';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

function emptyLists(url: URL) {
  if (url.pathname === '/api/admin/orders') return { status: 200, body: { orders: [], total: 0 } };
  if (url.pathname === '/api/admin/contact-messages') return { status: 200, body: { messages: [] } };
  return { status: 200, body: { products: [], total: 0 } };
}

const current = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('Admin sections', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('switches between Products, Orders and Messages, kept in the URL, the current one marked', async () => {
    serve(emptyLists);
    renderAdminAt('');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(current(nav)).toEqual(['Products']);
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync Products' })).toBeTruthy();
    expect(await screen.findByText('No products found.')).toBeTruthy();

    fireEvent.click(within(nav).getByRole('link', { name: 'Orders' }));
    expect(where()).toBe('?section=orders');
    expect(current(nav)).toEqual(['Orders']);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Product' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sync Products' })).toBeNull();
    expect(await screen.findByText('No orders found.')).toBeTruthy();

    fireEvent.click(within(nav).getByRole('link', { name: 'Messages' }));
    expect(where()).toBe('?section=messages');
    expect(current(nav)).toEqual(['Messages']);
    expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toBeTruthy();
    expect(await screen.findByText('No messages yet.')).toBeTruthy();

    fireEvent.click(within(nav).getByRole('link', { name: 'Products' }));
    expect(where()).toBe('');
    expect(screen.getByRole('heading', { level: 2, name: 'Products' })).toBeTruthy();
  });

  it("keeps the products section's own URLs: the form shows under Products, without the tools", async () => {
    serve(emptyLists);
    renderAdminAt('?view=new');
    expect(screen.getByRole('heading', { level: 2, name: 'Add Product' })).toBeTruthy();
    expect(current(screen.getByRole('navigation', { name: 'Admin sections' }))).toEqual(['Products']);
    expect(screen.queryByRole('button', { name: 'Sync Products' })).toBeNull();
    await waitFor(() => expect(document.title).toContain('Add Product - Admin'));
  });
});
