import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CHECKOUT_MESSAGES } from '../../../../shared/checkout';
import { orderPath } from '../../../../shared/order-status';
import type { OrderResponse } from '../../../../shared/orders';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useCart } from '../../../lib/cart/use-cart';
import { createOrder, newIdempotencyKey } from '../api/create-order';
import { checkoutMoney, toCreateOrderInput } from '../checkout-model';
import { useDeliveryFees } from './use-delivery-fees';
import { DEFAULT_DELIVERY_CLASS, type DeliveryMethod } from '../../../../shared/delivery';
import { useShopIdentity } from '../../../lib/shop-identity';
import { useCheckoutForm } from './use-checkout-form';

/** The title of the error toast when the server refuses the order; its description is the server's reason. */
export const ORDER_FAILED_TITLE = 'Your order was not placed';

/**
 * A blank tab opened inside the click (so popup blockers allow it), cut off from this page. Null when the
 * browser refused it.
 */
function openBlankTab(): Window | null {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    return null;
  }
  if (tab) {
    try {
      tab.opener = null;
    } catch {
      // Some browsers refuse the write: the chat site is opened with the same tab either way.
    }
  }
  return tab;
}

/** Sends the blank tab to the chat; false when that failed (the tab was shut meanwhile, or refused). */
function sendTabTo(tab: Window, url: string): boolean {
  if (tab.closed) return false;
  try {
    tab.location.href = url;
    return true;
  } catch {
    return false;
  }
}

/**
 * The checkout screen's state and actions (SPEC.md section 4, Checkout flow): Place Order checks the
 * required fields and opens the payment dialog; its confirm records the order on the server and hands the
 * shopper to WhatsApp; a refusal keeps the cart and the form and says why. `onPlaced` keeps the order (the
 * page hands in the orders feature's own).
 */
export function useCheckout(onPlaced: (response: OrderResponse) => void) {
  const { items, clearCart } = useCart();
  const navigate = useNavigate();

  const [dialogOpen, setDialogOpen] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set synchronously on the first press, so a double click cannot send the order twice.
  const sending = useRef(false);
  // One key per order the shopper means: a retry of the same order (after a dropped connection, whose
  // order may have been recorded) sends it again; a changed cart or form, or a placed order, starts anew.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const form = useCheckoutForm(() => setDialogOpen(true));
  const [installation, setInstallation] = useState<ReadonlySet<string>>(new Set());
  const fees = useDeliveryFees();
  const showroomAddress = useShopIdentity().address;
  const [deliveryMethod, setDeliveryMethod] = useState<DeliveryMethod>('delivery');
  const productClasses = items.map((item) => item.deliveryClass ?? DEFAULT_DELIVERY_CLASS);
  const deliveryFee =
    deliveryMethod === 'pickup' ? 0 : form.state ? fees.feeFor(form.state, productClasses) : undefined;
  const money = checkoutMoney(items, installation, deliveryFee, deliveryMethod);

  const toggleInstallation = (lineKey: string, wanted: boolean) =>
    setInstallation((current) => {
      const next = new Set(current);
      if (wanted) next.add(lineKey);
      else next.delete(lineKey);
      return next;
    });

  const keyFor = (body: unknown) => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
    return attempt.current.key;
  };

  const placeOrder = (event?: FormEvent) => {
    event?.preventDefault();
    if (items.length === 0 || sending.current) return;
    void form.submit(event);
  };

  /** Confirm in the dialog: runs inside the click itself, so the blank tab is opened before any await. */
  const confirm = async () => {
    if (sending.current || items.length === 0) return;
    sending.current = true;
    setIsSending(true);
    setError(null);
    const tab = openBlankTab();
    try {
      const body = toCreateOrderInput(form.values(), items, installation, deliveryMethod);
      const response = await createOrder(body, keyFor(body));
      attempt.current = null;
      const { order, whatsappUrl } = response;
      // The chat opens in the blank tab; the order's page, with its own chat link, opens here.
      const inTab = tab !== null && sendTabTo(tab, whatsappUrl);
      setDialogOpen(false);
      notify.success(CHECKOUT_MESSAGES.redirecting);
      clearCart();
      onPlaced(response);
      navigate(orderPath(order.reference));
      // No tab (a popup blocker): this page goes to the chat, now that the cart is cleared and the order kept.
      if (!inTab) window.location.assign(whatsappUrl);
    } catch (cause) {
      tab?.close();
      const message = errorMessage(cause);
      setDialogOpen(false);
      setError(message);
      notify.error(ORDER_FAILED_TITLE, { description: message });
    } finally {
      sending.current = false;
      setIsSending(false);
    }
  };

  const closeDialog = () => setDialogOpen(false);

  return {
    field: form.field,
    errors: form.errors,
    placeOrder,
    dialogOpen,
    closeDialog,
    confirm,
    isSending,
    error,
    installation,
    toggleInstallation,
    deliveryMethod,
    setDeliveryMethod,
    showroomAddress,
    money,
  };
}
