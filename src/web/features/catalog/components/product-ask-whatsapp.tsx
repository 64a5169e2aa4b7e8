import { MessageCircle } from 'lucide-react';
import { askOnWhatsappUrl } from '../../../../shared/product-share';
import type { ProductCard } from '../../../../shared/product';
import type { OrderItemVariant } from '../../../../shared/orders';
import { cn } from '../../../lib/cn';
import { useShopIdentity } from '../../../lib/shop-identity';

/**
 * "Ask about this on WhatsApp": a chat with the seller (the WhatsApp number orders go to) in a new tab,
 * its first message naming the product, its price and the page's link (big machines are talked over
 * before anyone buys).
 */
export function ProductAskWhatsapp({
  product,
  pageUrl,
  className,
  nameSuffix,
}: {
  /** With the chosen variant, the message names its options and SKU. */
  product: Pick<ProductCard, 'id' | 'name' | 'price'> & { variant?: OrderItemVariant };
  pageUrl: string;
  className?: string;
  /** Told to screen readers after the link's name, where several such links share a page. */
  nameSuffix?: string;
}) {
  const shop = useShopIdentity();
  return (
    <a
      href={askOnWhatsappUrl(shop, product, pageUrl)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex min-h-11 items-center justify-start gap-2 rounded-md bg-success-700 px-3 py-1 text-left text-sm font-semibold text-success-foreground transition-colors hover:bg-success-800',
        className,
      )}
    >
      <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
      Ask about this on WhatsApp
      {nameSuffix && <span className="sr-only">: {nameSuffix}</span>}
    </a>
  );
}
