import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { AdminPage } from './admin';
import { routePath } from '../../shared/api-route';
import { adminOrderRoutes } from '../../shared/api-routes-admin-orders';
import { adminSettingsRoutes } from '../../shared/api-routes-admin-settings';
import { defaultBusinessDetails } from '../../shared/settings';
import type { StaffLevel } from '../../shared/staff';
import { AsStaff } from '../test/auth-context';
import { orderFixture } from '../test/order-fixture';
import { serve as serveFetch, type Handler } from '../test/serve-fetch';

/** Helpers of the admin's route tests: the one stubbed fetch (test/serve-fetch.ts) and the admin at a URL. */
export type { Handler };

/**
 * The stubbed server of an admin page: the tabs' counts, which every page asks for, answered as none (the
 * Messages tab counts from the Messages list: a test of that page answers it, `answersMessages`; a test of
 * the counts answers them with test/serve-fetch's `serve`); every other request by the handler.
 */
export function serve(handler: Handler, { answersMessages = false } = {}) {
  return serveFetch((url, init) => {
    if ((init?.method ?? 'GET') === 'GET' && isTabCount(url.href)) {
      if (url.pathname === routePath(adminOrderRoutes.adminOrders))
        return { status: 200, body: { orders: [], total: 0 } };
      if (!answersMessages) return { status: 200, body: { messages: [], notHandled: 0 } };
    }
    return handler(url, init);
  });
}

/** The page's fetch calls made with one method, as [url, parsed body] (the tabs' counts left out). */
export function callsOf(fetchSpy: ReturnType<typeof serve>, method: string) {
  return fetchSpy.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && !isTabCount(String(input)))
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://shop.test'),
      body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
    }));
}

function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <p data-testid="navigation">{useNavigationType()}</p>
    </>
  );
}

/** The admin at `url` (e.g. `/admin/orders?status=paid`), as router.tsx mounts it under /admin/*. */
export function renderAdminAt(url: string, staffLevel: StaffLevel = 'owner') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AsStaff staffLevel={staffLevel}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/admin/*" element={<AdminPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </AsStaff>
    </QueryClientProvider>,
  );
  return client;
}

/** The current path and search. */
export const where = () => screen.getByTestId('where').textContent;

/** How the current entry was reached: 'PUSH', 'REPLACE' or 'POP' (the first one). */
export const navigationType = () => screen.getByTestId('navigation').textContent;

export const anOrder = orderFixture('GE-1001');

/** GET /api/admin/settings/business of a shop whose details were saved: the Overview prompts nothing. */
export const savedBusinessDetails = {
  status: 200,
  body: {
    details: defaultBusinessDetails('2348000000000'),
    updatedAt: '2026-01-02T09:00:00.000Z',
    updatedBy: 'Test owner',
  },
};

export const WHATSAPP_URL = 'https://wa.me/2348000000000?text=Order%20GE-1001';

/**
 * The Orders and Messages tabs' counts, which every admin page asks for (orders awaiting confirmation,
 * messages not handled): left out of the page's own requests.
 */
export function isTabCount(input: string): boolean {
  const url = new URL(input, 'http://shop.test');
  return (
    (url.pathname === routePath(adminOrderRoutes.adminOrders) &&
      url.searchParams.get('status') === 'awaiting_confirmation' &&
      url.searchParams.get('limit') === '1') ||
    url.pathname === routePath(adminSettingsRoutes.contactMessages)
  );
}
