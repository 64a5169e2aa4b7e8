import { lineTotalKobo, koboToNaira } from './money';
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
  Partial<Pick<ProductCard, 'installationFee'>> & { quantity: number };

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
  | { type: 'remove'; id: string }
  | { type: 'update'; id: string; quantity: number }
  | { type: 'clear' }
  | { type: 'load'; items: CartItem[] };

export const EMPTY_CART: CartState = { items: [], total: 0, itemCount: 0 };

export function cartTotals(items: readonly CartItem[]): Pick<CartState, 'total' | 'itemCount'> {
  const totalKobo = items.reduce((sum, item) => sum + lineTotalKobo(item.price, item.quantity), 0);
  return { total: koboToNaira(totalKobo), itemCount: items.reduce((sum, item) => sum + item.quantity, 0) };
}

function withTotals(items: CartItem[]): CartState {
  return { items, ...cartTotals(items) };
}

function pickCartFields(product: CartProduct): CartProduct {
  const { id, name, brand, price, originalPrice, image, imagePublicId, stockCount, inStock, category } =
    product;
  const installationFee = product.installationFee ?? null;
  return {
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

/** The cart rules of the specification (section 4). */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const existing = state.items.find((item) => item.id === action.product.id);
      const items = existing
        ? state.items.map((item) =>
            item.id === action.product.id ? { ...item, quantity: item.quantity + 1 } : item,
          )
        : [...state.items, { ...pickCartFields(action.product), quantity: 1 }];
      return withTotals(items);
    }
    case 'remove':
      return withTotals(state.items.filter((item) => item.id !== action.id));
    case 'update': {
      const quantity = Math.trunc(action.quantity);
      if (!(quantity > 0)) return withTotals(state.items.filter((item) => item.id !== action.id));
      return withTotals(state.items.map((item) => (item.id === action.id ? { ...item, quantity } : item)));
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
    (item.quantity as number) > 0
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
  }));
}
