import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useShopFilters } from '../hooks/use-shop-filters';
import { FilterSheet, showProductsLabel } from './filter-sheet';

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

function Sheet({ matching }: { matching: number }) {
  const shopFilters = useShopFilters();
  return <FilterSheet {...shopFilters} matching={matching} isRefreshing={false} />;
}

function renderSheet(search = '') {
  render(
    <MemoryRouter initialEntries={[`/shop${search}`]}>
      <Sheet matching={12} />
      <Where />
    </MemoryRouter>,
  );
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;
const where = () => screen.getByTestId('where').textContent;

describe('FilterSheet: the filters over the results on a phone', () => {
  afterEach(cleanup);

  it('opens as a modal dialog named Filters, and "Show N products" closes it', () => {
    renderSheet();
    expect(dialog().open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show Filters' }));
    expect(dialog().open).toBe(true);
    expect(dialog().getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { name: 'Filters' }).id,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show 12 products' }));
    expect(dialog().open).toBe(false);
  });

  it('closes once a category or a sub-category is picked, with the choice in the URL', () => {
    renderSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Show Filters' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Garage Tools' }));
    expect(dialog().open).toBe(false);
    expect(where()).toBe('?category=garagetools');

    fireEvent.click(screen.getByRole('button', { name: 'Show Filters' }));
    fireEvent.click(screen.getByRole('button', { name: 'Diagnostic Tools sub-categories' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Thinkcar' }));
    expect(dialog().open).toBe(false);
    expect(where()).toBe('?category=diagnostictools&subCategory=thinkcar');
  });

  it('stays open while the price or the search changes, and its Clear All clears the filters', () => {
    renderSheet('?category=lubebay&sort=rating');
    fireEvent.click(screen.getByRole('button', { name: 'Show Filters' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'pump' } });
    expect(dialog().open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(where()).toBe('?sort=rating');
    expect(dialog().open).toBe(true);
  });

  it('counts the products only when the count is current', () => {
    expect(showProductsLabel(12, true)).toBe('Show 12 products');
    expect(showProductsLabel(1, true)).toBe('Show 1 product');
    expect(showProductsLabel(12, false)).toBe('Show products');
    expect(showProductsLabel(undefined, true)).toBe('Show products');
  });
});
