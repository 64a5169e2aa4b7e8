import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShopFilters } from '../hooks/use-shop-filters';
import { ShopResults } from './shop-results';
import { ShopSidebar } from './shop-sidebar';

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

/** The shop's filters as the shop page wires them: the sidebar, and the empty state's Clear Filters. */
function ShopFilters() {
  const shopFilters = useShopFilters();
  return (
    <>
      <ShopSidebar {...shopFilters} />
      <ShopResults
        products={[]}
        view="grid"
        isPending={false}
        isError={false}
        error={null}
        isRefreshing={false}
        hasMore={false}
        isLoadingMore={false}
        onLoadMore={() => undefined}
        onRetry={() => undefined}
        onClearFilters={shopFilters.clearFilters}
      />
    </>
  );
}

function renderShopAt(search: string) {
  render(
    <MemoryRouter initialEntries={[`/shop${search}`]}>
      <ShopFilters />
      <Where />
    </MemoryRouter>,
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
const where = () => screen.getByTestId('where').textContent;

describe('Clear All and Clear Filters against a search still being typed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('Clear All right after typing cancels the pending search and empties the box', () => {
    renderShopAt('?sort=rating');
    fireEvent.change(searchBox(), { target: { value: 'lift' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(searchBox().value).toBe('');
    expect(where()).toBe('?sort=rating');
  });

  it('Clear All right after changing a committed search cancels the change too', () => {
    renderShopAt('?q=scan&category=diagnostictools');
    fireEvent.change(searchBox(), { target: { value: 'scanner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(searchBox().value).toBe('');
    expect(where()).toBe('');
  });

  it('Clear Filters right after typing cancels the pending search and empties the box', () => {
    renderShopAt('');
    fireEvent.change(searchBox(), { target: { value: 'no such thing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(searchBox().value).toBe('');
    expect(where()).toBe('');
  });

  it('a price still being dragged is dropped by Clear All', () => {
    renderShopAt('');
    fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '5000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    act(() => vi.advanceTimersByTime(1000));
    expect((screen.getByLabelText('Minimum price') as HTMLInputElement).value).toBe('0');
    expect(where()).toBe('');
  });

  it('a search left alone is still committed after the pause', () => {
    renderShopAt('');
    fireEvent.change(searchBox(), { target: { value: 'lift' } });
    act(() => vi.advanceTimersByTime(350));
    expect(where()).toBe('?q=lift');
  });
});
