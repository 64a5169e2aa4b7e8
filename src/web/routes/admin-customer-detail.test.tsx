import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDetail } from '../../shared/customers';
import { customerDetailFixture, customerSummaryFixture } from '../test/customer-fixture';
import { callsOf, renderAdminAt, serve, type Handler } from './admin-test-support';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../lib/toast', () => ({ notify: toast }));

const ada = customerDetailFixture();
const page = (customer: CustomerDetail, status = 200) => ({ status, body: { customer } });

/** The customer's page answered from `customer`; other requests by `other`. */
function serveCustomer(customer: CustomerDetail, other?: Handler) {
  return serve((url, init) => {
    if ((init?.method ?? 'GET') === 'GET' && url.pathname === `/api/admin/customers/${customer.id}`)
      return page(customer);
    if (other) return other(url, init);
    throw new Error(`Unexpected ${init?.method ?? 'GET'} ${url.pathname}`);
  });
}

describe("A customer's page", () => {
  beforeEach(() => {
    toast.success.mockReset();
    toast.error.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the details, the ways to reach them, their orders, notes and machines', async () => {
    serveCustomer(ada);
    renderAdminAt('/admin/customers/cus-1');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Ada Obi' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('+234 803 123 4567')).toBeTruthy();
    expect(within(details).getByText('+234 805 111 2222')).toBeTruthy();
    expect(within(details).getByText('ada@obi.test')).toBeTruthy();
    expect(within(details).getByText('Lagos')).toBeTruthy();
    expect(within(details).getByText('15 January 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ }).getAttribute('href')).toBe(
      'https://wa.me/2348031234567',
    );
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+2348031234567');

    const orders = screen.getByRole('table', { name: 'Orders' });
    const [, first, second] = within(orders).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'GE-1002' }).getAttribute('href')).toBe(
      '/admin/orders/GE-1002',
    );
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Paid', '₦480,000', '5 March 2026']);
    expect(within(second!).getByText('Awaiting confirmation')).toBeTruthy();

    expect(screen.getByText('No machines recorded yet.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Machines' })).toBeNull();
    const notes = screen.getByRole('list', { name: 'Staff notes' });
    expect(within(notes).getByText('Prefers delivery on Saturdays.')).toBeTruthy();
    expect(within(notes).getByText(/Bola Sales/)).toBeTruthy();
    expect(screen.getByText(/Staff only/)).toBeTruthy();
  });

  it('lists the machines when some are recorded', async () => {
    serveCustomer(
      customerDetailFixture({
        machines: [
          {
            id: 'm1',
            serial: 'LFT-2026-0042',
            productId: 'p1',
            productName: 'Two-post lift 4T',
            orderReference: 'GE-1002',
            warrantyEndsOn: '2027-03-12',
            nextServiceOn: null,
          },
        ],
      }),
    );
    renderAdminAt('/admin/customers/cus-1');
    const machines = await screen.findByRole('table', { name: 'Machines' });
    const [, row] = within(machines).getAllByRole('row');
    expect(within(row!).getByText('Two-post lift 4T')).toBeTruthy();
    expect(within(row!).getByText('LFT-2026-0042')).toBeTruthy();
    expect(within(row!).getByRole('link', { name: 'GE-1002' })).toBeTruthy();
    expect(within(row!).getByText('12 March 2027')).toBeTruthy();
    expect(screen.queryByText('No machines recorded yet.')).toBeNull();
  });

  it('says when the customer is not found', async () => {
    serve(() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'This customer was not found.' } }));
    renderAdminAt('/admin/customers/nobody');
    expect(await screen.findByText('This customer was not found.')).toBeTruthy();
  });

  it('saves the ticked tags and a new one with PUT tags', async () => {
    const fetchSpy = serveCustomer(ada, (url, init) => {
      const body = JSON.parse(String(init?.body)) as { tags: string[] };
      return page({ ...ada, tags: body.tags });
    });
    renderAdminAt('/admin/customers/cus-1');
    const tags = await screen.findByRole('region', { name: 'Tags' });
    expect((within(tags).getByLabelText('Dealer') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(tags).getByLabelText('Fleet'));
    fireEvent.click(within(tags).getByRole('button', { name: 'Add tag' }));
    expect(await within(tags).findByText('Write the tag first.')).toBeTruthy();
    fireEvent.change(within(tags).getByLabelText('Add a tag'), { target: { value: ' Top Buyer ' } });
    fireEvent.click(within(tags).getByRole('button', { name: 'Add tag' }));
    expect((within(tags).getByLabelText('top buyer') as HTMLInputElement).checked).toBe(true);
    expect((within(tags).getByLabelText('Add a tag') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(tags).getByRole('button', { name: 'Save tags' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tags saved'));
    expect(callsOf(fetchSpy, 'PUT')).toEqual([
      {
        url: expect.objectContaining({ pathname: '/api/admin/customers/cus-1/tags' }) as URL,
        body: { tags: ['dealer', 'fleet', 'top buyer'] },
      },
    ]);
    expect((within(tags).getByLabelText('top buyer') as HTMLInputElement).checked).toBe(true);
  });

  it('adds a note with POST notes and lists it first', async () => {
    const note = {
      id: 'note-2',
      text: 'Wants a second lift in June.',
      authorName: 'Test owner',
      createdAt: '2026-03-07T09:00:00.000Z',
    };
    const fetchSpy = serveCustomer(ada, () => ({
      status: 201,
      body: { customer: { ...ada, notes: [note, ...ada.notes] } },
    }));
    renderAdminAt('/admin/customers/cus-1');
    const notes = await screen.findByRole('region', { name: 'Notes' });
    fireEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Write the note first.')).toBeTruthy();
    expect(callsOf(fetchSpy, 'POST')).toEqual([]);
    fireEvent.change(within(notes).getByLabelText('Note'), { target: { value: note.text } });
    fireEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Note added'));
    expect(callsOf(fetchSpy, 'POST')).toEqual([
      {
        url: expect.objectContaining({ pathname: '/api/admin/customers/cus-1/notes' }) as URL,
        body: { text: note.text },
      },
    ]);
    const items = within(within(notes).getByRole('list', { name: 'Staff notes' })).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([note.text, ada.notes[0]!.text]);
    expect((within(notes).getByLabelText('Note') as HTMLTextAreaElement).value).toBe('');
  });

  it('finds another customer, confirms naming both, and merges it in with POST merge', async () => {
    const other = customerSummaryFixture({
      id: 'cus-9',
      name: 'Ada O.',
      phone: '2348051112222',
      email: null,
    });
    const merged = customerDetailFixture({ orderCount: 3, notes: [] });
    const fetchSpy = serveCustomer(ada, (url, init) => {
      if (url.pathname === '/api/admin/customers')
        return {
          status: 200,
          body: { customers: [customerSummaryFixture(), other], total: 2 },
        };
      if (init?.method === 'POST') return page(merged);
      throw new Error(`Unexpected ${url.pathname}`);
    });
    renderAdminAt('/admin/customers/cus-1');
    const form = await screen.findByRole('form', { name: 'Merge another customer into this one' });
    fireEvent.change(within(form).getByLabelText('Find the customer to merge'), {
      target: { value: '0805 111 2222' },
    });
    const found = await within(form).findByRole('list', { name: 'Customers found' });
    // The customer itself is never offered.
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    expect(
      callsOf(fetchSpy, 'GET')
        .find((call) => call.url.pathname === '/api/admin/customers')!
        .url.searchParams.get('q'),
    ).toBe('0805 111 2222');

    fireEvent.click(within(found).getByRole('button', { name: 'Choose Ada O.' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Merge Ada O. into Ada Obi?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(fetchSpy, 'POST')).toEqual([]);

    fireEvent.click(within(found).getByRole('button', { name: 'Choose Ada O.' }));
    dialog = screen.getByRole('alertdialog', { name: 'Merge Ada O. into Ada Obi?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Customers merged', {
        description: 'Ada O. is now part of Ada Obi.',
      }),
    );
    expect(callsOf(fetchSpy, 'POST')).toEqual([
      {
        url: expect.objectContaining({ pathname: '/api/admin/customers/cus-1/merge' }) as URL,
        body: { otherId: 'cus-9' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Ada Obi' })),
    );
    // The page shows the merged customer (the server's answer): its order count, no notes left.
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('3')).toBeTruthy();
    expect(screen.getByText('No notes yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Customers found' })).toBeNull();
  });

  it('keeps the page as it was and says why when the server refuses the merge', async () => {
    const other = customerSummaryFixture({ id: 'cus-9', name: 'Ada O.' });
    serveCustomer(ada, (url) =>
      url.pathname === '/api/admin/customers'
        ? { status: 200, body: { customers: [other], total: 1 } }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'The customer to merge was not found.' } },
    );
    renderAdminAt('/admin/customers/cus-1');
    fireEvent.change(await screen.findByLabelText('Find the customer to merge'), {
      target: { value: 'Ada' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Ada O.' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Merge Ada O. into Ada Obi?' })).getByRole('button', {
        name: 'Merge',
      }),
    );
    expect(await screen.findByText('The customer to merge was not found.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('passes axe with the forms open (colour contrast and landmarks are the browser journey’s)', async () => {
    serveCustomer(ada, () => ({
      status: 200,
      body: { customers: [customerSummaryFixture({ id: 'cus-9', name: 'Ada O.' })], total: 1 },
    }));
    renderAdminAt('/admin/customers/cus-1');
    fireEvent.change(await screen.findByLabelText('Find the customer to merge'), {
      target: { value: 'Ada' },
    });
    await screen.findByRole('list', { name: 'Customers found' });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
