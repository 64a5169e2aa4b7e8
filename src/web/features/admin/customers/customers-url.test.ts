import { describe, expect, it } from 'vitest';
import {
  adminCustomerPath,
  customerFilterChange,
  customerFilterQuery,
  customerListParams,
  parseCustomerFilters,
} from './customers-url';

describe('customers-url', () => {
  it('reads the filters from the address, unknown values falling back to their defaults', () => {
    expect(parseCustomerFilters(new URLSearchParams(''))).toEqual({
      q: '',
      state: 'all',
      tag: 'all',
      sort: 'lastOrder',
    });
    expect(
      parseCustomerFilters(new URLSearchParams('q=0803&state=Lagos&tag=%20Dealer%20&sort=lifetimePaid')),
    ).toEqual({ q: '0803', state: 'Lagos', tag: 'dealer', sort: 'lifetimePaid' });
    expect(parseCustomerFilters(new URLSearchParams('state=Atlantis&sort=name'))).toMatchObject({
      state: 'all',
      sort: 'lastOrder',
    });
  });

  it('asks the server for what is set only, and pages by offset', () => {
    const filters = parseCustomerFilters(new URLSearchParams('q=%20ada%20&tag=fleet'));
    expect(customerFilterQuery(filters)).toEqual({
      q: 'ada',
      state: undefined,
      tag: 'fleet',
      sort: 'lastOrder',
    });
    expect(customerListParams(filters, 25)).toMatchObject({ offset: 25, limit: 25 });
  });

  it('leaves the default sort out of the address', () => {
    expect(customerFilterChange({ sort: 'lastOrder' })).toEqual({ sort: '' });
    expect(customerFilterChange({ sort: 'orders' })).toEqual({ sort: 'orders' });
    expect(customerFilterChange({ q: 'x' })).toEqual({ q: 'x' });
  });

  it('builds a customer page path', () => {
    expect(adminCustomerPath('c 1')).toBe('/admin/customers/c%201');
  });
});
