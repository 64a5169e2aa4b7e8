import { ZoomIn } from 'lucide-react';
import { imageHeightFor, imageUrl } from '../../../../shared/images';
import type { Product } from '../../../../shared/product';
import { ProductImage } from '../../../components/product/product-image';
import { cn } from '../../../lib/cn';
import { useGallery } from '../hooks/use-gallery';
import { ProductZoom, roundButton, StepButtons } from './product-zoom';

const MAIN_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw';
const THUMB_WIDTH = 320;

/**
 * The product's pictures, each whole in a 4:3 frame. One picture is shown alone. Several are a gallery:
 * swipe on a phone (a scroll-snapped strip), Previous / Next and thumbnails on a desktop, arrow keys on
 * the focused strip. A tap, Zoom or Enter shows the picture larger, in its own proportions (ProductZoom).
 * Every picture is WebP at sized widths.
 */
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
  const altOf = (position: number) =>
    count === 1 ? product.name : `${product.name}, picture ${position + 1} of ${count}`;

  const zoomLabel = count === 1 ? 'Zoom in on the picture' : `Zoom in on picture ${index + 1} of ${count}`;
  const zoomButton = (
    <button
      ref={zoomButtonRef}
      type="button"
      aria-label={zoomLabel}
      onClick={(event) => openZoom(event.currentTarget)}
      className={cn(roundButton, 'absolute right-2 bottom-4')}
    >
      <ZoomIn aria-hidden="true" className="size-5" />
    </button>
  );
  const zoom = (
    <ProductZoom
      dialogRef={dialogRef}
      publicId={pictures[index]!}
      label={altOf(index)}
      zoomed={zoomed}
      steps={count > 1 ? { previous, next } : undefined}
      onKeyDown={onZoomKeyDown}
      closeZoom={closeZoom}
      onClosed={onZoomClosed}
    />
  );

  if (count === 1) {
    return (
      <div className="relative self-start overflow-hidden rounded-xl border border-border">
        {/* A tap or click on the picture zooms in (the Zoom button does it by keyboard). */}
        <div className="cursor-zoom-in" onClick={() => openZoom(null)}>
          <ProductImage
            publicId={pictures[0]!}
            fallbackSrc={product.image}
            alt={product.name}
            sizes={MAIN_SIZES}
            priority
          />
        </div>
        {zoomButton}
        {zoom}
      </div>
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Pictures of ${product.name}`}
      className="grid min-w-0 gap-3 self-start"
    >
      <div className="relative overflow-hidden rounded-xl border border-border">
        <ul
          ref={stripRef}
          tabIndex={0}
          aria-label="Pictures: the left and right arrow keys change the picture, Enter zooms in"
          onScroll={onScroll}
          onKeyDown={onStripKeyDown}
          className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-ring"
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
        {zoomButton}
        <p
          aria-hidden="true"
          className="absolute bottom-4 left-2 rounded bg-background/80 px-2 py-0.5 text-sm text-foreground-strong"
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
                position === index
                  ? 'border-primary-strong'
                  : 'border-border-strong hover:border-primary-strong',
              )}
            >
              <img
                src={imageUrl(publicId, THUMB_WIDTH)}
                width={THUMB_WIDTH}
                height={imageHeightFor(THUMB_WIDTH)}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full object-contain"
              />
            </button>
          </li>
        ))}
      </ul>
      {zoom}
    </section>
  );
}
