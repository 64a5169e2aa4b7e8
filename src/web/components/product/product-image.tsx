import { DEFAULT_IMAGE_WIDTH, imageHeightFor, imageSrcSet, imageUrl } from '../../../shared/images';
import { cn } from '../../lib/cn';

interface ProductImageProps {
  publicId: string;
  fallbackSrc?: string;
  alt: string;
  /** The sizes attribute: how wide the picture is drawn at each breakpoint. */
  sizes: string;
  /** The first visible pictures load eagerly with high priority; the rest lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A 4:3 product picture with srcset, sizes and intrinsic dimensions, so nothing jumps. The whole picture
 * is in the frame (decision 042): the bands beside a photo of other proportions are clear, so they take
 * the colour of what holds the picture (the card, the page).
 */
export function ProductImage({
  publicId,
  fallbackSrc,
  alt,
  sizes,
  priority = false,
  className,
}: ProductImageProps) {
  const src = publicId ? imageUrl(publicId, 480) : (fallbackSrc ?? '');
  return (
    <img
      src={src}
      srcSet={publicId ? imageSrcSet(publicId) : undefined}
      sizes={publicId ? sizes : undefined}
      width={DEFAULT_IMAGE_WIDTH}
      height={imageHeightFor(DEFAULT_IMAGE_WIDTH)}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The page's first picture: the app's scripts are asked for once it is painted (decision 034).
      {...(priority ? { elementtiming: 'first-picture' } : {})}
      decoding="async"
      className={cn('aspect-[4/3] h-auto w-full object-contain', className)}
    />
  );
}
