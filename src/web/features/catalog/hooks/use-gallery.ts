import { useRef, useState, type KeyboardEvent } from 'react';

/** The picture `index` steps lead to, going round from the last to the first and back. */
export function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A product's gallery: a strip of pictures that scrolls with the finger (CSS scroll snap), arrows and
 * thumbnails that scroll it, arrow keys on the focused strip, and the zoom dialog (a native <dialog>:
 * Escape closes it and the page behind is inert), which gives the focus back to what opened it.
 */
export function useGallery(count: number) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  /** Said by screen readers when the picture changes through a control. */
  const [announcement, setAnnouncement] = useState('');
  const stripRef = useRef<HTMLUListElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const zoomButtonRef = useRef<HTMLButtonElement>(null);

  function show(next: number, announce = true) {
    const target = wrapIndex(next, count);
    setIndex(target);
    if (announce) setAnnouncement(`Picture ${target + 1} of ${count}`);
    const strip = stripRef.current;
    strip?.scrollTo?.({ left: target * strip.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }

  /** The strip moved under a finger (or by a control): the picture most in view is the current one. */
  function onScroll() {
    const strip = stripRef.current;
    if (!strip || strip.clientWidth === 0) return;
    const inView = wrapIndex(Math.round(strip.scrollLeft / strip.clientWidth), count);
    if (inView !== index) setIndex(inView);
  }

  function keyStep(event: KeyboardEvent<HTMLElement>): boolean {
    const step: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    if (!(event.key in step)) return false;
    event.preventDefault();
    show(step[event.key]!);
    return true;
  }

  function onStripKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (keyStep(event)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      openZoom(event.currentTarget);
    }
  }

  function openZoom(opener: HTMLElement | null = zoomButtonRef.current) {
    // A tapped picture cannot take the focus back: the zoom button does.
    openerRef.current = opener && opener.tabIndex >= 0 ? opener : zoomButtonRef.current;
    setZoomed(true);
    dialogRef.current?.showModal?.();
  }

  function closeZoom() {
    dialogRef.current?.close?.();
  }

  /** The dialog closed (Close, Escape, a click beside the picture): the focus goes back where it was. */
  function onZoomClosed() {
    setZoomed(false);
    show(index, false);
    openerRef.current?.focus();
  }

  return {
    index,
    zoomed,
    announcement,
    stripRef,
    dialogRef,
    zoomButtonRef,
    previous: () => show(index - 1),
    next: () => show(index + 1),
    show,
    onScroll,
    onStripKeyDown,
    onZoomKeyDown: (event: KeyboardEvent<HTMLElement>) => void keyStep(event),
    openZoom,
    closeZoom,
    onZoomClosed,
  };
}
