import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_MESSAGES, type ExportFile } from '../../shared/exports';
import { exportFixture } from '../test/export-fixture';
import { callsOf, renderAdminAt, serve } from './admin-test-support';

const queued = exportFixture();
const ready: ExportFile = { ...queued, status: 'ready', rowCount: 120, size: 33_000 };
const failed: ExportFile = { ...queued, status: 'failed', error: EXPORT_MESSAGES.failed };

/** The server: the list answers what `exports` holds now; a POST answers `posted` (or refuses). */
function server(state: { exports: ExportFile[]; posted?: ExportFile; refuse?: string }) {
  return serve((url, init) => {
    if (url.pathname === '/api/admin/exports' && init?.method === 'POST') {
      if (state.refuse) return { status: 429, body: { code: 'RATE_LIMITED', message: state.refuse } };
      state.exports = [state.posted!, ...state.exports];
      return { status: 202, body: { export: state.posted } };
    }
    if (url.pathname === '/api/admin/exports') return { status: 200, body: { exports: state.exports } };
    return { status: 200, body: { orders: [], total: 0 } };
  });
}

const listCalls = (fetchSpy: ReturnType<typeof serve>) =>
  callsOf(fetchSpy, 'GET').filter((call) => call.url.pathname === '/api/admin/exports').length;

describe('Import and export: exports made on the server', () => {
  let clicks: string[];
  beforeEach(() => {
    clicks = [];
    // The automatic download: a click on a download link, recorded instead of followed.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.getAttribute('href')!);
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('queues the catalogue, says it is being prepared, then that it is ready, and downloads it once', async () => {
    const state = { exports: [] as ExportFile[], posted: queued };
    const fetchSpy = server(state);
    renderAdminAt('/admin/products/import');
    expect(await screen.findByText('No exports in the last 24 hours.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Catalogue as CSV' }));
    const catalogue = screen.getByRole('region', { name: 'Export the catalogue' });
    const status = within(catalogue).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Preparing your file…'));
    expect(callsOf(fetchSpy, 'POST').map((call) => call.body)).toEqual([{ kind: 'products', format: 'csv' }]);
    expect(clicks).toEqual([]);

    // The list is asked for again about every second while the file is prepared.
    state.exports = [ready];
    await waitFor(() => expect(status.textContent).toContain('Your file is ready.'), { timeout: 3_000 });
    const link = within(status).getByRole('link', { name: 'Download garagepro-products-2026-11-24.csv' });
    expect(link.getAttribute('href')).toBe('/api/admin/exports/e1/file');
    expect(clicks).toEqual(['/api/admin/exports/e1/file']);

    const recent = screen.getByRole('table', { name: 'Recent exports' });
    const row = within(recent).getByRole('row', { name: /garagepro-products-2026-11-24\.csv/ });
    expect(row.textContent).toContain('Ready: 120 rows, 33 KB');
    expect(
      within(row).getByRole('link', { name: 'Download garagepro-products-2026-11-24.csv' }),
    ).toBeTruthy();

    // Nothing in progress: no more polling, and no second download.
    const asked = listCalls(fetchSpy);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(listCalls(fetchSpy)).toBe(asked);
    expect(clicks).toHaveLength(1);
  });

  it('says a failure in words and asks again with Try again', async () => {
    const state = { exports: [] as ExportFile[], posted: queued };
    const fetchSpy = server(state);
    renderAdminAt('/admin/products/import');
    await screen.findByText('No exports in the last 24 hours.');
    fireEvent.click(screen.getByRole('button', { name: 'Catalogue as CSV' }));
    const catalogue = screen.getByRole('region', { name: 'Export the catalogue' });
    await waitFor(() =>
      expect(within(catalogue).getByRole('status').textContent).toBe('Preparing your file…'),
    );
    state.exports = [failed];
    await waitFor(
      () => expect(within(catalogue).getByRole('status').textContent).toBe(EXPORT_MESSAGES.failed),
      {
        timeout: 3_000,
      },
    );
    expect(clicks).toEqual([]);
    state.posted = { ...queued, id: 'e2' };
    fireEvent.click(within(catalogue).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(catalogue).getByRole('status').textContent).toBe('Preparing your file…'),
    );
    expect(callsOf(fetchSpy, 'POST').map((call) => call.body)).toEqual([
      { kind: 'products', format: 'csv' },
      { kind: 'products', format: 'csv' },
    ]);
  });

  it('queues the orders of the period and shows a refusal (too many at once) as an alert', async () => {
    const state = { exports: [] as ExportFile[], refuse: EXPORT_MESSAGES.tooMany };
    const fetchSpy = server(state);
    renderAdminAt('/admin/products/import');
    await screen.findByText('No exports in the last 24 hours.');
    const orders = screen.getByRole('region', { name: 'Export orders' });
    fireEvent.change(within(orders).getByLabelText(/^From/), { target: { value: '2026-11-01' } });
    fireEvent.change(within(orders).getByLabelText(/^To/), { target: { value: '2026-11-24' } });
    fireEvent.click(within(orders).getByRole('button', { name: 'Orders as Excel' }));
    await waitFor(() => expect(within(orders).getByRole('alert').textContent).toBe(EXPORT_MESSAGES.tooMany));
    expect(callsOf(fetchSpy, 'POST').map((call) => call.body)).toEqual([
      { kind: 'orders', format: 'xlsx', from: '2026-11-01', to: '2026-11-24' },
    ]);
  });

  it('queues the ledger’s payments of a period for the accountant, and says what the file holds', async () => {
    const posted = exportFixture({
      kind: 'payments',
      from: '2026-11-02',
      to: '2026-11-20',
      fileName: 'garagepro-payments-2026-11-02-to-2026-11-20-made-2026-11-24.csv',
    });
    const state = { exports: [] as ExportFile[], posted };
    const fetchSpy = server(state);
    renderAdminAt('/admin/products/import');
    await screen.findByText('No exports in the last 24 hours.');
    const orders = screen.getByRole('region', { name: 'Export orders' });
    fireEvent.change(within(orders).getByLabelText(/^From/), { target: { value: '2026-11-02' } });
    fireEvent.change(within(orders).getByLabelText(/^To/), { target: { value: '2026-11-20' } });
    fireEvent.click(within(orders).getByRole('button', { name: 'Payments as CSV' }));
    await waitFor(() =>
      expect(callsOf(fetchSpy, 'POST').map((call) => call.body)).toEqual([
        { kind: 'payments', format: 'csv', from: '2026-11-02', to: '2026-11-20' },
      ]),
    );
    await waitFor(() => expect(within(orders).getByRole('status').textContent).toBe('Preparing your file…'));
    expect(await screen.findAllByText(/Payments 2 November 2026 to 20 November 2026, CSV/)).not.toHaveLength(
      0,
    );
  });
});
