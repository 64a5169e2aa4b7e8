import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NIGERIAN_STATES } from '../../shared/nigeria';
import { defaultBusinessDetails } from '../../shared/settings';
import { callsOf, renderAdminAt, serve, type Handler } from './admin-test-support';

const SEARCH_WORDS = '/api/admin/settings/search-words';
const stamp = { updatedAt: null, updatedBy: null };

/** The settings' GETs (two groups of search words), and the PUTs answered by `put`. */
function server(
  put: Handler = (_url, init) => ({ status: 200, body: { ...JSON.parse(String(init?.body)), ...stamp } }),
) {
  return serve((url, init) => {
    if (init?.method === 'PUT') return put(url, init);
    if (url.pathname === SEARCH_WORDS)
      return {
        status: 200,
        body: {
          groups: [
            ['lift', 'hoist'],
            ['scanner', 'scan tool'],
          ],
          ...stamp,
        },
      };
    if (url.pathname.endsWith('/business'))
      return { status: 200, body: { details: defaultBusinessDetails('2348035550142'), ...stamp } };
    return {
      status: 200,
      body: {
        classes: [{ id: 'parcel', name: 'Parcel' }],
        fees: NIGERIAN_STATES.map((state) => ({ state, classId: 'parcel', fee: null, ...stamp })),
      },
    };
  });
}

const words = () => screen.getByLabelText('Groups of words, one group a line') as HTMLTextAreaElement;

describe('Settings: search words', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the groups one a line in a labelled box', async () => {
    server();
    renderAdminAt('/admin/settings');
    expect(await screen.findByRole('heading', { name: 'Search words' })).toBeTruthy();
    expect(words().value).toBe('lift, hoist\nscanner, scan tool');
  });

  it('checks the lines before sending: a group of one word is named by its line', async () => {
    const fetchSpy = server();
    renderAdminAt('/admin/settings');
    await screen.findByRole('heading', { name: 'Search words' });
    fireEvent.change(words(), { target: { value: 'lift, hoist\nramp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save search words' }));
    expect(await screen.findByText(/Line 2: a group needs at least two words or phrases/)).toBeTruthy();
    expect(words().getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(fetchSpy, 'PUT')).toEqual([]);
  });

  it('sends the groups, trimmed and without blank lines, and says they are saved', async () => {
    const fetchSpy = server();
    renderAdminAt('/admin/settings');
    await screen.findByRole('heading', { name: 'Search words' });
    fireEvent.change(words(), { target: { value: 'lift, hoist ,  ramp\n\n scanner,scan tool ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save search words' }));
    expect(await screen.findByText(/Search words saved/)).toBeTruthy();
    expect(callsOf(fetchSpy, 'PUT').map((call) => call.body)).toEqual([
      {
        groups: [
          ['lift', 'hoist', 'ramp'],
          ['scanner', 'scan tool'],
        ],
      },
    ]);
    expect(words().value).toBe('lift, hoist, ramp\nscanner, scan tool');
  });
});
