import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '../../shared/staff';
import type { CustomerSummary } from '../../shared/customers';
import { customerSummaryFixture } from '../test/customer-fixture';
import { callsOf, renderAdminAt, serve, where } from './admin-test-support';

const ada = customerSummaryFixture();
const chidi = customerSummaryFixture({
  id: 'cus-2',
  name: 'Chidi Eze',
  phone: '2348050000000',
  email: null,
  state: null,
  orders: 0,
  lifetimePaid: 0,
  lastOrderAt: null,
  tags: ['fleet', 'vip'],
});

const listOf = (customers: CustomerSummary[], total = customers.length) => ({
  status: 200,
  body: { customers, total },
});

const customerCalls = (fetchSpy: ReturnType<typeof serve>) =>
  callsOf(fetchSpy, 'GET').filter((call) => call.url.pathname === '/api/admin/customers');

describe('Customers list', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows each customer as a row of the table, and sends the filters from the URL', async () => {
    const fetchSpy = serve(() => listOf([ada, chidi]));
    renderAdminAt('/admin/customers?q=0803&state=Lagos&tag=dealer&sort=lifetimePaid');
    expect(await screen.findByText('Showing 2 of 2 customers')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Customers' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Customers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Phone', 'State', 'Orders', 'Lifetime paid', 'Last order', 'Tags']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['+234 803 123 4567', 'Lagos', '3', '₦2,500,000', '5 March 2026', 'Dealer']);
    expect(within(first!).getByRole('link', { name: 'Ada Obi' }).getAttribute('href')).toBe(
      '/admin/customers/cus-1?q=0803&state=Lagos&tag=dealer&sort=lifetimePaid',
    );
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['+234 805 000 0000', '—', '0', '₦0', '—', 'Fleetvip']);

    const [call] = customerCalls(fetchSpy);
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      q: '0803',
      state: 'Lagos',
      tag: 'dealer',
      sort: 'lifetimePaid',
      offset: '0',
      limit: '25',
    });
    expect((screen.getByLabelText('Search customers') as HTMLInputElement).value).toBe('0803');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Lagos');
    expect((screen.getByLabelText('Tag') as HTMLSelectElement).value).toBe('dealer');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('lifetimePaid');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/customers/export?q=0803&state=Lagos&tag=dealer&sort=lifetimePaid',
    );
  });

  it('puts each filter into the URL and the query, the search after a pause in typing', async () => {
    const fetchSpy = serve(() => listOf([]));
    renderAdminAt('/admin/customers');
    expect(await screen.findByText('No customers match these filters.')).toBeTruthy();

    const state = screen.getByLabelText('State') as HTMLSelectElement;
    expect(state.options).toHaveLength(38);
    expect(state.options[0]!.text).toBe('All states');
    fireEvent.change(state, { target: { value: 'Kano' } });
    expect(where()).toBe('/admin/customers?state=Kano');

    const tag = screen.getByLabelText('Tag') as HTMLSelectElement;
    expect([...tag.options].map((option) => option.text)).toEqual([
      'All tags',
      'Dealer',
      'Fleet',
      'Workshop',
      'School',
      'Government',
    ]);
    fireEvent.change(tag, { target: { value: 'fleet' } });
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...sort.options].map((option) => option.text)).toEqual(['Last order', 'Lifetime paid', 'Orders']);
    fireEvent.change(sort, { target: { value: 'orders' } });
    expect(where()).toBe('/admin/customers?state=Kano&tag=fleet&sort=orders');

    fireEvent.change(screen.getByLabelText('Search customers'), { target: { value: '+234 803' } });
    expect(customerCalls(fetchSpy).some((call) => call.url.searchParams.has('q'))).toBe(false);
    await waitFor(() =>
      expect(where()).toBe('/admin/customers?state=Kano&tag=fleet&sort=orders&q=%2B234+803'),
    );
    await waitFor(() =>
      expect(
        customerCalls(fetchSpy).some(
          (call) =>
            call.url.searchParams.get('q') === '+234 803' &&
            call.url.searchParams.get('state') === 'Kano' &&
            call.url.searchParams.get('tag') === 'fleet' &&
            call.url.searchParams.get('sort') === 'orders',
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/customers/export?q=%2B234+803&state=Kano&tag=fleet&sort=orders',
    );

    // Back to the default order: left out of the address.
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'lastOrder' } });
    expect(where()).toBe('/admin/customers?state=Kano&tag=fleet&q=%2B234+803');
  });

  it('loads more customers after the first page', async () => {
    const fetchSpy = serve((url) =>
      url.searchParams.get('offset') === '1' ? listOf([chidi], 2) : listOf([ada], 2),
    );
    renderAdminAt('/admin/customers');
    expect(await screen.findByText('Showing 1 of 2 customers')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 2 of 2 customers')).toBeTruthy();
    expect(customerCalls(fetchSpy).map((call) => call.url.searchParams.get('offset'))).toEqual(['0', '1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows an error with Retry', async () => {
    let fail = true;
    serve(() =>
      fail ? { status: 500, body: { code: 'INTERNAL', message: 'Database down' } } : listOf([ada]),
    );
    renderAdminAt('/admin/customers');
    expect(screen.getByText('Loading customers...')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Database down');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 1 of 1 customers')).toBeTruthy();
  });

  it('shows the Customers tab to owners and sales; a storekeeper has no tab and is refused the page', async () => {
    serve(() => listOf([]));
    const tabs = () =>
      within(screen.getByRole('navigation', { name: 'Admin sections' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    renderAdminAt('/admin/customers', 'sales');
    expect(tabs()).toContain('Customers');
    expect(await screen.findByText('No customers match these filters.')).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();

    const fetchSpy = serve(() => listOf([]));
    renderAdminAt('/admin/customers', 'storekeeper');
    expect(tabs()).not.toContain('Customers');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining(STAFF_MESSAGES.forbidden),
    );
    expect(customerCalls(fetchSpy)).toEqual([]);
  });

  it('passes axe with rows shown (colour contrast and landmarks are the browser journey’s)', async () => {
    serve(() => listOf([ada, chidi], 30));
    renderAdminAt('/admin/customers');
    await screen.findByRole('table', { name: 'Customers' });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
