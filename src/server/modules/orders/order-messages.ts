import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/order-status';
import { MAX_LINE_QUANTITY } from '../../../shared/orders';

/** The order desk's refusals, each naming the product or the move so the shopper or seller knows what to do. */
export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  unknownProduct: 'A product in your cart is no longer available.',
  unavailable: (name: string) => `"${name}" is no longer available.`,
  outOfStock: (name: string) => `"${name}" is out of stock.`,
  onlyLeft: (available: number, name: string) => `Only ${available} of "${name}" left in stock.`,
  chooseVariant: (name: string) => `Choose a version of "${name}".`,
  noVariants: (name: string) => `"${name}" has no versions to choose from.`,
  unknownVariant: (name: string) => `The chosen version of "${name}" is no longer available.`,
  variantGone: (name: string, sku: string) =>
    `Cannot confirm: the version ${sku} of "${name}" is no longer sold. Cancel the order or ask the customer to order again.`,
  tooMany: (name: string) => `At most ${MAX_LINE_QUANTITY} of "${name}" in one order.`,
  notEnoughToConfirm: (available: number, name: string) =>
    `Not enough stock to confirm: only ${available} of "${name}" left.`,
  impossibleMove: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${ORDER_STATUS_LABELS[from]} cannot become ${ORDER_STATUS_LABELS[to]}.`,
} as const;
