import { formatKobo, nairaToKobo } from './money';
import { FEE_LABELS, feeRows, ORDER_MONEY_MESSAGES } from './order-money';
import { formatPhone } from './phone';
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from './delivery';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import { orderLineVariantText } from './product-variants';

export { CHECKOUT_MESSAGES } from './checkout-messages';

/** The checkout form (SPEC.md section 3). */
export interface CheckoutForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export const CHECKOUT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
] as const satisfies readonly (keyof CheckoutForm)[];

/** Every field but phone must be non-blank (SPEC.md section 5). */
export const REQUIRED_CHECKOUT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'address',
  'city',
  'state',
  'zipCode',
] as const satisfies readonly (keyof CheckoutForm)[];

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
};

/** What the order message needs of an order. */
export interface OrderMessageInput {
  reference: string;
  customer: CheckoutForm;
  items: {
    name: string;
    brand: string;
    price: number;
    quantity: number;
    installationFee?: number | null;
    /** The variant ordered (decision 052): named on its own line under the product's name. */
    variant?: { sku: string; options: readonly { name: string; value: string }[] } | null;
  }[];
  subtotal: number;
  /** null: quoted on WhatsApp. Left out by callers that know no fees (the lines then stop at the subtotal). */
  deliveryFee?: number | null;
  /** 'pickup': the message names the showroom the shopper collects the order from. */
  deliveryMethod?: DeliveryMethod;
  installationFee?: number;
  discount?: number;
  total: number;
}

/**
 * The fee lines between the subtotal and the total as the message, the checkout and the order page
 * write them: a quoted delivery is the line "Delivery quoted on WhatsApp" alone.
 */
export function feeLines(
  order: Pick<OrderMessageInput, 'deliveryFee' | 'deliveryMethod' | 'installationFee' | 'discount'>,
): { label: string; amount: string | null }[] {
  return feeRows(order).map(({ label, amount, quoted }) =>
    quoted ? { label: ORDER_MONEY_MESSAGES.deliveryQuoted, amount: null } : { label, amount },
  );
}

/**
 * The WhatsApp message of an order (SPEC.md section 7): customer info, address, numbered items as
 * "brand, quantity × price = line total", subtotal and total; plus the order's reference and the link
 * to its status page, so the seller can find the recorded order.
 */
export function orderMessage(
  order: OrderMessageInput,
  statusUrl: string,
  shopName: string,
  showroomAddress = '',
): string {
  const { customer } = order;
  const pickup =
    order.deliveryMethod === 'pickup'
      ? ['', `${DELIVERY_METHOD_LABELS.pickup}${showroomAddress ? `: ${showroomAddress}` : ''}`]
      : [];
  const lines = [
    `Hello ${shopName}, I would like to place an order.`,
    '',
    `Order reference: ${order.reference}`,
    `Order status: ${statusUrl}`,
    '',
    'Customer Information:',
    `Name: ${customer.firstName.trim()} ${customer.lastName.trim()}`,
    `Email: ${customer.email.trim()}`,
    `Phone: ${formatPhone(customer.phone) || CHECKOUT_MESSAGES.phoneNotProvided}`,
    '',
    'Shipping Address:',
    customer.address.trim(),
    `${customer.city.trim()}, ${customer.state.trim()} ${customer.zipCode.trim()}`,
    ...pickup,
    '',
    'Order Items:',
    ...order.items.map((item, index) => {
      const line = formatKobo(nairaToKobo(item.price) * item.quantity);
      const variant = orderLineVariantText(item.variant);
      const name = variant ? `${item.name}\n   ${variant}` : item.name;
      const text = `${index + 1}. ${name}\n   ${item.brand}, ${item.quantity} × ${formatKobo(nairaToKobo(item.price))} = ${line}`;
      if (item.installationFee == null) return text;
      const fee = nairaToKobo(item.installationFee);
      return `${text}\n   ${FEE_LABELS.installation}, ${item.quantity} × ${formatKobo(fee)} = ${formatKobo(fee * item.quantity)}`;
    }),
    '',
    `Subtotal: ${formatKobo(nairaToKobo(order.subtotal))}`,
    ...feeLines(order).map((fee) => (fee.amount === null ? fee.label : `${fee.label}: ${fee.amount}`)),
    `Total: ${formatKobo(nairaToKobo(order.total))}`,
  ];
  return lines.join('\n');
}

/**
 * The first words of the seller's WhatsApp chat with a customer about an order: who writes, which
 * order, and the link to its status page.
 */
export function customerGreeting(
  order: { reference: string; customer: { firstName: string } },
  statusUrl: string,
  shopName: string,
) {
  const name = order.customer.firstName.trim();
  return (
    `Hello${name ? ` ${name}` : ''}, this is ${shopName} about your order ${order.reference}. ` +
    `You can follow it here: ${statusUrl}`
  );
}

/**
 * The seller's follow-up to a customer whose order still awaits confirmation: which order, an offer to
 * help finish it, and the link to its status page.
 */
export function followUpMessage(
  order: { reference: string; customer: { firstName: string } },
  statusUrl: string,
  shopName: string,
) {
  const name = order.customer.firstName.trim();
  return (
    `Hello${name ? ` ${name}` : ''}, this is ${shopName} following up on your order ${order.reference}. ` +
    `Can we help you complete it? You can see it here: ${statusUrl}`
  );
}

/** https://wa.me/{number}?text=... with the URL-encoded message. */
export function whatsappOrderUrl(sellerNumber: string, message: string): string {
  return `https://wa.me/${sellerNumber.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
