import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { orderFixture } from '../../test/order-fixture';
import { AdminDashboard } from './components/admin-dashboard';

/** Helpers of the dashboard's component tests: a stubbed fetch and the dashboard at a URL. */
export type Handler = (url: URL, init: RequestInit | undefined) => { status: number; body: unknown };

export function serve(handler: Handler) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const { status, body } = handler(new URL(String(input), 'http://shop.test'), init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

/** The fetch calls made with one method, as [url, parsed body]. */
export function callsOf(fetchSpy: ReturnType<typeof serve>, method: string) {
  return fetchSpy.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://shop.test'),
      body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
    }));
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.search}</p>;
}

export function renderAdminAt(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/admin${search}`]}>
        <AdminDashboard />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

export const where = () => screen.getByTestId('where').textContent;

export const anOrder = orderFixture('GE-1001');

export const WHATSAPP_URL = 'https://wa.me/2348000000000?text=Order%20GE-1001';
