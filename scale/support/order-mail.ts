import type { ReceivedMail } from './mail-sink';
import { sql } from './servers';

/** Which order mail a message is, by its subject: `kind:reference`, or undefined for other mail. */
export function orderMailKey(mail: ReceivedMail): string | undefined {
  const reference = /GE-\d+/.exec(mail.subject)?.[0];
  if (!reference) return undefined;
  const kind = mail.subject.includes('we received your order')
    ? 'received'
    : mail.subject.includes('new order')
      ? 'seller'
      : mail.subject.includes('is confirmed')
        ? 'confirmed'
        : mail.subject.includes('was cancelled')
          ? 'cancelled'
          : 'other';
  return `${kind}:${reference}`;
}

/**
 * The order mail the database says was owed: for each order, "we received your order" to the shopper and
 * "new order" to the seller, and one mail per confirmation and cancellation it went through.
 */
export async function owedOrderMail(databaseUrl: string): Promise<string[]> {
  const rows = await sql<{ reference: string; to_status: string }>(
    databaseUrl,
    `select o.reference, e.to_status from order_events e join orders o on o.id = e.order_id
      where e.kind = 'status'`,
  );
  return rows.flatMap(({ reference, to_status }) =>
    to_status === 'awaiting_confirmation'
      ? [`received:${reference}`, `seller:${reference}`]
      : to_status === 'confirmed' || to_status === 'cancelled'
        ? [`${to_status}:${reference}`]
        : [],
  );
}

/** The owed mail not received, and the order mail received more than once. */
export function compareMail(owed: string[], received: ReceivedMail[]) {
  const counts = new Map<string, number>();
  for (const mail of received) {
    const key = orderMailKey(mail);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return {
    missing: owed.filter((key) => !counts.has(key)),
    duplicates: [...counts].filter(([, count]) => count > 1).map(([key]) => key),
    unexpected: [...counts.keys()].filter((key) => !owed.includes(key)),
  };
}
