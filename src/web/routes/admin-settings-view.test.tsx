import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NIGERIAN_STATES } from '../../shared/nigeria';
import { defaultBusinessDetails, type BusinessDetails } from '../../shared/settings';
import { PAGE_IDENTITY } from '../test/page-setup';
import { callsOf, renderAdminAt, serve, type Handler } from './admin-test-support';

const BUSINESS = '/api/admin/settings/business';
const FEES = '/api/admin/settings/delivery-fees';
const SEARCH_WORDS = '/api/admin/settings/search-words';
const stamp = { updatedAt: null, updatedBy: null };
/** One class, so each state has one row. */
const fees = (set: Record<string, number> = {}) => ({
  classes: [{ id: 'parcel', name: 'Parcel' }],
  fees: NIGERIAN_STATES.map((state) => ({ state, classId: 'parcel', fee: set[state] ?? null, ...stamp })),
});
const saved: BusinessDetails = {
  ...defaultBusinessDetails('2348035550142'),
  address: '24 Oba Akran Avenue',
  phone: '2348035550142',
  email: 'sales@garagepro.ng',
  bankName: 'Zenith Bank',
  accountName: 'GaragePro Ltd',
  accountNumber: '1012345678',
};

/** The three GETs, and the PUTs answered by `put`. */
function server(put: Handler = () => ({ status: 500, body: { code: 'INTERNAL', message: 'Down' } })) {
  return serve((url, init) => {
    if (init?.method === 'PUT') return put(url, init);
    if (url.pathname === BUSINESS) return { status: 200, body: { details: saved, ...stamp } };
    if (url.pathname === SEARCH_WORDS)
      return { status: 200, body: { groups: [['lift', 'hoist']], ...stamp } };
    // The header's identity, asked again once the business details are saved.
    if (url.pathname === '/api/shop') return { status: 200, body: PAGE_IDENTITY };
    return { status: 200, body: fees({ Lagos: 5000 }) };
  });
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('Settings', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is a section of the admin, with its tab marked', async () => {
    server();
    renderAdminAt('/admin/settings');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Business details' })).toBeTruthy();
  });

  it('shows the saved details in labelled fields, phones as people read them', async () => {
    server();
    renderAdminAt('/admin/settings');
    await screen.findByLabelText('Trading name');
    expect(field('Trading name').value).toBe('GaragePro');
    expect(field('Phone').value).toBe('+234 803 555 0142');
    expect(field('Account number (NUBAN)').value).toBe('1012345678');
    expect(field('Proforma validity (days)').value).toBe('7');
    expect(screen.getByText(/Not saved yet/)).toBeTruthy();
  });

  it('checks the account number before sending: 10 digits', async () => {
    const fetchSpy = server();
    renderAdminAt('/admin/settings');
    await screen.findByLabelText('Trading name');
    type('Account number (NUBAN)', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('Account number must be exactly 10 digits (NUBAN)')).toBeTruthy();
    expect(field('Account number (NUBAN)').getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(fetchSpy, 'PUT')).toEqual([]);
  });

  it("puts the server's message beside its field and keeps what was typed", async () => {
    server(() => ({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'email: Please enter a valid email address',
        details: [{ field: 'email', message: 'That address bounces' }],
      },
    }));
    renderAdminAt('/admin/settings');
    await screen.findByLabelText('Trading name');
    type('Bank name', 'GTBank');
    fireEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('That address bounces')).toBeTruthy();
    expect(field('Email').getAttribute('aria-describedby')).toBe('settings-email-error');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Business details not saved. email: Please enter a valid email address',
    );
    expect(field('Bank name').value).toBe('GTBank');
  });

  it('saves and confirms, sending the details as the server keeps them', async () => {
    const fetchSpy = server((_url, init) => ({
      status: 200,
      body: {
        details: JSON.parse(String(init?.body)) as BusinessDetails,
        updatedAt: '2026-03-01T10:00:00.000Z',
        updatedBy: 'Bola Seller',
      },
    }));
    renderAdminAt('/admin/settings');
    await screen.findByLabelText('Trading name');
    type('Other phone (optional)', '0812 555 0198');
    type('Proforma validity (days)', '14');
    fireEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('Business details saved.')).toBeTruthy();
    const [put] = callsOf(fetchSpy, 'PUT');
    expect(put?.url.pathname).toBe(BUSINESS);
    expect(put?.body).toEqual({ ...saved, otherPhone: '2348125550198', proformaValidityDays: 14 });
    expect(screen.getByText(/Last saved by Bola Seller/)).toBeTruthy();
    expect(field('Other phone (optional)').value).toBe('+234 812 555 0198');
  });

  it('edits the WhatsApp number for orders and the rows of business hours', async () => {
    const fetchSpy = server((_url, init) => ({
      status: 200,
      body: {
        details: JSON.parse(String(init?.body)) as BusinessDetails,
        updatedAt: '2026-03-01T10:00:00.000Z',
        updatedBy: 'Bola Seller',
      },
    }));
    renderAdminAt('/admin/settings');
    await screen.findByLabelText('Trading name');
    expect(field('WhatsApp number for orders').value).toBe('+234 803 555 0142');
    expect(field('Days (row 1)').value).toBe('Mon-Fri');
    expect(field('Hours (row 3)').value).toBe('Closed');
    type('WhatsApp number for orders', '0807 777 8888');
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 2 of the business hours' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a row of hours' }));
    type('Days (row 3)', 'Public holidays');
    type('Hours (row 3)', 'Closed');
    fireEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('Business details saved.')).toBeTruthy();
    const [put] = callsOf(fetchSpy, 'PUT');
    expect(put?.body).toMatchObject({
      whatsapp: '2348077778888',
      hours: [
        { days: 'Mon-Fri', hours: '8:00 AM - 6:00 PM' },
        { days: 'Sun', hours: 'Closed' },
        { days: 'Public holidays', hours: 'Closed' },
      ],
    });
  });

  it('sets the deposit asked of new orders and the provider shoppers pay through', async () => {
    const fetchSpy = server((_url, init) => ({
      status: 200,
      body: {
        details: JSON.parse(String(init?.body)) as BusinessDetails,
        updatedAt: '2026-03-01T10:00:00.000Z',
        updatedBy: 'Bola Seller',
      },
    }));
    renderAdminAt('/admin/settings');
    await screen.findByLabelText('Trading name');
    expect(field('Deposit for new orders (%)').value).toBe('0');
    expect(field('Online payments through').value).toBe('paystack');
    type('Deposit for new orders (%)', '101');
    fireEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('The deposit must be a whole percentage from 0 to 100')).toBeTruthy();
    expect(field('Deposit for new orders (%)').getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(fetchSpy, 'PUT')).toEqual([]);

    type('Deposit for new orders (%)', '30');
    fireEvent.change(field('Online payments through'), { target: { value: 'flutterwave' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('Business details saved.')).toBeTruthy();
    const [put] = callsOf(fetchSpy, 'PUT');
    expect(put?.body).toEqual({ ...saved, depositPercent: 30, paymentProvider: 'flutterwave' });
  });

  it('refuses a blank row of hours before sending, beside its field', async () => {
    const fetchSpy = server();
    renderAdminAt('/admin/settings');
    await screen.findByLabelText('Trading name');
    type('Hours (row 2)', ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('Hours is required')).toBeTruthy();
    expect(field('Hours (row 2)').getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(fetchSpy, 'PUT')).toEqual([]);
  });
});

