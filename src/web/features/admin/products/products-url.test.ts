import { describe, expect, it } from 'vitest';
import { parseAdminView, parseListFilters, withAdminView, withListFilters } from './admin-url';

const params = (search: string) => new URLSearchParams(search);

describe('admin URL state', () => {
  it('reads the view', () => {
    expect(parseAdminView(params(''))).toEqual({ kind: 'list' });
    expect(parseAdminView(params('view=new'))).toEqual({ kind: 'new' });
    expect(parseAdminView(params('edit=abc'))).toEqual({ kind: 'edit', id: 'abc' });
    expect(parseAdminView(params('view=other&edit='))).toEqual({ kind: 'list' });
  });

  it('reads the list filters, with all as the default status', () => {
    expect(parseListFilters(params('q=lift&status=deleted'))).toEqual({ q: 'lift', status: 'deleted' });
    expect(parseListFilters(params('status=bogus'))).toEqual({ q: '', status: 'all' });
  });

  it('switches views and keeps the filters', () => {
    const edit = withAdminView(params('q=lift&view=new'), { kind: 'edit', id: 'p 1' });
    expect(edit.toString()).toBe('q=lift&edit=p+1');
    expect(withAdminView(edit, { kind: 'list' }).toString()).toBe('q=lift');
  });

  it('leaves the defaults out of the URL', () => {
    expect(withListFilters(params('q=lift&status=active'), { q: ' ', status: 'all' }).toString()).toBe('');
    expect(withListFilters(params('edit=x'), { status: 'deleted' }).toString()).toBe('edit=x&status=deleted');
  });
});
