import type { CartItem } from '../../../shared/cart';
import {
  CHECKOUT_FIELDS,
  CHECKOUT_MESSAGES,
  EMPTY_CHECKOUT_FORM,
  missingCheckoutFields,
  type CheckoutForm,
} from '../../../shared/checkout';
import type { CreateOrderInput } from '../../../shared/orders';
import { isValidPhone, PHONE_MESSAGES } from '../../../shared/phone';

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
  | { ok: true }
  | {
      ok: false;
      missing: CheckoutField[];
      /** Why the phone cannot be kept, when it cannot. */
      phoneProblem?: string;
      title: string;
      description: string;
    };

export const PHONE_PROBLEM_TITLE = 'Please check your phone number';

/** Beside a required field left blank. */
export const REQUIRED_FIELD_MESSAGE = 'This field is required.';

/** Why the phone cannot be kept (the server's rule), or null: blank is fine, it is optional. */
export function phoneProblem(phone: string): string | null {
  return isValidPhone(phone) ? null : PHONE_MESSAGES.invalid;
}

/**
 * Place Order's check (SPEC.md section 5): every field but phone must be non-blank; a phone, when
 * given, must be one the shop can keep (a Nigerian number, or + and the country code).
 */
export function validateCheckout(form: CheckoutForm): CheckoutValidation {
  const missing = missingCheckoutFields(form);
  const phone = phoneProblem(form.phone);
  if (missing.length === 0 && phone === null) return { ok: true };
  const problem = phone === null ? {} : { phoneProblem: phone };
  if (missing.length === 0)
    return { ok: false, missing, ...problem, title: PHONE_PROBLEM_TITLE, description: phone! };
  return {
    ok: false,
    missing,
    ...problem,
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
