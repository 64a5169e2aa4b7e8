import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SuggestionsResponse } from '../../../../shared/search';
import { productFixture } from '../../../test/product-fixture';
import { serve } from '../../../test/serve-fetch';
import { HeaderSearch } from './header-search';

const ANSWER: SuggestionsResponse = {
  products: [
    productFixture({ id: 'scan-1', name: 'XTOOL A30 Max Wireless Scanner', price: 450_000 }),
    productFixture({ id: 'scan-2', name: 'Konwei KW680 ABS SRS Scanner', price: 95_000 }),
  ],
  categories: [
    { id: 'diagnostictools', name: 'Diagnostic Tools' },
    { id: 'konwei', name: 'Konwei', parentId: 'diagnostictools' },
  ],
  brands: ['XTOOL'],
  correctedQuery: 'scanner',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderSearch(answer: SuggestionsResponse = ANSWER) {
  const fetchSpy = serve((url) =>
    url.pathname === '/api/search/suggestions'
      ? { status: 200, body: answer }
      : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <HeaderSearch />
        <button type="button">Elsewhere</button>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchSpy;
}

const box = () => screen.getByRole('combobox', { name: 'Search the shop' }) as HTMLInputElement;
const where = () => screen.getByTestId('where').textContent;
const options = () => screen.getAllByRole('option');
const activeOption = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

async function typeAndWait(text: string) {
  fireEvent.change(box(), { target: { value: text } });
  await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
}

describe('HeaderSearch: the header search box as an ARIA combobox', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is a labelled combobox in a search form, tied to its list of suggestions', async () => {
    renderSearch();
    expect(screen.getByRole('search', { name: 'Site search' }).contains(box())).toBe(true);
    expect(box().getAttribute('aria-autocomplete')).toBe('list');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    await typeAndWait('scaner');
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(box().getAttribute('aria-controls')).toBe(listbox.id);
  });

  it('asks nothing for one character, and suggests products with price, categories and brands from two', async () => {
    const fetchSpy = renderSearch();
    fireEvent.change(box(), { target: { value: 's' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(box().getAttribute('aria-expanded')).toBe('false');

    await typeAndWait('scaner');
    const asked = new URL(String(fetchSpy.mock.calls.at(-1)?.[0]), 'http://shop.test');
    expect(asked.pathname).toBe('/api/search/suggestions');
    expect(asked.searchParams.get('q')).toBe('scaner');
    const products = screen.getByRole('group', { name: 'Products' });
    expect(within(products).getAllByRole('option')[0]?.textContent).toContain(
      'XTOOL A30 Max Wireless Scanner',
    );
    expect(within(products).getAllByRole('option')[0]?.textContent).toContain('₦450,000');
    expect(within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('option')).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'Brands' })).getByRole('option').textContent).toBe(
      'XTOOL',
    );
    expect(screen.getByText(/Showing results for/).textContent).toBe('Showing results for “scanner”');
  });

  it('moves through the options with ArrowDown and ArrowUp, wrapping, and Enter opens the active product', async () => {
    renderSearch();
    await typeAndWait('scaner');
    expect(activeOption()).toBeNull();
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(activeOption()).toBe(options()[0]);
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(activeOption()).toBe(options()[1]);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(activeOption()).toBe(options().at(-1));
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(activeOption()).toBe(options()[0]);

    fireEvent.submit(screen.getByRole('search'));
    expect(where()).toBe('/product/scan-1');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a sub-category within its category, and a brand as a search', async () => {
    renderSearch();
    await typeAndWait('konwei');
    fireEvent.click(screen.getByRole('option', { name: /Konwei in Diagnostic Tools/ }));
    expect(where()).toBe('/shop?category=diagnostictools&subCategory=konwei');

    await typeAndWait('xtool');
    for (let step = 0; step < 5; step++) fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(activeOption()?.textContent).toBe('XTOOL');
    fireEvent.submit(screen.getByRole('search'));
    expect(where()).toBe('/shop?q=XTOOL');
  });

  it('Enter with no active option opens the shop with the query', async () => {
    renderSearch();
    await typeAndWait('  spray both ');
    fireEvent.submit(screen.getByRole('search'));
    expect(where()).toBe('/shop?q=spray+both');
  });

  it('Escape closes the list first, then clears the box', async () => {
    renderSearch();
    await typeAndWait('scaner');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    expect(box().value).toBe('scaner');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().value).toBe('');
    expect(where()).toBe('/');
  });

  it('closes the list when the box loses focus, and shows it again when the box is focused again', async () => {
    renderSearch();
    await typeAndWait('scaner');
    fireEvent.blur(box(), { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(box().getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(box());
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });

  it('says so when nothing matches, and Enter still searches the shop', async () => {
    renderSearch({ products: [], categories: [], brands: [] });
    fireEvent.change(box(), { target: { value: 'zzzz' } });
    await screen.findByText('No suggestions. Press Enter to search the shop.');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.submit(screen.getByRole('search'));
    expect(where()).toBe('/shop?q=zzzz');
  });
});
