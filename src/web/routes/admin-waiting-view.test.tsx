import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WaitingOrder } from '../../shared/follow-up';
import { callsOf, renderAdminAt, serve, where } from './admin-test-support';

vi.mock('../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const waiting = (reference: string, overrides: Partial<WaitingOrder> = {}): WaitingOrder => ({
  reference,
  customerName: 'Amaka Eze',
  phone: '+234 803 555 0102',
  total: 2_450_000,
  placedAt: '2026-11-24T07:00:00.000Z',
  waitingMinutes: 185,
  followedUp: null,
  whatsappUrl: `https://wa.me/2348035550102?text=${reference}`,
  ...overrides,
});

describe('Waiting for a chat', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists the orders waiting, with WhatsApp and a follow-up mark, the threshold in the URL', async () => {
    const fetchSpy = serve((url, init) => {
      if (url.pathname === '/api/admin/orders/GE-1001/follow-up' && init?.method === 'POST')
        return {
          status: 200,
          body: { reference: 'GE-1001', followedUp: { at: '2026-11-24T10:30:00.000Z', by: 'Bola Seller' } },
        };
      if (url.pathname === '/api/admin/orders/waiting')
        return url.searchParams.get('hours') === '24'
          ? { status: 200, body: { hours: 24, orders: [] } }
          : {
              status: 200,
              body: {
                hours: 2,
                orders: [
                  waiting('GE-1001', { waitingMinutes: 3120 }),
                  waiting('GE-1002', { phone: '', whatsappUrl: null }),
                ],
              },
            };
      return { status: 200, body: { orders: [], total: 0 } };
    });
    renderAdminAt('/admin/orders');
    fireEvent.click(await screen.findByRole('link', { name: 'Waiting for a chat' }));
    expect(where()).toBe('/admin/orders/waiting');
    const list = await screen.findByRole('list', { name: 'Orders waiting for a chat' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'GE-1001' }).getAttribute('href')).toBe(
      '/admin/orders/GE-1001',
    );
    expect(within(first!).getByText(/Waiting 2 days 4 h/)).toBeTruthy();
    const chat = within(first!).getByRole('link', { name: /WhatsApp Amaka Eze about GE-1001/ });
    expect(chat.getAttribute('href')).toBe('https://wa.me/2348035550102?text=GE-1001');
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(within(second!).queryByRole('link', { name: /WhatsApp/ })).toBeNull();

    fireEvent.click(within(first!).getByRole('button', { name: /^Mark followed up:? GE-1001$/ }));
    expect((await within(first!).findByText(/Followed up by Bola Seller/)).textContent).toMatch(
      /^Followed up by Bola Seller, 24 Nov 2026/,
    );
    expect(callsOf(fetchSpy, 'POST').map((call) => call.url.pathname)).toEqual([
      '/api/admin/orders/GE-1001/follow-up',
    ]);

    const hours = screen.getByLabelText('Waiting for more than (hours)');
    fireEvent.change(hours, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Hours must be a whole number from 1 to 168')).toBeTruthy();
    expect(where()).toBe('/admin/orders/waiting');
    fireEvent.change(hours, { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(where()).toBe('/admin/orders/waiting?hours=24');
    expect(await screen.findByText('No order has waited more than 24 hours for confirmation.')).toBeTruthy();
  });
});
