import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCommit } from './use-debounced-commit';

describe('useDebouncedCommit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits the draft after a pause of 350 ms, once', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useDebouncedCommit<string>('', commit));
    act(() => result.current.change('lif'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.change('lift'));
    act(() => vi.advanceTimersByTime(349));
    expect(commit).not.toHaveBeenCalled();
    expect(result.current.draft).toBe('lift');
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledExactlyOnceWith('lift');
  });

  it('an outside change of the value (the back button) replaces the draft and cancels the pending commit', () => {
    const commit = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useDebouncedCommit(value, commit), {
      initialProps: { value: 'lift' },
    });
    act(() => result.current.change('lift jack'));
    rerender({ value: 'scanner' });
    expect(result.current.draft).toBe('scanner');
    act(() => vi.advanceTimersByTime(1000));
    expect(commit).not.toHaveBeenCalled();
    expect(result.current.draft).toBe('scanner');
  });
});
