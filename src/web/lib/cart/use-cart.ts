import { createContext, useContext } from 'react';
import type { CartItem, CartProduct } from '../../../shared/cart';

export interface CartContextValue {
  items: CartItem[];
  /** Sum of price times quantity, in naira. */
  total: number;
  /** Sum of quantities. */
  itemCount: number;
  addItem: (product: CartProduct, quantity?: number) => void;
  /** By the line's key (`cartLineKey`: the product's id, with its variant's for a variant). */
  removeItem: (key: string) => void;
  updateQuantity: (key: string, quantity: number) => void;
  clearCart: () => void;
}

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used within a CartProvider');
  return context;
}
