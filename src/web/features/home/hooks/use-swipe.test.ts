import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MANUAL_PAUSE_MS, useCarousel } from './use-carousel';
import { swipeDirection, useSwipe, type SwipeHandlers, type SwipePointer } from './use-swipe';

/** A pointer on one element, which remembers whether it holds the pointer's capture. */
function pointerTarget() {
  const captured = new Set<number>();
  return {
    setPointerCapture: vi.fn((id: number) => void captured.add(id)),
    hasPointerCapture: (id: number) => captured.has(id),
    releasePointerCapture: vi.fn((id: number) => void captured.delete(id)),
  };
}

type Target = ReturnType<typeof pointerTarget>;

function pointer(target: Target, x: number, y: number, timeStamp: number, extra: Partial<SwipePointer> = {}) {
  return {
    pointerId: 1,
    clientX: x,
    clientY: y,
    timeStamp,
    isPrimary: true,
    button: 0,
    currentTarget: target,
    ...extra,
  };
}

/** A drag from (x0, y0) to (x1, y1) over `ms`, in steps of pointer moves, as a finger or a mouse makes it. */
function drag(
  handlers: SwipeHandlers,
  target: Target,
  from: [number, number],
  to: [number, number],
  ms: number,
) {
  const steps = 5;
  act(() => handlers.onPointerDown(pointer(target, from[0], from[1], 1000)));
  for (let step = 1; step <= steps; step += 1) {
    const x = from[0] + ((to[0] - from[0]) * step) / steps;
    const y = from[1] + ((to[1] - from[1]) * step) / steps;
    act(() => handlers.onPointerMove(pointer(target, x, y, 1000 + (ms * step) / steps)));
  }
  act(() => handlers.onPointerUp(pointer(target, to[0], to[1], 1000 + ms)));
}

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

/** The hero's wiring: a carousel at the home page's 6 s whose swipes are its next and previous. */
function renderSwipeableCarousel() {
  return renderHook(() => {
    const carousel = useCarousel({ count: 3, intervalMs: 6000 });
    const swipe = useSwipe({ onSwipeLeft: carousel.next, onSwipeRight: carousel.prev });
    return { carousel, swipe };
  });
}

describe('swipeDirection', () => {
  it('turns after 40 px whatever the speed, and not before unless it is a flick', () => {
    expect(swipeDirection(-40, 2000)).toBe('left');
    expect(swipeDirection(40, 2000)).toBe('right');
    expect(swipeDirection(-39, 2000)).toBeNull();
    expect(swipeDirection(25, 40)).toBe('right');
    expect(swipeDirection(-25, 40)).toBe('left');
    expect(swipeDirection(10, 5)).toBeNull();
  });
});

describe('useSwipe on the hero carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a swipe to the left shows the next slide and pauses autoplay for 10 s, like Next', () => {
    const { result } = renderSwipeableCarousel();
    const target = pointerTarget();
    act(() => vi.advanceTimersByTime(3000));
    drag(result.current.swipe, target, [300, 100], [200, 104], 300);
    expect(result.current.carousel.index).toBe(1);
    expect(result.current.carousel.playing).toBe(false);
    expect(target.setPointerCapture).toHaveBeenCalledWith(1);
    expect(target.releasePointerCapture).toHaveBeenCalledWith(1);

    act(() => vi.advanceTimersByTime(MANUAL_PAUSE_MS - 1));
    expect(result.current.carousel.index).toBe(1);
    expect(result.current.carousel.playing).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.carousel.playing).toBe(true);
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current.carousel.index).toBe(2);
  });

  it('a swipe to the right shows the previous slide, going round from the first to the last', () => {
    const { result } = renderSwipeableCarousel();
    drag(result.current.swipe, pointerTarget(), [100, 100], [220, 90], 250);
    expect(result.current.carousel.index).toBe(2);
    expect(result.current.carousel.playing).toBe(false);
  });

  it('a short slow drag changes nothing and autoplay keeps its time', () => {
    const { result } = renderSwipeableCarousel();
    drag(result.current.swipe, pointerTarget(), [200, 100], [170, 100], 600);
    expect(result.current.carousel.index).toBe(0);
    expect(result.current.carousel.playing).toBe(true);
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current.carousel.index).toBe(1);
  });

  it('a short quick flick turns the slide', () => {
    const { result } = renderSwipeableCarousel();
    drag(result.current.swipe, pointerTarget(), [200, 100], [175, 100], 30);
    expect(result.current.carousel.index).toBe(1);
  });

  it('a vertical drag is a scroll: no capture, no slide change, and no click swallowed', () => {
    const { result } = renderSwipeableCarousel();
    const target = pointerTarget();
    drag(result.current.swipe, target, [200, 300], [160, 100], 200);
    expect(result.current.carousel.index).toBe(0);
    expect(result.current.carousel.playing).toBe(true);
    expect(target.setPointerCapture).not.toHaveBeenCalled();
    const click = { preventDefault: vi.fn(), stopPropagation: vi.fn() };
    result.current.swipe.onClickCapture(click);
    expect(click.preventDefault).not.toHaveBeenCalled();
  });

  it('a cancelled gesture (the browser took over) changes nothing', () => {
    const { result } = renderSwipeableCarousel();
    const target = pointerTarget();
    const { swipe } = result.current;
    act(() => swipe.onPointerDown(pointer(target, 300, 100, 0)));
    act(() => swipe.onPointerMove(pointer(target, 250, 100, 50)));
    act(() => swipe.onPointerCancel(pointer(target, 250, 100, 60)));
    act(() => swipe.onPointerUp(pointer(target, 100, 100, 70)));
    expect(result.current.carousel.index).toBe(0);
    expect(target.releasePointerCapture).toHaveBeenCalledWith(1);
  });

  it('swallows the click that ends a drag, and only that one', () => {
    const { result } = renderSwipeableCarousel();
    drag(result.current.swipe, pointerTarget(), [300, 100], [200, 100], 300);
    const afterDrag = { preventDefault: vi.fn(), stopPropagation: vi.fn() };
    result.current.swipe.onClickCapture(afterDrag);
    expect(afterDrag.preventDefault).toHaveBeenCalled();
    expect(afterDrag.stopPropagation).toHaveBeenCalled();
    const nextClick = { preventDefault: vi.fn(), stopPropagation: vi.fn() };
    result.current.swipe.onClickCapture(nextClick);
    expect(nextClick.preventDefault).not.toHaveBeenCalled();
  });

  it('ignores a second finger and the mouse buttons other than the main one', () => {
    const { result } = renderSwipeableCarousel();
    const target = pointerTarget();
    const { swipe } = result.current;
    act(() => swipe.onPointerDown(pointer(target, 300, 100, 0, { button: 2 })));
    act(() => swipe.onPointerUp(pointer(target, 100, 100, 200, { button: 2 })));
    act(() => swipe.onPointerDown(pointer(target, 300, 100, 0, { isPrimary: false, pointerId: 7 })));
    act(() => swipe.onPointerUp(pointer(target, 100, 100, 200, { isPrimary: false, pointerId: 7 })));
    expect(result.current.carousel.index).toBe(0);
  });

  it('still swipes when the user prefers reduced motion, without any autoplay', () => {
    mockReducedMotion(true);
    const { result } = renderSwipeableCarousel();
    drag(result.current.swipe, pointerTarget(), [300, 100], [200, 100], 300);
    expect(result.current.carousel.index).toBe(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.carousel.index).toBe(1);
  });
});
