import { useCallback, useRef } from 'react';

/** A drag this long (px) across the slides turns the page. */
export const SWIPE_THRESHOLD_PX = 40;
/** A shorter drag still turns it when it is a quick flick: at least this far (px) ... */
export const FLICK_MIN_PX = 16;
/** ... at this speed or faster (px per ms: 0.5 is 20 px in 40 ms). */
export const FLICK_VELOCITY = 0.5;
/** Movement (px) before the gesture is read as horizontal (a swipe) or vertical (a scroll). */
const DIRECTION_SLOP_PX = 10;

/** What the hook reads of a pointer event (React's PointerEvent has all of it). */
export interface SwipePointer {
  pointerId: number;
  clientX: number;
  clientY: number;
  timeStamp: number;
  isPrimary: boolean;
  button: number;
  currentTarget: Pick<Element, 'setPointerCapture' | 'hasPointerCapture' | 'releasePointerCapture'>;
}

export interface SwipeOptions {
  /** The finger moved to the left: show the next slide. */
  onSwipeLeft: () => void;
  /** The finger moved to the right: show the previous slide. */
  onSwipeRight: () => void;
  thresholdPx?: number;
}

export interface SwipeHandlers {
  onPointerDown: (event: SwipePointer) => void;
  onPointerMove: (event: SwipePointer) => void;
  onPointerUp: (event: SwipePointer) => void;
  onPointerCancel: (event: SwipePointer) => void;
  /** Swallows the click that ends a drag, so releasing a drag over a link does not follow it. */
  onClickCapture: (event: { preventDefault: () => void; stopPropagation: () => void }) => void;
}

interface Gesture {
  pointerId: number;
  startX: number;
  startY: number;
  startTime: number;
  axis: 'undecided' | 'x' | 'y';
}

/** Whether a horizontal drag of dx px over ms milliseconds turns the slide, and which way. */
export function swipeDirection(
  dx: number,
  ms: number,
  thresholdPx = SWIPE_THRESHOLD_PX,
): 'left' | 'right' | null {
  const distance = Math.abs(dx);
  const fast = distance >= FLICK_MIN_PX && distance / Math.max(ms, 1) >= FLICK_VELOCITY;
  if (distance < thresholdPx && !fast) return null;
  return dx < 0 ? 'left' : 'right';
}

/**
 * Swipe with a finger, a pen or a mouse drag, on pointer events. The element should carry
 * `touch-action: pan-y`: the browser keeps vertical scrolling and hands horizontal moves to us. A
 * gesture that starts vertical is left alone; a horizontal one captures the pointer and, on release,
 * calls onSwipeLeft or onSwipeRight when it went far enough or fast enough.
 */
export function useSwipe({
  onSwipeLeft,
  onSwipeRight,
  thresholdPx = SWIPE_THRESHOLD_PX,
}: SwipeOptions): SwipeHandlers {
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);

  const onPointerDown = useCallback((event: SwipePointer) => {
    if (!event.isPrimary || event.button !== 0) return;
    suppressClick.current = false;
    gesture.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      startTime: event.timeStamp,
      axis: 'undecided',
    };
  }, []);

  const onPointerMove = useCallback((event: SwipePointer) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId || current.axis !== 'undecided') return;
    const dx = Math.abs(event.clientX - current.startX);
    const dy = Math.abs(event.clientY - current.startY);
    if (Math.max(dx, dy) < DIRECTION_SLOP_PX) return;
    current.axis = dx > dy ? 'x' : 'y';
    if (current.axis === 'x') event.currentTarget.setPointerCapture(event.pointerId);
  }, []);

  const end = useCallback((event: SwipePointer) => {
    const current = gesture.current;
    gesture.current = null;
    if (current && event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    return current && current.pointerId === event.pointerId ? current : null;
  }, []);

  const onPointerUp = useCallback(
    (event: SwipePointer) => {
      const current = end(event);
      if (!current) return;
      const dx = event.clientX - current.startX;
      const dy = event.clientY - current.startY;
      // A quick flick may end before a move event decided the axis: decide it now.
      const horizontal =
        current.axis === 'x' || (current.axis === 'undecided' && Math.abs(dx) > Math.abs(dy));
      if (!horizontal) return;
      const direction = swipeDirection(dx, event.timeStamp - current.startTime, thresholdPx);
      if (Math.abs(dx) >= DIRECTION_SLOP_PX) suppressClick.current = true;
      if (direction === 'left') onSwipeLeft();
      else if (direction === 'right') onSwipeRight();
    },
    [end, onSwipeLeft, onSwipeRight, thresholdPx],
  );

  const onPointerCancel = useCallback(
    (event: SwipePointer) => {
      end(event);
    },
    [end],
  );

  const onClickCapture = useCallback((event: { preventDefault: () => void; stopPropagation: () => void }) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClickCapture };
}
