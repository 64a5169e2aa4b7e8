import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import {
  productShareData,
  shareOnWhatsappUrl,
  type ProductShareData,
} from '../../../../shared/product-share';
import type { ProductCard } from '../../../../shared/product';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useShopIdentity } from '../../../lib/shop-identity';
import { useShareMenu } from '../hooks/use-share-menu';

const itemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-left text-sm font-medium text-foreground hover:bg-accent hover:text-primary-soft';

/** The link in a field, selected, when the clipboard refused it: the shopper copies it by hand. */
function ManualCopy({ url }: { url: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  return (
    <div className="mt-2 border-t border-border px-3 pt-2 pb-1">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        Copying was not allowed. Copy this link:
      </label>
      <input
        ref={inputRef}
        id={id}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 min-h-11 w-full rounded-md border border-input bg-background px-2 text-sm text-foreground"
      />
    </div>
  );
}

/**
 * "Share": the phone's share sheet where the browser has the Web Share API; elsewhere a disclosure
 * with Share on WhatsApp and Copy link (no menu library: this sits on the product page's first view).
 */
export function ProductShare({
  product,
  pageUrl,
}: {
  product: Pick<ProductCard, 'id' | 'name' | 'price'>;
  pageUrl: string;
}) {
  const shop = useShopIdentity();
  const data: ProductShareData = productShareData(shop, product, pageUrl);
  const menu = useShareMenu(data);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (menu.open && !rootRef.current?.contains(event.relatedTarget as Node | null)) menu.close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && menu.open) {
      menu.close();
      buttonRef.current?.focus();
    }
  }

  return (
    <div ref={rootRef} className="relative shrink-0" onBlur={onBlur} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        aria-expanded={menu.native && !menu.open ? undefined : menu.open}
        aria-controls={menu.native && !menu.open ? undefined : panelId}
        onClick={() => void menu.share()}
      >
        <Share2 aria-hidden="true" />
        Share
      </button>
      <div id={panelId} className={cn('absolute top-full right-0 z-30 w-64 pt-2', !menu.open && 'hidden')}>
        <div className="rounded-lg border border-border-strong bg-card p-2 shadow-2xl shadow-overlay/50">
          <ul aria-label="Share this product">
            <li>
              <a
                href={shareOnWhatsappUrl(shop, product, pageUrl)}
                target="_blank"
                rel="noopener noreferrer"
                className={itemClass}
                onClick={menu.close}
              >
                <MessageCircle aria-hidden="true" className="size-4 text-success-400" />
                Share on WhatsApp
              </a>
            </li>
            <li>
              <button type="button" className={itemClass} onClick={() => void menu.copyLink()}>
                <Link2 aria-hidden="true" className="size-4" />
                Copy link
              </button>
            </li>
          </ul>
          {menu.copyFailed && <ManualCopy url={data.url} />}
        </div>
      </div>
    </div>
  );
}
