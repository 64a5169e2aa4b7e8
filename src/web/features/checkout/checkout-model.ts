import type { CartItem } from '../../../shared/cart';
import {
  CHECKOUT_FIELDS,
  CHECKOUT_MESSAGES,
  EMPTY_CHECKOUT_FORM,
  missingCheckoutFields,
  type CheckoutForm,
} from '../../../shared/checkout';
import type { CreateOrderInput } from '../../../shared/orders';

export type CheckoutField = keyof CheckoutForm;

/** The id of a field's control (labels, aria-describedby and focus use it). */
export function checkoutFieldId(field: CheckoutField): string {
  return `checkout-${field}`;
}

/**
 * The form as it opens: the email from the profile, and the display name split into first name (the first
 * word) and last name (the rest).
 */
export function prefillCheckoutForm(
  profile: { displayName?: string | null; email?: string | null } | null,
): CheckoutForm {
  const words = (profile?.displayName ?? '').trim().split(/\s+/).filter(Boolean);
  return {
    ...EMPTY_CHECKOUT_FORM,
    firstName: words[0] ?? '',
    lastName: words.slice(1).join(' '),
    email: (profile?.email ?? '').trim(),
  };
}

export type CheckoutValidation =
  { ok: true } | { ok: false; missing: CheckoutField[]; title: string; description: string };

/** Place Order's check (SPEC.md section 5): every field but phone must be non-blank. */
export function validateCheckout(form: CheckoutForm): CheckoutValidation {
  const missing = missingCheckoutFields(form);
  if (missing.length === 0) return { ok: true };
  return {
    ok: false,
    missing,
    title: CHECKOUT_MESSAGES.missingFieldsTitle,
    description: CHECKOUT_MESSAGES.missingFieldsDescription,
  };
}

/** The cart as the server takes it: ids and quantities only (the server prices every line itself). */
export function toOrderItems(items: readonly Pick<CartItem, 'id' | 'quantity'>[]): CreateOrderInput['items'] {
  return items.map((item) => ({ productId: item.id, quantity: item.quantity }));
}

/**
 * POST /api/orders's body (CreateOrderInput, with the state still a free string until the server checks it
 * against the list).
 */
export interface CreateOrderBody {
  customer: CheckoutForm;
  items: CreateOrderInput['items'];
}

/** The body: the form's eight fields, trimmed, and the cart's ids and quantities. */
export function toCreateOrderInput(
  form: CheckoutForm,
  items: readonly Pick<CartItem, 'id' | 'quantity'>[],
): CreateOrderBody {
  const customer = { ...EMPTY_CHECKOUT_FORM };
  for (const field of CHECKOUT_FIELDS) customer[field] = form[field].trim();
  return { customer, items: toOrderItems(items) };
}
