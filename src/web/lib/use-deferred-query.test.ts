import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery } from './use-deferred-query';

describe('useDeferredQuery', () => {
  it('gives the query back as it is while its data has been drawn', () => {
    const query = { data: ['lift'], isPending: false, isError: false };
    const { result } = renderHook(() => useDeferredQuery(query));
    expect(result.current).toBe(query);
  });

  it('stays loading until the answer is drawn, then shows it', async () => {
    const states: { data: string[] | undefined; isPending: boolean }[] = [];
    const { result, rerender } = renderHook(
      ({ query }) => {
        const shown = useDeferredQuery(query);
        states.push({ data: shown.data, isPending: shown.isPending });
        return shown;
      },
      { initialProps: { query: { data: undefined as string[] | undefined, isPending: true } } },
    );
    rerender({ query: { data: ['lift', 'booth'], isPending: false } });
    await waitFor(() => expect(result.current.data).toEqual(['lift', 'booth']));
    expect(result.current.isPending).toBe(false);
    // Never a moment with no data that is not loading (the shop would show "No products found").
    expect(states.every((state) => state.data !== undefined || state.isPending)).toBe(true);
  });
});
