import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCustomerRoutes } from '../../../../../shared/api-routes-customers';
import { CUSTOMER_MESSAGES } from '../../../../../shared/customers';
import { customerDetailFixture } from '../../../../test/customer-fixture';
import { stubRoute } from '../../../../test/stub-route';
import { useCustomerTags } from './use-customer-tags';

vi.mock('../../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useCustomerTags', () => {
  afterEach(() => vi.restoreAllMocks());

  it('ticks, adds and saves the whole list in the order shown', async () => {
    const fetchSpy = stubRoute(adminCustomerRoutes.setCustomerTags, {
      customer: customerDetailFixture({ tags: ['fleet', 'vip'] }),
    });
    const { result } = renderHook(() => useCustomerTags('cus-1', ['dealer']), { wrapper });
    expect(result.current.isTicked('dealer')).toBe(true);
    act(() => result.current.toggle('dealer'));
    act(() => result.current.toggle('fleet'));
    act(() => result.current.setDraft('VIP'));
    act(() => result.current.add());
    expect(result.current.choices.at(-1)).toBe('vip');
    act(() => result.current.save());
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body))).toEqual({ tags: ['fleet', 'vip'] });
  });

  it('says why a tag or a list cannot be saved, and sends nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const many = Array.from({ length: 11 }, (_, index) => `t${index}`);
    const { result } = renderHook(() => useCustomerTags('cus-1', many), { wrapper });
    act(() => result.current.setDraft('x'.repeat(31)));
    act(() => result.current.add());
    expect(result.current.addError).toBe(CUSTOMER_MESSAGES.tagTooLong);
    act(() => result.current.save());
    expect(result.current.saveError).toBe(CUSTOMER_MESSAGES.tooManyTags);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
