import { FOLLOW_UP_HOURS_DEFAULT, type WaitingOrder } from '../../../shared/follow-up';
import { lagosDateTime } from '../../../shared/lagos-time';
import { formatNaira } from '../../../shared/money';
import { SHOP } from '../../../shared/shop';
import type { Transaction } from '../../db/transaction';
import { escapeMarkup } from '../../lib/escape-markup';
import { mailButton, mailPage } from '../../mail/mail-templates';
import type { FollowUpAlert } from '../orders';
import type { OrderMail } from './order-mails';
import { queueSellerMail } from './seller-addresses';

const waited = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  return hours >= 48 ? `${Math.floor(hours / 24)} days` : `${hours} hours`;
};

/** To the seller: the orders that went past the follow-up threshold, each with its desk and WhatsApp links. */
export function followUpAlertMail(
  orders: readonly WaitingOrder[],
  context: { shopName: string; publicUrl: string },
): OrderMail {
  const list = `${context.publicUrl}/admin/orders/waiting?hours=${FOLLOW_UP_HOURS_DEFAULT}`;
  const count = orders.length === 1 ? '1 order' : `${orders.length} orders`;
  const subject = `${context.shopName}: ${count} waiting for a chat`;
  const intro = `${count} placed more than ${FOLLOW_UP_HOURS_DEFAULT} hours ago ${orders.length === 1 ? 'is' : 'are'} still awaiting confirmation, and nobody has followed up yet.`;
  const rows = orders.map((order) => ({
    order,
    desk: `${context.publicUrl}/admin/orders/${encodeURIComponent(order.reference)}`,
    line: `${order.reference}: ${order.customerName}${order.phone ? `, ${order.phone}` : ''}, ${formatNaira(order.total)}, placed ${lagosDateTime(order.placedAt)} (${waited(order.waitingMinutes)} ago)`,
  }));
  const outro =
    'Each order is named in one such mail only. Mark it followed up on the desk once you have written.';
  const text = [
    'Hello,',
    '',
    intro,
    '',
    ...rows.flatMap((row) => [
      row.line,
      `  Open: ${row.desk}`,
      ...(row.order.whatsappUrl ? [`  WhatsApp: ${row.order.whatsappUrl}`] : []),
    ]),
    '',
    `Waiting for a chat: ${list}`,
    '',
    outro,
    '',
    `${context.shopName} - ${SHOP.tagline}`,
    '',
  ].join('\n');
  const items = rows
    .map(
      (row) =>
        `<li style="margin:0 0 12px"><a href="${escapeMarkup(row.desk)}">${escapeMarkup(row.order.reference)}</a>: ${escapeMarkup(row.line.slice(row.order.reference.length + 2))}${row.order.whatsappUrl ? ` <a href="${escapeMarkup(row.order.whatsappUrl)}">WhatsApp</a>` : ''}</li>`,
    )
    .join('\n');
  const html = mailPage(
    subject,
    context.shopName,
    `
<p>Hello,</p>
<p>${escapeMarkup(intro)}</p>
<ul style="padding-left:20px;font-size:14px">
${items}
</ul>
${mailButton(list, 'Waiting for a chat')}
<p style="font-size:13px;color:#52525b">${escapeMarkup(outro)}</p>`,
  );
  return { subject, text, html };
}

/**
 * The follow-up alert's mail, queued inside the transaction that marks the orders as alerted: to the
 * business email, or, until one is saved, the staff who see orders, as the new-order mail.
 */
export class FollowUpAlertMailer implements FollowUpAlert {
  constructor(private readonly options: { publicUrl: string; queued?: () => void }) {}

  async waiting(tx: Transaction, orders: readonly WaitingOrder[]): Promise<void> {
    if (orders.length === 0) return;
    const { publicUrl } = this.options;
    await queueSellerMail(
      tx,
      (shopName) => followUpAlertMail(orders, { shopName, publicUrl }),
      'orders.view',
    );
    this.options.queued?.();
  }
}
