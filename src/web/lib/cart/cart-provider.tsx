import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import {
  cartReducer,
  EMPTY_CART,
  parseStoredCart,
  type CartProduct,
  type CartState,
} from '../../../shared/cart';
import { STORAGE_KEYS } from '../../../shared/shop';
import { useHydrated } from '../hydration';
import { CartContext, type CartContextValue } from './use-cart';

/** Reads the stored item list once; a failure is only logged and the cart stays empty. */
export function loadStoredCart(): CartState {
  try {
    const items = parseStoredCart(window.localStorage.getItem(STORAGE_KEYS.cart));
    return cartReducer(EMPTY_CART, { type: 'load', items });
  } catch (error) {
    console.error('Failed to load cart from localStorage:', error);
    return EMPTY_CART;
  }
}

function storeItems(state: CartState): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(state.items));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this visit.
  }
}

export function CartProvider({ children }: { children: ReactNode }) {
  // A page drawn on the server has an empty cart: the stored one is read once that HTML is hydrated.
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(cartReducer, hydrated, (read: boolean) =>
    read ? loadStoredCart() : EMPTY_CART,
  );
  const initialState = useRef(state);

  useEffect(() => {
    if (initialState.current !== EMPTY_CART || !hydrated) return;
    const stored = loadStoredCart();
    initialState.current = stored;
    if (stored !== EMPTY_CART) dispatch({ type: 'load', items: stored.items });
  }, [hydrated]);

  useEffect(() => {
    // The item list is written back on every change (not on the initial read).
    if (state === initialState.current || state === EMPTY_CART) return;
    storeItems(state);
  }, [state]);

  const addItem = useCallback((product: CartProduct, quantity = 1) => {
    for (let i = 0; i < quantity; i += 1) dispatch({ type: 'add', product });
  }, []);
  const removeItem = useCallback((key: string) => dispatch({ type: 'remove', id: key }), []);
  const updateQuantity = useCallback(
    (key: string, quantity: number) => dispatch({ type: 'update', id: key, quantity }),
    [],
  );
  const clearCart = useCallback(() => {
    dispatch({ type: 'clear' });
    // Written at once as well: checkout may leave the page right after (to the chat, without a new tab).
    storeItems(EMPTY_CART);
  }, []);

  const value = useMemo<CartContextValue>(
    () => ({ ...state, addItem, removeItem, updateQuantity, clearCart }),
    [state, addItem, removeItem, updateQuantity, clearCart],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
