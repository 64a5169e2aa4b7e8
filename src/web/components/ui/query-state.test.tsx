import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { QueryState, type LoadState } from './query-state';

const idle: LoadState = { isPending: false, isError: false, error: null };

function renderState(query: LoadState, extra: { isEmpty?: boolean; isRetrying?: boolean } = {}) {
  const onRetry = vi.fn();
  render(
    <QueryState
      query={query}
      loading={<p role="status">Loading products...</p>}
      errorLabel="Error loading products"
      onRetry={onRetry}
      empty={<p>No products found matching your criteria.</p>}
      {...extra}
    >
      <p>The products</p>
    </QueryState>,
  );
  return onRetry;
}

describe('QueryState', () => {
  afterEach(cleanup);

  it('shows the loading view until the first answer', () => {
    renderState({ ...idle, isPending: true });
    expect(screen.getByRole('status').textContent).toBe('Loading products...');
    expect(screen.queryByText('The products')).toBeNull();
  });

  it("shows a failure as 'label: message' in an alert, with Retry", () => {
    const error = new ApiError(503, 'UNAVAILABLE', 'The catalogue is resting');
    const onRetry = renderState({ ...idle, isError: true, error });
    expect(screen.getByRole('alert').textContent).toBe('Error loading products: The catalogue is resting');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('The products')).toBeNull();
  });

  it('holds Retry while a retry runs', () => {
    renderState({ ...idle, isError: true, error: new Error('offline') }, { isRetrying: true });
    expect((screen.getByRole('button', { name: 'Retry' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the empty state when there is nothing, else the content', () => {
    renderState(idle, { isEmpty: true });
    expect(screen.getByText('No products found matching your criteria.')).toBeTruthy();
    expect(screen.queryByText('The products')).toBeNull();
    cleanup();
    renderState(idle);
    expect(screen.getByText('The products')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
