import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  afterEach(cleanup);

  it('shows an error in an alert region', () => {
    render(<Alert>Passwords do not match</Alert>);
    const region = screen.getByRole('alert');
    expect(region.textContent).toBe('Passwords do not match');
    expect(region.getAttribute('aria-live')).toBe('assertive');
  });

  it('shows a confirmation in a status region', () => {
    render(<Alert tone="success">Your password has been changed.</Alert>);
    expect(screen.getByRole('status').textContent).toBe('Your password has been changed.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps its empty region in the page while there is no message, so a new one is announced', () => {
    const { rerender } = render(<Alert>{null}</Alert>);
    const region = screen.getByRole('alert');
    expect(region.textContent).toBe('');
    expect(region.childElementCount).toBe(0);
    rerender(<Alert>Please enter your password</Alert>);
    expect(screen.getByRole('alert')).toBe(region);
    expect(region.textContent).toBe('Please enter your password');
  });
});
