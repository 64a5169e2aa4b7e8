import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopRoutes } from '../../shared/api-routes-shop';
import type { ShopIdentity } from '../../shared/shop';
import { serve } from '../test/serve-fetch';
import { stubRoute } from '../test/stub-route';

const IN_PAGE: ShopIdentity = {
  name: 'Ade Motors',
  whatsapp: '2348077778888',
  chatPhones: ['2348091114444'],
  email: 'hello@ademotors.example',
  address: '5 Creek Road, Apapa, Lagos',
  hours: [{ days: 'Mon-Sat', hours: '9:00 AM - 5:00 PM' }],
};

/** The module as a page loads it: it reads the page's block once, when first imported. */
async function load(block: string | null) {
  vi.resetModules();
  document.head.innerHTML =
    block === null ? '' : `<script type="application/json" id="shop-identity">${block}</script>`;
  return import('./shop-identity');
}

function answer(body: ShopIdentity) {
  return stubRoute(shopRoutes.shopIdentity, body);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the shop identity in the app', () => {
  it('is read from the page the server sent, with no request', async () => {
    const fetch = answer(IN_PAGE);
    const { useShopIdentity } = await load(JSON.stringify(IN_PAGE));
    const { result } = renderHook(() => useShopIdentity());
    expect(result.current).toEqual(IN_PAGE);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is asked for when the page has none, and again after the owner saves', async () => {
    const fetch = answer(IN_PAGE);
    const { useShopIdentity, refreshShopIdentity } = await load(null);
    const { result } = renderHook(() => useShopIdentity());
    await waitFor(() => expect(result.current).toEqual(IN_PAGE));
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/shop');
    answer({ ...IN_PAGE, whatsapp: '2348066660000' });
    await act(() => refreshShopIdentity());
    expect(result.current.whatsapp).toBe('2348066660000');
  });

  it('keeps what it has when the page block is not an identity or the request fails', async () => {
    serve(() => {
      throw new TypeError('offline');
    });
    const { useShopIdentity } = await load('{"name": 1}');
    const { result } = renderHook(() => useShopIdentity());
    await waitFor(() => expect(result.current.chatPhones).toEqual([]));
    expect(result.current.name).toBe('GaragePro');
  });
});
