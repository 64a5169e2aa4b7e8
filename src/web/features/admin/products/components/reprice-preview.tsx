import { Check, Loader2 } from 'lucide-react';
import { Fragment } from 'react';
import { formatNaira } from '../../../../../shared/money';
import type { RepriceVariantLine, RepricePreviewResponse } from '../../../../../shared/reprice';
import { Button } from '../../../../components/ui/button';
import { priceChangeText } from '../reprice-form-model';

const CELL = 'px-3 py-2 text-left align-top';
const NUMBER = 'px-3 py-2 text-right align-top tabular-nums whitespace-nowrap';

const originalText = (from: number | null, to: number | null) => {
  if (from === null && to === null) return '-';
  if (to === null) return `${formatNaira(from!)} → cleared`;
  return priceChangeText(from === null ? '-' : formatNaira(from), formatNaira(to));
};

const variantCount = (count: number) => `${count} ${count === 1 ? 'variant' : 'variants'}`;

type Prices = Pick<RepriceVariantLine, 'oldPrice' | 'newPrice' | 'oldOriginalPrice' | 'newOriginalPrice'>;

function PriceCells({ line }: { line: Prices }) {
  return (
    <>
      <td className={NUMBER}>{formatNaira(line.oldPrice)}</td>
      <td className={`${NUMBER} font-semibold text-primary-soft`}>{formatNaira(line.newPrice)}</td>
      <td className={NUMBER}>{originalText(line.oldOriginalPrice, line.newOriginalPrice)}</td>
    </>
  );
}

/** Every selected product's prices before and after, and Apply. */
export function RepricePreview({
  preview,
  onApply,
  isApplying,
}: {
  preview: RepricePreviewResponse;
  onApply: () => void;
  isApplying: boolean;
}) {
  const count = `${preview.count} ${preview.count === 1 ? 'product' : 'products'}`;
  if (preview.count === 0) return <p className="text-muted-foreground">No product matches this selection.</p>;
  return (
    <div className="grid gap-4">
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <div
        role="region"
        aria-labelledby="reprice-preview-caption"
        tabIndex={0}
        className="max-h-[32rem] overflow-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-ring"
      >
        <table className="w-full min-w-[36rem] border-collapse text-sm text-foreground-soft">
          <caption
            id="reprice-preview-caption"
            className="px-3 py-2 text-left font-semibold text-foreground-strong"
          >
            Preview: {count}
          </caption>
          <thead className="sticky top-0 bg-card text-muted-foreground">
            <tr>
              <th scope="col" className={CELL}>
                Product
              </th>
              <th scope="col" className={NUMBER}>
                Old price
              </th>
              <th scope="col" className={NUMBER}>
                New price
              </th>
              <th scope="col" className={NUMBER}>
                Original price
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.products.map((line) => (
              <Fragment key={line.id}>
                <tr className="border-t border-border">
                  <th scope="row" className={`${CELL} font-medium wrap-anywhere text-foreground`}>
                    {line.name}
                    <span className="block text-xs font-normal text-subtle-foreground">
                      {line.brand}
                      {line.variants && ` · ${variantCount(line.variants.length)}, lowest price shown`}
                    </span>
                  </th>
                  <PriceCells line={line} />
                </tr>
                {/* Each variant is repriced: one row each, under its product. */}
                {line.variants?.map((variant) => (
                  <tr key={variant.sku}>
                    <th scope="row" className={`${CELL} pl-8 font-normal wrap-anywhere`}>
                      {variant.label}
                      <span className="block text-xs text-subtle-foreground">SKU {variant.sku}</span>
                    </th>
                    <PriceCells line={variant} />
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex">
        <Button onClick={onApply} disabled={isApplying}>
          {isApplying ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Check aria-hidden="true" />
          )}
          {isApplying ? 'Applying...' : `Apply to ${count}`}
        </Button>
      </div>
    </div>
  );
}
