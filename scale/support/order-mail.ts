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

/**
 * The owed mail not received; the order mail received as two different messages (duplicates); and how
 * many deliveries repeated a message already received (same Message-ID: a send retried after its
 * sender died, which the receiving mail store keeps once).
 */
export function compareMail(owed: string[], received: ReceivedMail[]) {
  const messages = new Map<string, Set<string>>();
  let repeated = 0;
  for (const mail of received) {
    const key = orderMailKey(mail);
    if (!key) continue;
    const ids = messages.get(key) ?? new Set<string>();
    if (ids.has(mail.messageId)) repeated++;
    ids.add(mail.messageId);
    messages.set(key, ids);
  }
  return {
    missing: owed.filter((key) => !messages.has(key)),
    duplicates: [...messages].filter(([, ids]) => ids.size > 1).map(([key]) => key),
    unexpected: [...messages.keys()].filter((key) => !owed.includes(key)),
    repeated,
  };
}
