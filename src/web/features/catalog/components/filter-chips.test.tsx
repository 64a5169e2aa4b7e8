import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useShopFilters } from '../hooks/use-shop-filters';
import { FilterChips } from './filter-chips';

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

function Chips() {
  const { filters, setFilters } = useShopFilters();
  return <FilterChips filters={filters} onChange={setFilters} />;
}

function renderAt(search: string) {
  render(
    <MemoryRouter initialEntries={[`/shop${search}`]}>
      <Chips />
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('FilterChips: the active filters above the results', () => {
  afterEach(cleanup);

  it('shows one labelled remove button per active filter, and nothing without filters', () => {
    renderAt('?q=lift&category=garagetools&maxPrice=5000000&sort=price-asc');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Remove filter: “lift”', 'Remove filter: Garage Tools', 'Remove filter: Up to ₦5,000,000']);
    cleanup();
    renderAt('?sort=rating');
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('removes the chosen filter from the URL and keeps the others and the sort', () => {
    renderAt('?category=diagnostictools&subCategory=xtool&q=scan&sort=rating');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: XTOOL' }));
    expect(where()).toBe('?category=diagnostictools&q=scan&sort=rating');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Diagnostic Tools' }));
    expect(where()).toBe('?q=scan&sort=rating');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: “scan”' }));
    expect(where()).toBe('?sort=rating');
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('removing the query drops the Relevance order that came with it', () => {
    renderAt('?q=lift&category=garagetools');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: “lift”' }));
    expect(where()).toBe('?category=garagetools');
  });
});
