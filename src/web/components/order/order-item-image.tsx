import { imageHeightFor, imageUrl } from '../../../shared/images';
import { cn } from '../../lib/cn';

const WIDTH = 320;

/** A small 4:3 picture of an ordered product (the 320 px rendition), with its dimensions so nothing jumps. */
export function OrderItemImage({
  publicId,
  fallbackSrc,
  alt,
  className,
}: {
  publicId: string;
  fallbackSrc?: string;
  alt: string;
  className?: string;
}) {
  return (
    <img
      src={publicId ? imageUrl(publicId, WIDTH) : (fallbackSrc ?? '')}
      width={WIDTH}
      height={imageHeightFor(WIDTH)}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cn('aspect-[4/3] h-auto shrink-0 rounded-md bg-muted object-cover', className)}
    />
  );
}
