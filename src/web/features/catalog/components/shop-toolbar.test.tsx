import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopToolbar } from './shop-toolbar';

const sortBox = () => screen.getByLabelText('Sort by') as HTMLSelectElement;
const offered = () => [...sortBox().options].map((option) => option.textContent);

describe('ShopToolbar: the sort', () => {
  afterEach(cleanup);

  it('offers Relevance first while a query is set, and the specification sorts still apply', () => {
    const onSort = vi.fn();
    render(
      <ShopToolbar
        shown={3}
        matching={3}
        sort="relevance"
        searching
        view="grid"
        onSort={onSort}
        onView={() => undefined}
      />,
    );
    expect(sortBox().value).toBe('relevance');
    expect(offered()).toEqual(['Relevance', 'Name', 'Price: Low to High', 'Price: High to Low', 'Rating']);
    fireEvent.change(sortBox(), { target: { value: 'price-asc' } });
    expect(onSort).toHaveBeenCalledWith('price-asc');
    expect(screen.getByText('Showing 3 of 3 products')).toBeTruthy();
  });

  it('offers no Relevance without a query', () => {
    render(
      <ShopToolbar
        shown={24}
        matching={30}
        sort="name"
        searching={false}
        view="grid"
        onSort={() => undefined}
        onView={() => undefined}
      />,
    );
    expect(offered()).toEqual(['Name', 'Price: Low to High', 'Price: High to Low', 'Rating']);
  });
});
