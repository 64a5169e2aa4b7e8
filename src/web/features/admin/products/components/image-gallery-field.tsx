import { ArrowLeft, ArrowRight, ImageUp, Loader2, RotateCcw, Trash2 } from 'lucide-react';
import { imageHeightFor, imageUrl } from '../../../../../shared/images';
import { MAX_PRODUCT_IMAGES } from '../../../../../shared/product';
import { Button } from '../../../../components/ui/button';
import { FieldError } from '../../../../components/ui/field';
import { cn } from '../../../../lib/cn';
import type { GalleryItem } from '../gallery-model';
import { useImageGallery } from '../hooks/use-image-gallery';
import type { FormImage } from '../product-form-model';

const PREVIEW_WIDTH = 320;

function PictureStatus({ item, number }: { item: GalleryItem; number: number }) {
  if (item.status === 'uploading' || item.status === 'preparing' || item.status === 'waiting') {
    const label = `Uploading picture ${number} (${item.name})`;
    return (
      <div className="grid gap-1 p-2 text-sm text-foreground-soft">
        <span className="flex items-center gap-2">
          <Loader2 aria-hidden="true" className="size-4 animate-spin text-primary-strong" />
          {item.status === 'waiting'
            ? 'Waiting...'
            : item.status === 'preparing'
              ? 'Making it smaller...'
              : `Uploading image... ${item.progress}%`}
        </span>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.progress}
          aria-valuetext={`${item.progress}%`}
          className="h-3 overflow-hidden rounded bg-muted"
        >
          <div className="h-full bg-primary-strong" style={{ width: `${item.progress}%` }} />
        </div>
      </div>
    );
  }
  if (item.status === 'failed' && item.error) {
    return (
      <div className="grid gap-1 p-2 text-sm">
        <FieldError id={`picture-error-${item.key}`}>{item.error.message}</FieldError>
        {item.error.detail && <p className="text-destructive-300">{item.error.detail}</p>}
        <p className="truncate text-subtle-foreground">{item.name}</p>
      </div>
    );
  }
  return null;
}

/**
 * The product's pictures (up to 8, the first being the main one): a drop zone that takes several files
 * at once (click, Enter or Space opens the file picker), each upload with its progress, Retry for a
 * failed one, and each picture moved by dragging or with Move left / Move right, or removed.
 */
export function ImageGalleryField({
  images,
  onChange,
  onPendingChange,
  error,
}: {
  images: FormImage[];
  onChange: (images: FormImage[]) => void;
  onPendingChange: (pending: number) => void;
  error?: string;
}) {
  const {
    items,
    zoneState,
    room,
    problem,
    announcement,
    inputRef,
    zoneHandlers,
    onInputChange,
    retry,
    remove,
    move,
    pictureDrag,
  } = useImageGallery(images, onChange, onPendingChange);
  const message = problem ?? error;
  // The main picture is the first uploaded one: the form sends only those.
  const mainKey = items.find((item) => item.status === 'uploaded')?.key;
  const describedBy = ['product-image-hint', message ? 'product-image-error' : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="grid gap-3">
      <label htmlFor="product-image" className="text-lg font-bold text-foreground-strong">
        Product images
      </label>
      <input
        ref={inputRef}
        id="product-image"
        type="file"
        accept="image/*"
        multiple
        tabIndex={-1}
        className="sr-only"
        aria-describedby={describedBy}
        onChange={onInputChange}
      />
      {items.length > 0 && (
        <ol aria-label="Product pictures" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item, index) => {
            const number = index + 1;
            const uploaded = item.status === 'uploaded' && item.image;
            return (
              <li
                key={item.key}
                aria-label={`Picture ${number} of ${items.length}${item.key === mainKey ? ', main picture' : ''}`}
                {...(uploaded ? pictureDrag(index) : {})}
                className={cn(
                  'grid content-start overflow-hidden rounded-lg border bg-background',
                  item.status === 'failed' ? 'border-destructive-400' : 'border-border-strong',
                )}
              >
                <div className="relative">
                  {uploaded ? (
                    <img
                      src={imageUrl(item.image!.publicId, PREVIEW_WIDTH)}
                      width={PREVIEW_WIDTH}
                      height={imageHeightFor(PREVIEW_WIDTH)}
                      alt={`Preview of the product image ${number}`}
                      draggable={false}
                      className="aspect-[4/3] h-auto w-full bg-muted object-cover"
                    />
                  ) : (
                    <div className="aspect-[4/3] w-full bg-muted" aria-hidden="true" />
                  )}
                  {item.key === mainKey && (
                    <span className="absolute top-2 left-2 rounded bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground">
                      Main picture
                    </span>
                  )}
                </div>
                <PictureStatus item={item} number={number} />
                {item.note && <p className="px-2 pt-1 text-xs text-subtle-foreground">{item.note}</p>}
                <div className="flex flex-wrap gap-1 p-2">
                  {item.status === 'failed' && (
                    <Button variant="outline" size="sm" onClick={() => retry(item.key)}>
                      <RotateCcw aria-hidden="true" />
                      Retry
                      <span className="sr-only"> picture {number}</span>
                    </Button>
                  )}
                  <Button
                    id={`picture-left-${item.key}`}
                    variant="ghost"
                    size="icon"
                    aria-label={`Move picture ${number} left`}
                    disabled={index === 0}
                    onClick={() => move(item.key, -1)}
                  >
                    <ArrowLeft aria-hidden="true" />
                  </Button>
                  <Button
                    id={`picture-right-${item.key}`}
                    variant="ghost"
                    size="icon"
                    aria-label={`Move picture ${number} right`}
                    disabled={index === items.length - 1}
                    onClick={() => move(item.key, 1)}
                  >
                    <ArrowRight aria-hidden="true" />
                  </Button>
                  <Button
                    id={`picture-remove-${item.key}`}
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove picture ${number}`}
                    onClick={() => remove(item.key)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {room > 0 && (
        <div
          id="product-image-zone"
          role="button"
          tabIndex={0}
          aria-describedby={describedBy}
          {...zoneHandlers}
          className={cn(
            'flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors hover:border-primary-strong',
            zoneState === 'drag-over'
              ? 'border-primary-strong bg-primary/10 text-primary-softer'
              : 'border-input bg-card text-foreground-soft',
            message && 'border-destructive-400',
          )}
        >
          <ImageUp aria-hidden="true" className="size-8 text-primary-strong" />
          <span className="font-semibold">
            {zoneState === 'drag-over' ? 'Drop the image here' : 'Click to upload or drag and drop'}
          </span>
        </div>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <p id="product-image-hint" className="text-xs text-subtle-foreground">
        Up to {MAX_PRODUCT_IMAGES} pictures, JPEG, PNG or WebP; several at once. Large photos are made smaller
        before upload to stay under 5MB. The first is the main picture: drag the pictures or use the arrows to
        change the order. Required.
      </p>
      {message && (
        <div id="product-image-error" role="alert">
          <FieldError id="product-image-message">{message}</FieldError>
        </div>
      )}
    </div>
  );
}
