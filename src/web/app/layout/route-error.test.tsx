import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

function Boom(): never {
  throw new Error('kaboom');
}

function renderInBoundary(children: React.ReactNode) {
  return render(
    <MemoryRouter>
      <RouteErrorBoundary>
        <Suspense fallback={null}>{children}</Suspense>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a friendly error view instead of a screen that throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInBoundary(<Boom />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('asks for a reload when a page chunk failed to load after an update', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Missing = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/home.js')),
    );
    renderInBoundary(<Missing />);
    expect(await screen.findByRole('heading', { name: 'This page needs a refresh' })).toBeTruthy();
  });
});
