import { useCallback, useEffect, useRef, useState } from 'react';

export const DEFAULT_CAROUSEL_INTERVAL_MS = 5000;
export const MANUAL_PAUSE_MS = 10_000;

interface CarouselOptions {
  count: number;
  /** Autoplay interval: 5000 ms by default (home uses 6000 ms). */
  intervalMs?: number;
  /** How long a manual prev/next or dot click pauses autoplay. */
  pauseMs?: number;
}

export interface Carousel {
  index: number;
  /** Autoplay is running (not stopped, not paused by a manual control, motion allowed). */
  playing: boolean;
  stopped: boolean;
  reducedMotion: boolean;
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
  /** The play/pause control: stops or restarts autoplay for good. */
  toggleStopped: () => void;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Auto-rotating slides; a manual control pauses autoplay for pauseMs; no autoplay with reduced motion. */
export function useCarousel({
  count,
  intervalMs = DEFAULT_CAROUSEL_INTERVAL_MS,
  pauseMs = MANUAL_PAUSE_MS,
}: CarouselOptions): Carousel {
  const [index, setIndex] = useState(0);
  const [manualPause, setManualPause] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reducedMotion] = useState(prefersReducedMotion);
  const pauseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const playing = !stopped && !manualPause && !reducedMotion && count > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, index, count, intervalMs]);

  useEffect(() => () => clearTimeout(pauseTimer.current), []);

  const pause = useCallback(() => {
    setManualPause(true);
    clearTimeout(pauseTimer.current);
    pauseTimer.current = setTimeout(() => setManualPause(false), pauseMs);
  }, [pauseMs]);

  const goTo = useCallback(
    (target: number) => {
      setIndex(((target % count) + count) % count);
      pause();
    },
    [count, pause],
  );
  const next = useCallback(() => {
    setIndex((current) => (current + 1) % count);
    pause();
  }, [count, pause]);
  const prev = useCallback(() => {
    setIndex((current) => (current - 1 + count) % count);
    pause();
  }, [count, pause]);
  const toggleStopped = useCallback(() => setStopped((value) => !value), []);

  return { index, playing, stopped, reducedMotion, next, prev, goTo, toggleStopped };
}
