import { formatNaira } from './money';
import type { OrderItemVariant } from './orders';
import type { ProductCard } from './product';
import { orderVariantLabel } from './product-variants';
import { whatsappLink, type ShopIdentity } from './shop';

/**
 * What a product page sends when a shopper asks the seller about it on WhatsApp or shares it with a
 * friend: the texts and the links, as pure functions (the page passes its own origin).
 */
type SharedProduct = Pick<ProductCard, 'id' | 'name' | 'price'> & {
  /** The variant chosen on the page (decision 052): the message names its options and SKU. */
  variant?: Pick<OrderItemVariant, 'sku' | 'options'>;
};
/** Who is asked: the shop's name and the WhatsApp number orders go to (the business details). */
type Seller = Pick<ShopIdentity, 'name' | 'whatsapp'>;

/** The product page's path, with its chosen variant's SKU (`?variant=<sku>`) when there is one. */
export function productPath(id: string, variantSku?: string | null): string {
  const path = `/product/${encodeURIComponent(id)}`;
  return variantSku ? `${path}?variant=${encodeURIComponent(variantSku)}` : path;
}

/** The product page's absolute address: https://shop.example/product/{id}[?variant=<sku>]. */
export function productPageUrl(origin: string, id: string, variantSku?: string | null): string {
  return `${origin.replace(/\/+$/, '')}${productPath(id, variantSku)}`;
}

/** The product's name, with its chosen variant's options and SKU: "Lift (Capacity: 5 t, SKU L-5T)". */
function productTitle(product: SharedProduct): string {
  const variant = product.variant;
  return variant
    ? `${product.name} (${orderVariantLabel(variant.options)}, SKU ${variant.sku})`
    : product.name;
}

/** The chat's first message to the seller: the product's name, its naira price and its page. */
export function askAboutProductMessage(seller: Seller, product: SharedProduct, pageUrl: string): string {
  return (
    `Hello ${seller.name}, I would like to ask about ${productTitle(product)} (${formatNaira(product.price)}). ` +
    `Is it available? ${pageUrl}`
  );
}

/** https://wa.me/{seller digits}?text=... opening a chat with the seller about the product. */
export function askOnWhatsappUrl(seller: Seller, product: SharedProduct, pageUrl: string): string {
  return whatsappLink(seller.whatsapp, askAboutProductMessage(seller, product, pageUrl));
}

/** The text that goes with a shared link (the Web Share API's `text`): name and price. */
export function shareProductText(seller: Pick<Seller, 'name'>, product: SharedProduct): string {
  return `${productTitle(product)} - ${formatNaira(product.price)} at ${seller.name}`;
}

/** What navigator.share receives for a product (the DOM's ShareData, which src/shared cannot name). */
export interface ProductShareData {
  title: string;
  text: string;
  url: string;
}

export function productShareData(
  seller: Pick<Seller, 'name'>,
  product: SharedProduct,
  pageUrl: string,
): ProductShareData {
  return { title: product.name, text: shareProductText(seller, product), url: pageUrl };
}

/** https://wa.me/?text=... : WhatsApp's own contact picker, with the text and the page's link. */
export function shareOnWhatsappUrl(
  seller: Pick<Seller, 'name'>,
  product: SharedProduct,
  pageUrl: string,
): string {
  return `https://wa.me/?text=${encodeURIComponent(`${shareProductText(seller, product)} ${pageUrl}`)}`;
}