describe('Delivery fees', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const quote = (state: string) =>
    screen.getByRole('checkbox', { name: `Quote on request for ${state}, Parcel` });

  it('lists the 37 states, each with a labelled fee and a Quote on request box', async () => {
    server();
    renderAdminAt('/admin/settings');
    const list = await screen.findByRole('list', { name: 'Delivery fee per state and class' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(37);
    expect(field('Fee to Lagos, Parcel (naira)').value).toBe('5,000');
    expect((quote('Lagos') as HTMLInputElement).checked).toBe(false);
    expect((quote('Kano') as HTMLInputElement).checked).toBe(true);
  });

  it('typing a fee unticks Quote on request; Save all sends the whole table', async () => {
    const fetchSpy = server(() => ({ status: 200, body: fees({ Lagos: 5000, Kano: 12500.5 }) }));
    renderAdminAt('/admin/settings');
    await screen.findByLabelText('Fee to Kano, Parcel (naira)');
    type('Fee to Kano, Parcel (naira)', '12,500.50');
    expect((quote('Kano') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save all fees' }));
    expect(await screen.findByText('Delivery fees saved.')).toBeTruthy();
    const [put] = callsOf(fetchSpy, 'PUT');
    expect(put?.url.pathname).toBe(FEES);
    const sent = (put?.body as { fees: { state: string; fee: number | null }[] }).fees;
    expect(sent).toHaveLength(37);
    expect(sent.find((row) => row.state === 'Kano')?.fee).toBe(12500.5);
    expect(sent.find((row) => row.state === 'Lagos')?.fee).toBe(5000);
    expect(sent.find((row) => row.state === 'Abia')?.fee).toBeNull();
  });

  it('marks a row it cannot read and sends nothing; a refused table keeps what was typed', async () => {
    const fetchSpy = server(() => ({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'fees.1.fee: Fee is too large',
        details: [{ field: 'fees.1.fee', message: 'Fee is too large' }],
      },
    }));
    renderAdminAt('/admin/settings');
    await screen.findByLabelText('Fee to Abia, Parcel (naira)');
    type('Fee to Abia, Parcel (naira)', 'five');
    fireEvent.click(screen.getByRole('button', { name: 'Save all fees' }));
    expect(await screen.findByText('Fee must be a number such as 5,000')).toBeTruthy();
    expect(callsOf(fetchSpy, 'PUT')).toEqual([]);

    fireEvent.click(quote('Abia'));
    type('Fee to Adamawa, Parcel (naira)', '900000');
    fireEvent.click(screen.getByRole('button', { name: 'Save all fees' }));
    expect(await screen.findByText('Fee is too large')).toBeTruthy();
    await waitFor(() =>
      expect(field('Fee to Adamawa, Parcel (naira)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(field('Fee to Adamawa, Parcel (naira)').value).toBe('900000');
  });
});

describe('Delivery classes', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('renames a class, adds one and saves them in the owner’s order', async () => {
    const fetchSpy = server(() => ({
      status: 200,
      body: {
        classes: [
          { id: 'parcel', name: 'Small parcel' },
          { id: 'class-1', name: 'Crate' },
        ],
      },
    }));
    renderAdminAt('/admin/settings');
    const list = await screen.findByRole('list', { name: 'Delivery classes, smallest first' });
    expect(field('Name of class 1').value).toBe('Parcel');
    type('Name of class 1', 'Small parcel');
    fireEvent.click(screen.getByRole('button', { name: 'Add a class' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    type('Name of class 2', 'Crate');
    fireEvent.click(screen.getByRole('button', { name: 'Save classes' }));
    expect(await screen.findByText('Delivery classes saved.')).toBeTruthy();
    const [put] = callsOf(fetchSpy, 'PUT');
    expect(put?.url.pathname).toBe('/api/admin/settings/delivery-classes');
    expect(put?.body).toEqual({ classes: [{ id: 'parcel', name: 'Small parcel' }, { name: 'Crate' }] });
  });

  it('refuses a blank name beside it and sends nothing', async () => {
    const fetchSpy = server();
    renderAdminAt('/admin/settings');
    await screen.findByLabelText('Name of class 1');
    type('Name of class 1', ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Save classes' }));
    expect(await screen.findByText('Class name is required')).toBeTruthy();
    expect(callsOf(fetchSpy, 'PUT')).toEqual([]);
  });
});
