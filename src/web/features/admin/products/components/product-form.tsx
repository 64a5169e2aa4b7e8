import { Loader2, Save } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Product } from '../../../../../shared/product';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { useProductForm } from '../hooks/use-product-form';
import { CategoryFields } from './category-fields';
import { ImageGalleryField } from './image-gallery-field';
import { ProductBasicFields } from './product-basic-fields';
import { SpecRowsField, TextRowsField } from './row-fields';
import { VariantsSection } from './variants-section';

function saveHint(hasImage: boolean, hasCategory: boolean, uploading: boolean): string | null {
  if (uploading) return 'Wait for the pictures to finish uploading to save.';
  if (!hasImage && !hasCategory) return 'Upload an image and select at least one category to save.';
  if (!hasImage) return 'Upload an image to save.';
  if (!hasCategory) return 'Select at least one category to save.';
  return null;
}

const sectionClass = 'rounded-xl border border-border bg-card p-4 sm:p-6';

/** The add / edit product form (one view of the dashboard; Cancel returns to the list). */
export function ProductForm({ product, onDone }: { product: Product | null; onDone: () => void }) {
  const form = useProductForm(product, onDone);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = product ? 'Edit Product' : 'Add Product';
  const hint = saveHint(form.images.length > 0, form.category.length > 0, form.uploadsPending > 0);

  // The view changed without a page load: move focus to its heading, as a new page would.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <form onSubmit={form.onSubmit} noValidate aria-labelledby="product-form-title" className="grid gap-6">
      <div>
        <h2
          id="product-form-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-foreground-strong focus:outline-none"
        >
          {title}
        </h2>
        {product && <p className="mt-1 text-muted-foreground">{product.name}</p>}
        {product && !product.isActive && (
          <p className="mt-2 text-sm text-primary-soft">
            This product is deleted. Restore it from the list to show it in the shop again.
          </p>
        )}
      </div>
      <div className={sectionClass}>
        <ProductBasicFields form={form} />
      </div>
      <div className={sectionClass}>
        <ImageGalleryField
          images={form.images}
          onChange={form.setImages}
          onPendingChange={form.setUploadsPending}
          error={form.errors.images?.message}
        />
      </div>
      {/* min-w-0: the variants' table scrolls inside its region instead of widening the page. */}
      <div className={`${sectionClass} min-w-0`}>
        <VariantsSection editor={form.variants} images={form.images} productName={form.name} />
      </div>
      <div className={sectionClass}>
        <CategoryFields form={form} />
      </div>
      <div className={`${sectionClass} grid gap-8`}>
        <TextRowsField form={form} list="features" />
        <SpecRowsField form={form} />
        <TextRowsField form={form} list="videos" />
      </div>
      <Alert>{form.errors.root?.message}</Alert>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          type="submit"
          size="lg"
          disabled={!form.canSave || form.isSaving}
          aria-describedby={hint ? 'product-save-hint' : undefined}
        >
          {form.isSaving ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {form.isSaving ? 'Saving...' : 'Save Product'}
        </Button>
        <Button variant="outline" size="lg" onClick={onDone} disabled={form.isSaving}>
          Cancel
        </Button>
        {hint && (
          <p id="product-save-hint" className="text-sm text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </form>
  );
}
