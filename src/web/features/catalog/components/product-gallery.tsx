import { ChevronLeft, ChevronRight, X, ZoomIn } from 'lucide-react';
import type { MouseEvent } from 'react';
import { DEFAULT_IMAGE_WIDTH, imageHeightFor, imageSrcSet, imageUrl } from '../../../../shared/images';
import type { Product } from '../../../../shared/product';
import { ProductImage } from '../../../components/product/product-image';
import { cn } from '../../../lib/cn';
import { useGallery } from '../hooks/use-gallery';

const MAIN_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw';
const THUMB_WIDTH = 320;
const roundButton =
  'flex size-11 items-center justify-center rounded-full border border-zinc-600 bg-zinc-950/80 text-white hover:bg-zinc-800 hover:text-amber-300';

/**
 * The product's pictures. One picture is shown as it is. Several are a gallery: swipe on a phone (a
 * scroll-snapped strip), Previous / Next and thumbnails on a desktop, arrow keys on the focused strip,
 * and a tap, Zoom or Enter for the big picture in a dialog. Every picture is WebP at sized widths.
 */
/** "Previous picture" and "Next picture", on the sides of a picture (the strip's and the zoom's). */
function StepButtons({ previous, next }: { previous: () => void; next: () => void }) {
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

export function ProductGallery({
  product,
}: {
  product: Pick<Product, 'name' | 'image' | 'imagePublicId' | 'images'>;
}) {
  const pictures = product.images.length > 0 ? product.images : [product.imagePublicId];
  const count = pictures.length;
  const {
    index,
    zoomed,
    announcement,
    stripRef,
    dialogRef,
    zoomButtonRef,
    previous,
    next,
    show,
    onScroll,
    onStripKeyDown,
    onZoomKeyDown,
    openZoom,
    closeZoom,
    onZoomClosed,
  } = useGallery(count);
  const altOf = (position: number) => `${product.name}, picture ${position + 1} of ${count}`;

  if (count === 1) {
    return (
      <div className="self-start overflow-hidden rounded-xl border border-zinc-800">
        <ProductImage
          publicId={pictures[0]!}
          fallbackSrc={product.image}
          alt={product.name}
          sizes={MAIN_SIZES}
          priority
        />
      </div>
    );
  }

  const current = pictures[index]!;
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) closeZoom();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Pictures of ${product.name}`}
      className="grid min-w-0 gap-3 self-start"
    >
      <div className="relative overflow-hidden rounded-xl border border-zinc-800">
        <ul
          ref={stripRef}
          tabIndex={0}
          aria-label="Pictures: the left and right arrow keys change the picture, Enter zooms in"
          onScroll={onScroll}
          onKeyDown={onStripKeyDown}
          className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-amber-400"
        >
          {pictures.map((publicId, position) => (
            <li
              key={publicId}
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              className="w-full shrink-0 cursor-zoom-in snap-center snap-always"
              // A tap or click on the picture zooms in (the Zoom button and Enter do it by keyboard).
              onClick={() => openZoom(null)}
            >
              <ProductImage
                publicId={publicId}
                alt={altOf(position)}
                sizes={MAIN_SIZES}
                priority={position === 0}
              />
            </li>
          ))}
        </ul>
        <StepButtons previous={previous} next={next} />
        <button
          ref={zoomButtonRef}
          type="button"
          aria-label={`Zoom in on picture ${index + 1} of ${count}`}
          onClick={(event) => openZoom(event.currentTarget)}
          className={cn(roundButton, 'absolute right-2 bottom-4')}
        >
          <ZoomIn aria-hidden="true" className="size-5" />
        </button>
        <p
          aria-hidden="true"
          className="absolute bottom-4 left-2 rounded bg-zinc-950/80 px-2 py-0.5 text-sm text-white"
        >
          {index + 1} / {count}
        </p>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ul aria-label="Choose a picture" className="flex flex-wrap gap-2">
        {pictures.map((publicId, position) => (
          <li key={publicId}>
            <button
              type="button"
              aria-label={`Show picture ${position + 1} of ${count}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => show(position)}
              className={cn(
                'block w-16 overflow-hidden rounded-md border-2',
                position === index ? 'border-amber-400' : 'border-zinc-700 hover:border-amber-400',
              )}
            >
              <img
                src={imageUrl(publicId, THUMB_WIDTH)}
                width={THUMB_WIDTH}
                height={imageHeightFor(THUMB_WIDTH)}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full bg-zinc-800 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        aria-label={altOf(index)}
        onClose={onZoomClosed}
        onClick={onBackdropClick}
        onKeyDown={onZoomKeyDown}
        className="m-auto w-full bg-transparent p-2 backdrop:bg-zinc-950/90 sm:p-6"
      >
        {zoomed && (
          <div className="relative mx-auto max-w-6xl">
            <img
              src={imageUrl(current, DEFAULT_IMAGE_WIDTH)}
              srcSet={imageSrcSet(current)}
              sizes="100vw"
              width={DEFAULT_IMAGE_WIDTH}
              height={imageHeightFor(DEFAULT_IMAGE_WIDTH)}
              alt={altOf(index)}
              className="aspect-[4/3] h-auto max-h-[calc(100dvh-4rem)] w-full rounded-lg bg-zinc-800 object-contain"
            />
            <StepButtons previous={previous} next={next} />
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
    </section>
  );
}
