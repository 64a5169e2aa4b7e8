import { ImageUp, Loader2, Trash2 } from 'lucide-react';
import { imageHeightFor, imageUrl } from '../../../../../shared/images';
import { buttonVariants } from '../../../../components/ui/button';
import { FieldError } from '../../../../components/ui/field';
import { cn } from '../../../../lib/cn';
import { useImageUpload } from '../hooks/use-image-upload';
import type { FormImage } from '../product-form-model';

const PREVIEW_WIDTH = 480;

/**
 * The product picture: a drop zone (click, Enter or Space opens the file picker; a dropped file is
 * taken too) that shows idle, drag-over, uploading, and the uploaded picture with Remove.
 */
export function ImageDropZone({
  image,
  onChange,
  error,
}: {
  image: FormImage | null;
  onChange: (image: FormImage | null) => void;
  error?: string;
}) {
  const { state, problem, announcement, inputRef, zoneRef, removeRef, zoneHandlers, onInputChange, remove } =
    useImageUpload(image, onChange);
  const message = problem?.message ?? error;
  const describedBy = ['product-image-hint', message ? 'product-image-error' : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="grid gap-2">
      <label htmlFor="product-image" className="text-lg font-bold text-white">
        Product image
      </label>
      <input
        ref={inputRef}
        id="product-image"
        type="file"
        accept="image/*"
        tabIndex={-1}
        className="sr-only"
        aria-describedby={describedBy}
        onChange={onInputChange}
      />
      {state === 'uploaded' && image ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <img
            src={imageUrl(image.publicId, PREVIEW_WIDTH)}
            width={PREVIEW_WIDTH}
            height={imageHeightFor(PREVIEW_WIDTH)}
            alt="Preview of the product image"
            className="aspect-[4/3] h-auto w-full max-w-xs rounded-lg border border-zinc-700 bg-zinc-800 object-cover"
          />
          <button
            ref={removeRef}
            type="button"
            onClick={remove}
            className={cn(buttonVariants({ variant: 'outline' }), 'self-start sm:self-end')}
          >
            <Trash2 aria-hidden="true" />
            Remove image
          </button>
        </div>
      ) : (
        <div
          ref={zoneRef}
          id="product-image-zone"
          role="button"
          tabIndex={0}
          aria-disabled={state === 'uploading' || undefined}
          aria-describedby={describedBy}
          {...zoneHandlers}
          className={cn(
            'flex min-h-44 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
            state === 'drag-over'
              ? 'border-amber-400 bg-amber-500/10 text-amber-200'
              : 'border-zinc-600 bg-zinc-900 text-zinc-200',
            state === 'uploading' ? 'cursor-progress' : 'cursor-pointer hover:border-amber-400',
            message && state === 'idle' && 'border-red-400',
          )}
        >
          {state === 'uploading' ? (
            <>
              <Loader2 aria-hidden="true" className="size-8 animate-spin text-amber-400" />
              <span className="font-semibold">Uploading image...</span>
            </>
          ) : (
            <>
              <ImageUp aria-hidden="true" className="size-8 text-amber-400" />
              <span className="font-semibold">
                {state === 'drag-over' ? 'Drop the image here' : 'Click to upload or drag and drop'}
              </span>
            </>
          )}
        </div>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <p id="product-image-hint" className="text-xs text-zinc-400">
        JPEG, PNG or WebP, less than 5MB. Required.
      </p>
      {message && (
        <div id="product-image-error" role="alert" className="grid gap-1">
          <FieldError id="product-image-message">{message}</FieldError>
          {problem?.detail && <p className="text-sm text-red-300">{problem.detail}</p>}
        </div>
      )}
    </div>
  );
}
