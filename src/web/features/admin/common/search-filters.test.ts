import { describe, expect, it } from 'vitest';
import { oneOf, withFilters } from './search-filters';

const params = (search: string) => new URLSearchParams(search);

describe('filters in the search', () => {
  it('sets a filter and keeps the others in their place', () => {
    expect(withFilters(params('status=paid'), { q: 'GE-1001' }).toString()).toBe('status=paid&q=GE-1001');
    expect(withFilters(params('q=lift&status=active'), { q: 'jack' }).toString()).toBe(
      'q=jack&status=active',
    );
  });

  it('leaves the defaults out of the URL', () => {
    expect(withFilters(params('q=lift&status=active'), { q: ' ', status: 'all' }).toString()).toBe('');
    expect(withFilters(params('show=handled'), { show: 'all' }).toString()).toBe('');
  });

  it('reads a known value, or the default', () => {
    const statuses = ['all', 'active', 'deleted'] as const;
    expect(oneOf(params('status=deleted'), 'status', statuses, 'all')).toBe('deleted');
    expect(oneOf(params('status=bogus'), 'status', statuses, 'all')).toBe('all');
    expect(oneOf(params(''), 'status', statuses, 'all')).toBe('all');
  });
});
