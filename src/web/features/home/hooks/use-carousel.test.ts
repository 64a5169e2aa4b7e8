import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from './use-carousel';

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('useCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('advances every 5000 ms by default and wraps around', () => {
    const { result } = renderHook(() => useCarousel({ count: 3 }));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
  });

  it('uses the given interval (6000 ms on the home page)', () => {
    const { result } = renderHook(() => useCarousel({ count: 3, intervalMs: 6000 }));
    act(() => vi.advanceTimersByTime(5999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
  });

  it('pauses autoplay for 10 s after a manual next, then resumes', () => {
    const { result } = renderHook(() => useCarousel({ count: 3, intervalMs: 6000 }));
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    expect(result.current.playing).toBe(false);
    act(() => vi.advanceTimersByTime(9999));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.playing).toBe(true);
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current.index).toBe(2);
  });

  it('pauses after prev and after a dot, and a new click restarts the 10 s pause', () => {
    const { result } = renderHook(() => useCarousel({ count: 3 }));
    act(() => result.current.prev());
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(8000));
    act(() => result.current.goTo(0));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current.playing).toBe(false);
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.playing).toBe(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(1);
  });

  it('stops and restarts with the play/pause control', () => {
    const { result } = renderHook(() => useCarousel({ count: 3 }));
    act(() => result.current.toggleStopped());
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(0);
    act(() => result.current.toggleStopped());
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(1);
  });

  it('does not autoplay when the user prefers reduced motion, but manual controls work', () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useCarousel({ count: 3 }));
    expect(result.current.reducedMotion).toBe(true);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(1);
  });
});
