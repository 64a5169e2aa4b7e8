import { lineTotalKobo, koboToNaira } from './money';
import { isLineVariant, type LineVariant } from './product-variants';
import type { ProductCard } from './product';

/** A cart line: the product fields copied from the item added, plus an integer quantity. */
export type CartItem = Pick<
  ProductCard,
  | 'id'
  | 'name'
  | 'brand'
  | 'price'
  | 'originalPrice'
  | 'image'
  | 'imagePublicId'
  | 'stockCount'
  | 'inStock'
  | 'category'
> &
  /** Installation of one unit, offered at checkout (absent in carts kept before it existed). */
  Partial<Pick<ProductCard, 'installationFee'>> &
  /** Its delivery class, for the checkout's delivery fee (absent in carts kept before classes existed). */
  Partial<Pick<ProductCard, 'deliveryClass'>> & {
    /**
     * The variant chosen (decision 052): its id, SKU and options in the product's order; its price,
     * stock and picture are the line's. Absent for a product without variants and in carts kept before.
     */
    variant?: LineVariant;
    quantity: number;
  };

export type CartProduct = Omit<CartItem, 'quantity'>;

export interface CartState {
  items: CartItem[];
  /** Sum of price times quantity, in naira. */
  total: number;
  /** Sum of quantities. */
  itemCount: number;
}

export type CartAction =
  | { type: 'add'; product: CartProduct }
  /** `id`: the line's key (`cartLineKey`), the product's id for a product without variants. */
  | { type: 'remove'; id: string }
  | { type: 'update'; id: string; quantity: number }
  | { type: 'clear' }
  | { type: 'load'; items: CartItem[] };

/**
 * A line's key: one line per product and variant. A product without variants keys by its id alone, as
 * carts kept before variants did.
 */
export function cartLineKey(line: { id: string; variant?: Pick<LineVariant, 'id'> | null }): string {
  return line.variant ? `${line.id}:${line.variant.id}` : line.id;
}

export const EMPTY_CART: CartState = { items: [], total: 0, itemCount: 0 };

export function cartTotals(items: readonly CartItem[]): Pick<CartState, 'total' | 'itemCount'> {
  const totalKobo = items.reduce((sum, item) => sum + lineTotalKobo(item.price, item.quantity), 0);
  return { total: koboToNaira(totalKobo), itemCount: items.reduce((sum, item) => sum + item.quantity, 0) };
}

/**
 * The most of a product a cart line may hold: its stock as the shop last showed it, a whole number above
 * 0; null where it is not known (a cart kept from before). The server checks the stock again at the order.
 */
export function stockLimit(stockCount: unknown): number | null {
  return typeof stockCount === 'number' && Number.isInteger(stockCount) && stockCount > 0 ? stockCount : null;
}

/** How many of a product (or of its variant) the cart holds. */
export function heldInCart(items: readonly CartItem[], product: Pick<CartProduct, 'id' | 'variant'>): number {
  const key = cartLineKey(product);
  return items.find((item) => cartLineKey(item) === key)?.quantity ?? 0;
}

/** How many more of a product (or of its variant) the cart can take (null: no known limit). */
export function roomInCart(
  items: readonly CartItem[],
  product: Pick<CartProduct, 'id' | 'stockCount' | 'variant'>,
): number | null {
  const limit = stockLimit(product.stockCount);
  if (limit === null) return null;
  return Math.max(0, limit - heldInCart(items, product));
}

function withTotals(items: CartItem[]): CartState {
  return { items, ...cartTotals(items) };
}

function pickCartFields(product: CartProduct): CartProduct {
  const { id, name, brand, price, originalPrice, image, imagePublicId, stockCount, inStock, category } =
    product;
  const installationFee = product.installationFee ?? null;
  return {
    ...(typeof product.deliveryClass === 'string' ? { deliveryClass: product.deliveryClass } : {}),
    ...(product.variant ? { variant: product.variant } : {}),
    id,
    name,
    brand,
    price,
    originalPrice,
    installationFee,
    image,
    imagePublicId,
    stockCount,
    inStock,
    category,
  };
}

/** The cart rules of the specification (section 4), a line held within its product's stock. */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const key = cartLineKey(action.product);
      const existing = state.items.find((item) => cartLineKey(item) === key);
      if (!existing) return withTotals([...state.items, { ...pickCartFields(action.product), quantity: 1 }]);
      // One more, up to the stock of the product as just shown (which the line now keeps).
      const { stockCount, inStock } = action.product;
      const full = (roomInCart(state.items, action.product) ?? 1) === 0;
      const quantity = full ? existing.quantity : existing.quantity + 1;
      return withTotals(
        state.items.map((item) => (item === existing ? { ...item, stockCount, inStock, quantity } : item)),
      );
    }
    case 'remove':
      return withTotals(state.items.filter((item) => cartLineKey(item) !== action.id));
    case 'update': {
      const quantity = Math.trunc(action.quantity);
      if (!(quantity > 0)) return withTotals(state.items.filter((item) => cartLineKey(item) !== action.id));
      return withTotals(
        state.items.map((item) =>
          cartLineKey(item) === action.id
            ? { ...item, quantity: Math.min(quantity, stockLimit(item.stockCount) ?? quantity) }
            : item,
        ),
      );
    }
    case 'clear':
      return { items: [], total: 0, itemCount: 0 };
    case 'load':
      return withTotals(action.items);
  }
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    Number.isInteger(item.quantity) &&
    (item.quantity as number) > 0 &&
    // A line kept with a variant that does not read as one is dropped: it cannot be ordered as it was.
    (item.variant === undefined || isLineVariant(item.variant))
  );
}

/**
 * Reads the stored item list. Throws on text that is not a JSON list (the caller logs it and keeps
 * the cart empty); entries that are not cart items are dropped.
 */
export function parseStoredCart(text: string | null): CartItem[] {
  if (text === null) return [];
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error('Stored cart is not a list');
  return parsed.filter(isCartItem).map((item) => ({
    ...item,
    brand: typeof item.brand === 'string' ? item.brand : '',
    category: Array.isArray(item.category) ? item.category : [],
    originalPrice: typeof item.originalPrice === 'number' ? item.originalPrice : null,
    installationFee: typeof item.installationFee === 'number' ? item.installationFee : null,
    deliveryClass: typeof item.deliveryClass === 'string' ? item.deliveryClass : undefined,
  }));
}
