import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { currentQueries } from './page-data';

describe("the page's queries as the app takes them", () => {
  it('counts data drawn long ago as fresh now, and keeps the data', () => {
    const server = new QueryClient();
    server.setQueryData(['products', 'featured'], [{ id: 'lift' }], { updatedAt: 1_000 });
    const queries = currentQueries(dehydrate(server), 5_000_000);
    expect(queries.queries).toHaveLength(1);
    expect(queries.queries[0]!.state.dataUpdatedAt).toBe(5_000_000);
    expect(queries.queries[0]!.state.data).toEqual([{ id: 'lift' }]);
  });
});
