import { z } from 'zod';
import { nairaAmount, type Order, type OrderAdjustment } from '../../../../shared/orders';
import { nairaFieldText, parseNairaText } from '../common/naira-text';

/** The adjustment form as typed: one price per line, the fees and the discount as text, and a note. */
export interface AdjustFormValues {
  prices: { price: string }[];
  deliveryFee: string;
  installationFee: string;
  discount: string;
  note: string;
}

const amountText = (blank: number | null) => z.string().transform((text) => parseNairaText(text) ?? blank);

/** Each amount by the server's rule (at least 0, whole kobo); a blank delivery fee is "quoted on WhatsApp". */
export const adjustFormSchema = z.object({
  prices: z.array(z.object({ price: amountText(Number.NaN).pipe(nairaAmount) })),
  deliveryFee: amountText(null).pipe(nairaAmount.nullable()),
  installationFee: amountText(0).pipe(nairaAmount),
  discount: amountText(0).pipe(nairaAmount),
  note: z.string().trim().max(1000, 'At most 1,000 characters'),
});
export type AdjustFormData = z.output<typeof adjustFormSchema>;

/** The form as it opens: the order's current prices, fees and discount. */
export function adjustFormValues(order: Order): AdjustFormValues {
  return {
    prices: order.items.map((item) => ({ price: nairaFieldText(item.price) })),
    deliveryFee: order.deliveryFee === null ? '' : nairaFieldText(order.deliveryFee),
    installationFee: nairaFieldText(order.installationFee),
    discount: nairaFieldText(order.discount),
    note: '',
  };
}

/** What to send: only what differs from the order (null when nothing does). */
export function toAdjustment(order: Order, data: AdjustFormData): OrderAdjustment | null {
  const body: OrderAdjustment = {};
  const prices = data.prices
    .map(({ price }, position) => ({ position, price }))
    .filter(({ position, price }) => order.items[position] && order.items[position].price !== price);
  if (prices.length > 0) body.prices = prices;
  if (data.deliveryFee !== order.deliveryFee) body.deliveryFee = data.deliveryFee;
  if (data.installationFee !== order.installationFee) body.installationFee = data.installationFee;
  if (data.discount !== order.discount) body.discount = data.discount;
  if (Object.keys(body).length === 0) return null;
  if (data.note) body.note = data.note;
  return body;
}
