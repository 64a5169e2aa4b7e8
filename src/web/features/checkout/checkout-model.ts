import { z } from 'zod';
import { cartLineKey, type CartItem } from '../../../shared/cart';
import {
  CHECKOUT_FIELDS,
  CHECKOUT_MESSAGES,
  EMPTY_CHECKOUT_FORM,
  REQUIRED_CHECKOUT_FIELDS,
  type CheckoutForm,
} from '../../../shared/checkout';
import { koboToNaira, lineTotalKobo, nairaToKobo } from '../../../shared/money';
import { orderTotalKobo } from '../../../shared/order-money';
import { checkoutFormSchema, type CreateOrderInput, type Order } from '../../../shared/orders';
import { formatPhone } from '../../../shared/phone';
import type { DeliveryMethod } from '../../../shared/delivery';

export type CheckoutField = keyof CheckoutForm;

/** The id of a field's control (labels, aria-describedby and focus use it). */
export function checkoutFieldId(field: CheckoutField): string {
  return `checkout-${field}`;
}

/**
 * The form as it opens: the email from the profile, and the display name split into first name (the first
 * word) and last name (the rest); the phone and the address from the shopper's last order (a returning
 * shopper types them once), and the names and email from it too where the profile has none.
 */
export function prefillCheckoutForm(
  profile: { displayName?: string | null; email?: string | null } | null,
  lastOrder?: Order['customer'] | null,
): CheckoutForm {
  const words = (profile?.displayName ?? '').trim().split(/\s+/).filter(Boolean);
  const last = lastOrder ?? EMPTY_CHECKOUT_FORM;
  const hasName = words.length > 0;
  return {
    firstName: hasName ? words[0]! : last.firstName,
    lastName: hasName ? words.slice(1).join(' ') : last.lastName,
    email: (profile?.email ?? '').trim() || last.email,
    phone: formatPhone(last.phone),
    address: last.address,
    city: last.city,
    state: last.state,
    zipCode: last.zipCode,
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

const filled = z.string().trim().min(1, REQUIRED_FIELD_MESSAGE);
type RequiredField = (typeof REQUIRED_CHECKOUT_FIELDS)[number];

/**
 * Place Order's check (SPEC.md section 5), from the order's schema: the phone by the server's own rule
 * (optional; a Nigerian number, or + and the country code), every other field non-blank. The server's
 * other rules (the email's pattern, lengths, the list of states) stay with the server, which answers
 * them when the order is sent.
 */
export const placeOrderSchema = checkoutFormSchema.extend({
  ...(Object.fromEntries(REQUIRED_CHECKOUT_FIELDS.map((field) => [field, filled])) as Record<
    RequiredField,
    typeof filled
  >),
  // The form always holds a phone, blank or not: the server's rule without its default.
  phone: checkoutFormSchema.shape.phone.unwrap(),
});

/** The message beside a field for this value (its rule in Place Order's check), or null. */
export function fieldProblem(field: CheckoutField, value: string): string | null {
  const result = placeOrderSchema.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Why the phone cannot be kept (the server's rule), or null: blank is fine, it is optional. */
export function phoneProblem(phone: string): string | null {
  return fieldProblem('phone', phone);
}

/**
 * What Place Order says of the form: every blank required field, in the form's order, and why the phone
 * cannot be kept, with the toast's title and description.
 */
export function validateCheckout(form: CheckoutForm): CheckoutValidation {
  const result = placeOrderSchema.safeParse(form);
  if (result.success) return { ok: true };
  const wrong = new Set(result.error.issues.map((issue) => issue.path[0]));
  const missing = REQUIRED_CHECKOUT_FIELDS.filter((field) => wrong.has(field));
  const phone = result.error.issues.find((issue) => issue.path[0] === 'phone')?.message;
  const problem = phone === undefined ? {} : { phoneProblem: phone };
  if (missing.length === 0)
    return { ok: false, missing, ...problem, title: PHONE_PROBLEM_TITLE, description: phone ?? '' };
  return {
    ok: false,
    missing,
    ...problem,
    title: CHECKOUT_MESSAGES.missingFieldsTitle,
    description: CHECKOUT_MESSAGES.missingFieldsDescription,
  };
}

/**
 * The cart as the server takes it: ids, the chosen variant's id, quantities and whether installation is
 * asked for (the server prices every line and fee itself). `installation` holds lines' keys (`cartLineKey`).
 */
export function toOrderItems(
  items: readonly Pick<CartItem, 'id' | 'quantity' | 'variant'>[],
  installation: ReadonlySet<string> = new Set(),
): CreateOrderInput['items'] {
  return items.map((item) => ({
    productId: item.id,
    ...(item.variant ? { variantId: item.variant.id } : {}),
    quantity: item.quantity,
    ...(installation.has(cartLineKey(item)) ? { installation: true } : {}),
  }));
}

/** The products of the cart the seller installs, and installation asked for only among them. */
export function installableItems(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => typeof item.installationFee === 'number');
}

export interface CheckoutMoney {
  /** 'pickup': collected from the showroom, no delivery fee. */
  deliveryMethod: DeliveryMethod;
  subtotal: number;
  /** The fee to the chosen state; null: quoted on WhatsApp; undefined: no state chosen yet. */
  deliveryFee: number | null | undefined;
  installationFee: number;
  total: number;
}

/** The summary's figures as the server will compute them (kobo inside, so sums never drift). */
export function checkoutMoney(
  items: readonly CartItem[],
  installation: ReadonlySet<string>,
  deliveryFee: number | null | undefined,
  deliveryMethod: DeliveryMethod = 'delivery',
): CheckoutMoney {
  const subtotalKobo = items.reduce((sum, item) => sum + lineTotalKobo(item.price, item.quantity), 0);
  const installationKobo = installableItems(items)
    .filter((item) => installation.has(cartLineKey(item)))
    .reduce((sum, item) => sum + lineTotalKobo(item.installationFee!, item.quantity), 0);
  const deliveryKobo = deliveryFee == null ? null : nairaToKobo(deliveryFee);
  const totalKobo = orderTotalKobo({
    subtotalKobo,
    deliveryFeeKobo: deliveryKobo,
    installationFeeKobo: installationKobo,
    discountKobo: 0,
  });
  return {
    deliveryMethod,
    subtotal: koboToNaira(subtotalKobo),
    deliveryFee,
    installationFee: koboToNaira(installationKobo),
    total: koboToNaira(totalKobo),
  };
}

/**
 * POST /api/orders's body (CreateOrderInput, with the state still a free string until the server checks it
 * against the list).
 */
export interface CreateOrderBody {
  customer: CheckoutForm;
  /** Sent only for a pickup: the server's default is delivery. */
  deliveryMethod?: DeliveryMethod;
  items: CreateOrderInput['items'];
}

/** The body: the form's eight fields, trimmed, and the cart's ids and quantities. */
export function toCreateOrderInput(
  form: CheckoutForm,
  items: readonly Pick<CartItem, 'id' | 'quantity'>[],
  installation: ReadonlySet<string> = new Set(),
  deliveryMethod: DeliveryMethod = 'delivery',
): CreateOrderBody {
  const customer = { ...EMPTY_CHECKOUT_FORM };
  for (const field of CHECKOUT_FIELDS) customer[field] = form[field].trim();
  const method = deliveryMethod === 'pickup' ? { deliveryMethod } : {};
  return { customer, ...method, items: toOrderItems(items, installation) };
}
