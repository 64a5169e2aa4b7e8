import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '../../shared/staff';
import { renderAdminAt, serve } from './admin-test-support';

vi.mock('../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const team = {
  members: [
    {
      id: 'admin-owner',
      name: 'Test owner',
      email: 'owner@garagepro.test',
      staffLevel: 'owner',
      joinedAt: '2026-01-01T00:00:00.000Z',
    },
    {
      id: 'u2',
      name: 'Chidi Store',
      email: 'chidi@garagepro.test',
      staffLevel: 'storekeeper',
      joinedAt: '2026-02-01T00:00:00.000Z',
    },
  ],
  invitations: [
    {
      id: 'i1',
      name: 'Ngozi Sales',
      email: 'ngozi@garagepro.test',
      staffLevel: 'sales',
      invitedBy: 'Test owner',
      createdAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
    },
  ],
};

const sectionNames = () =>
  within(screen.getByRole('navigation', { name: 'Admin sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the admin by staff level', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows an owner every section, a storekeeper only the Overview and Products, sales no settings or staff', () => {
    serve(() => ({ status: 200, body: { products: [], total: 0, orders: [] } }));
    renderAdminAt('/admin/products', 'owner');
    expect(sectionNames()).toEqual([
      'Overview',
      'Products',
      'Orders',
      'Customers',
      'Messages',
      'Settings',
      'Staff',
      'Activity',
    ]);
    cleanup();
    renderAdminAt('/admin/products', 'storekeeper');
    expect(sectionNames()).toEqual(['Overview', 'Products']);
    cleanup();
    renderAdminAt('/admin/products', 'sales');
    expect(sectionNames()).toEqual(['Overview', 'Products', 'Orders', 'Customers', 'Messages']);
  });

  it("tells a storekeeper who opens the orders they may not, and asks the server for no customer's data", async () => {
    const fetchSpy = serve(() => ({ status: 200, body: { orders: [], total: 0 } }));
    renderAdminAt('/admin/orders', 'storekeeper');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining(STAFF_MESSAGES.forbidden),
    );
    expect(
      fetchSpy.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/admin/orders')),
    ).toEqual([]);
  });

  it('lets an owner change a level, withdraw an invitation and invite a member', async () => {
    const fetchSpy = serve((url, init) => {
      if (url.pathname === '/api/admin/staff/invitations' && init?.method === 'POST')
        return { status: 201, body: { ...team.invitations[0], id: 'i2', email: 'emeka@garagepro.test' } };
      if (init?.method === 'PATCH' || init?.method === 'DELETE') return { status: 200, body: { ok: true } };
      if (url.pathname === '/api/admin/orders') return { status: 200, body: { orders: [], total: 0 } };
      return { status: 200, body: team };
    });
    renderAdminAt('/admin/staff', 'owner');
    const level = await screen.findByLabelText('Staff level of Chidi Store');
    fireEvent.change(level, { target: { value: 'sales' } });
    expect(await screen.findByText('Chidi Store is now Sales.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to ngozi@garagepro.test' }));
    expect(await screen.findByText('The invitation to ngozi@garagepro.test is withdrawn.')).toBeTruthy();

    const form = within(screen.getByRole('form', { name: 'Invite a member' }));
    fireEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('Please enter your full name')).toBeTruthy();
    fireEvent.change(form.getByLabelText(/^Name/), { target: { value: 'Emeka Okoro' } });
    fireEvent.change(form.getByLabelText(/^Email/), { target: { value: 'Emeka@GaragePro.test' } });
    fireEvent.change(form.getByLabelText(/^Staff level/), { target: { value: 'storekeeper' } });
    fireEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Invitation sent\. We emailed emeka@garagepro\.test\./)).toBeTruthy();

    const calls = fetchSpy.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
    await waitFor(() => expect(calls.length).toBe(3));
    expect(
      calls.map(([input, init]) => [
        init!.method,
        String(input),
        init!.body && JSON.parse(String(init!.body)),
      ]),
    ).toEqual([
      ['PATCH', '/api/admin/staff/u2', { staffLevel: 'sales' }],
      ['DELETE', '/api/admin/staff/invitations/i1', undefined],
      [
        'POST',
        '/api/admin/staff/invitations',
        { name: 'Emeka Okoro', email: 'emeka@garagepro.test', staffLevel: 'storekeeper' },
      ],
    ]);
  });
});
