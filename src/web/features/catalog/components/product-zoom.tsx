import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import { ZOOM_IMAGE, zoomImageUrl } from '../../../../shared/images';
import { cn } from '../../../lib/cn';

export const roundButton =
  'flex size-11 items-center justify-center rounded-full border border-input bg-background/80 text-foreground-strong hover:bg-accent hover:text-primary-soft';

/** "Previous picture" and "Next picture", on the sides of a picture (the strip's and the zoom's). */
export function StepButtons({ previous, next }: { previous: () => void; next: () => void }) {
  return (
    <>
      <button
        type="button"
        aria-label="Previous picture"
        onClick={previous}
        className={cn(roundButton, 'absolute top-1/2 left-2 -translate-y-1/2')}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        aria-label="Next picture"
        onClick={next}
        className={cn(roundButton, 'absolute top-1/2 right-2 -translate-y-1/2')}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </>
  );
}

interface ProductZoomProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** The picture zoomed in on, and its name (the dialog's too). */
  publicId: string;
  label: string;
  zoomed: boolean;
  /** Previous / Next, for a gallery of several pictures. */
  steps?: { previous: () => void; next: () => void };
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  closeZoom: () => void;
  onClosed: () => void;
}

/**
 * The zoom: a native <dialog> over the whole screen (the page behind is inert, Escape closes it), the
 * picture in its own proportions as large as the screen allows. Its box is the screen's, whatever the
 * picture's shape, so nothing moves when it arrives.
 */
export function ProductZoom({
  dialogRef,
  publicId,
  label,
  zoomed,
  steps,
  onKeyDown,
  closeZoom,
  onClosed,
}: ProductZoomProps) {
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) closeZoom();
  };
  return (
    <dialog
      ref={dialogRef}
      aria-label={label}
      onClose={onClosed}
      onClick={onBackdropClick}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-2 backdrop:bg-background/90 sm:p-6"
    >
      {zoomed && (
        <div className="relative size-full">
          <img
            src={zoomImageUrl(publicId)}
            width={ZOOM_IMAGE.longSide}
            height={ZOOM_IMAGE.longSide}
            alt={label}
            className="size-full object-contain"
          />
          {steps && <StepButtons previous={steps.previous} next={steps.next} />}
          <button
            type="button"
            autoFocus
            aria-label="Close"
            onClick={closeZoom}
            className={cn(roundButton, 'absolute top-2 right-2')}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </dialog>
  );
}
