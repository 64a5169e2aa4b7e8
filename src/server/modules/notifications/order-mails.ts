import { DELIVERY_METHOD_LABELS } from '../../../shared/delivery';
import { formatNaira } from '../../../shared/money';
import { FEE_LABELS, feeRows } from '../../../shared/order-money';
import { ORDER_STATUS_LABELS, orderPath, type OrderStatus } from '../../../shared/order-status';
import { formatDocumentDate, paymentReceiptPath } from '../../../shared/document-links';
import { lagosDay } from '../../../shared/lagos-time';
import type { Order, OrderPayment, OrderProof } from '../../../shared/orders';
import { PAYMENT_LABELS, PAYMENT_PROVIDER_LABELS, paymentMethodLabel } from '../../../shared/payments';
import { formatPhone } from '../../../shared/phone';
import { orderLineName } from '../../../shared/product-variants';
import { SHOP } from '../../../shared/shop';
import { escapeMarkup } from '../../lib/escape-markup';
import { mailButton, mailPage } from '../../mail/mail-templates';

/** What every order mail needs besides the order: the shop's name and the address links start with. */
export interface OrderMailContext {
  /** The trading name from the settings (SHOP.name until they are saved). */
  shopName: string;
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
  /** The WhatsApp number orders go to (the business details), which the shopper's mails name. */
  whatsapp?: string;
}

/** A rendered mail: subject, plain text and HTML with the same content and links. */
export interface OrderMail {
  subject: string;
  text: string;
  html: string;
}

interface MailLink {
  label: string;
  url: string;
}

interface Layout {
  subject: string;
  greeting: string;
  /** Paragraphs before the order. */
  intro: string[];
  /** Label/value rows shown before the lines (the seller's mail: customer, phone, ...). */
  facts?: [string, string][];
  /** The first link is the main button. */
  links: MailLink[];
  outro: string;
}

const ref = (order: Order) => encodeURIComponent(order.reference);

/** Where the order's pages and documents are, as absolute addresses. */
export function orderLinks(order: Order, publicUrl: string) {
  return {
    status: `${publicUrl}${orderPath(order.reference)}`,
    proforma: `${publicUrl}/orders/${ref(order)}/proforma`,
    proformaPdf: `${publicUrl}/api/orders/${ref(order)}/proforma.pdf`,
    receipt: `${publicUrl}/orders/${ref(order)}/receipt`,
    receiptPdf: `${publicUrl}/api/orders/${ref(order)}/receipt.pdf`,
    desk: `${publicUrl}/admin/orders/${ref(order)}`,
  };
}

/** The order's money as label/amount rows: lines first, then the fees, the discount and the total. */
function moneyRows(order: Order): { lines: [string, string][]; totals: [string, string][] } {
  const lines = order.items.map((item): [string, string] => [
    `${item.quantity} x ${orderLineName(item)}${item.installationFee !== null ? ` (with ${FEE_LABELS.installation.toLowerCase()})` : ''}`,
    formatNaira(item.lineTotal),
  ]);
  const totals: [string, string][] = [
    ['Subtotal', formatNaira(order.subtotal)],
    ...feeRows(order).map((row): [string, string] => [row.label, row.amount]),
    ['Total', formatNaira(order.total)],
  ];
  return { lines, totals };
}

function renderText(order: Order, layout: Layout, shopName: string): string {
  const { lines, totals } = moneyRows(order);
  const rows = (pairs: [string, string][], indent = '') =>
    pairs.map(([label, value]) => `${indent}${label}: ${value}`);
  return [
    layout.greeting,
    '',
    ...layout.intro.flatMap((paragraph) => [paragraph, '']),
    ...(layout.facts ? [...rows(layout.facts), ''] : []),
    `Order ${order.reference}`,
    ...rows(lines, '  '),
    ...rows(totals),
    '',
    ...rows(layout.links.map((link) => [link.label, link.url])),
    '',
    layout.outro,
    '',
    `${shopName} - ${SHOP.tagline}`,
    '',
  ].join('\n');
}

const cell = 'padding:6px 0;border-bottom:1px solid #e4e4e7';

function htmlRows(pairs: [string, string][], bold = false): string {
  return pairs
    .map(
      ([label, value]) =>
        `<tr><td style="${cell}">${escapeMarkup(label)}</td><td style="${cell};text-align:right;white-space:nowrap${bold ? ';font-weight:bold' : ''}">${escapeMarkup(value)}</td></tr>`,
    )
    .join('\n');
}

function renderHtml(order: Order, layout: Layout, shopName: string): string {
  const { lines, totals } = moneyRows(order);
  const main = layout.links[0];
  const facts = layout.facts
    ? `<table role="presentation" width="100%" style="border-collapse:collapse;font-size:14px;margin-bottom:16px">\n${htmlRows(layout.facts)}\n</table>`
    : '';
  const button = main ? mailButton(main.url, main.label) : '';
  const linkList = layout.links
    .map(
      (link) =>
        `<li>${escapeMarkup(link.label)}: <a href="${escapeMarkup(link.url)}" style="color:#b45309;word-break:break-all">${escapeMarkup(link.url)}</a></li>`,
    )
    .join('\n');
  return mailPage(
    layout.subject,
    shopName,
    `
<p>${escapeMarkup(layout.greeting)}</p>
${layout.intro.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`).join('\n')}
${facts}
<h2 style="font-size:16px;margin:16px 0 8px">Order ${escapeMarkup(order.reference)}</h2>
<table role="presentation" width="100%" style="border-collapse:collapse;font-size:14px">
${htmlRows(lines)}
${htmlRows(totals.slice(0, -1))}
${htmlRows(totals.slice(-1), true)}
</table>
${button}
<ul style="font-size:13px;color:#52525b;padding-left:18px">
${linkList}
</ul>
<p style="font-size:13px;color:#52525b">${escapeMarkup(layout.outro)}</p>`,
  );
}

function render(order: Order, layout: Layout, context: OrderMailContext): OrderMail {
  return {
    subject: layout.subject,
    text: renderText(order, layout, context.shopName),
    html: renderHtml(order, layout, context.shopName),
  };
}

function greeting(order: Order): string {
  const name = order.customer.firstName.trim();
  return name ? `Hello ${name},` : 'Hello,';
}

/** The shopper's mails end with the seller's WhatsApp number (the business details') and the status page. */
function shopperOutro(context: OrderMailContext): string {
  const number = context.whatsapp ? ` (${formatPhone(context.whatsapp)})` : '';
  return `Reply to the seller on WhatsApp${number} with any question about your order. You can follow it at any time on its status page.`;
}

/** To the shopper when the order is placed: the reference, the status page and the proforma. */
export function orderReceivedMail(order: Order, context: OrderMailContext): OrderMail {
  const links = orderLinks(order, context.publicUrl);
  return render(
    order,
    {
      subject: `${context.shopName}: we received your order ${order.reference}`,
      greeting: greeting(order),
      intro: [
        `Thank you for your order ${order.reference}. The seller will confirm it with you on WhatsApp: the price, the delivery and when it reaches you.`,
      ],
      links: [
        { label: 'Order status', url: links.status },
        { label: 'Proforma invoice', url: links.proforma },
        { label: 'Proforma invoice (PDF)', url: links.proformaPdf },
      ],
      outro: shopperOutro(context),
    },
    context,
  );
}

interface MoveText {
  subject: (reference: string) => string;
  intro: (reference: string) => string;
  /** Which document the mail links: the proforma before payment, the receipt after. */
  document: 'proforma' | 'receipt' | null;
}

const MOVES: Partial<Record<OrderStatus, MoveText>> = {
  confirmed: {
    subject: (reference) => `your order ${reference} is confirmed`,
    intro: (reference) =>
      `The seller has confirmed your order ${reference}. The proforma invoice carries the bank details for your payment.`,
    document: 'proforma',
  },
  paid: {
    subject: (reference) => `payment received for order ${reference}`,
    intro: (reference) =>
      `Thank you: the payment for your order ${reference} has been recorded. Your receipt is ready.`,
    document: 'receipt',
  },
  dispatched: {
    subject: (reference) => `your order ${reference} is on its way`,
    intro: (reference) => `Your order ${reference} has been dispatched.`,
    document: 'receipt',
  },
  delivered: {
    subject: (reference) => `your order ${reference} has been delivered`,
    intro: (reference) => `Your order ${reference} has been delivered. Thank you for shopping with us.`,
    document: 'receipt',
  },
  cancelled: {
    subject: (reference) => `your order ${reference} was cancelled`,
    intro: (reference) =>
      `Your order ${reference} has been cancelled. If you did not expect this, reply to the seller on WhatsApp.`,
    document: null,
  },
};

/** To the shopper when the order moves to `order.status`; null for a move that is not mailed. */
export function orderMovedMail(order: Order, context: OrderMailContext): OrderMail | null {
  const move = MOVES[order.status];
  if (!move) return null;
  const links = orderLinks(order, context.publicUrl);
  const documents: MailLink[] =
    move.document === 'proforma'
      ? [
          { label: 'Proforma invoice', url: links.proforma },
          { label: 'Proforma invoice (PDF)', url: links.proformaPdf },
        ]
      : move.document === 'receipt'
        ? [
            { label: 'Receipt', url: links.receipt },
            { label: 'Receipt (PDF)', url: links.receiptPdf },
          ]
        : [];
  return render(
    order,
    {
      subject: `${context.shopName}: ${move.subject(order.reference)}`,
      greeting: greeting(order),
      intro: [move.intro(order.reference), `Status: ${ORDER_STATUS_LABELS[order.status]}.`],
      links: [...documents, { label: 'Order status', url: links.status }],
      outro: shopperOutro(context),
    },
    context,
  );
}

/** A payment's facts as the mails list them: amount, method, reference, day, then the order's paid and balance. */
function paymentFacts(order: Order, payment: OrderPayment): [string, string][] {
  return [
    ['Amount received', formatNaira(payment.amount)],
    ['Method', paymentMethodLabel(payment.method, payment.provider)],
    ...(payment.reference ? [['Payment reference', payment.reference] as [string, string]] : []),
    ['Date paid', formatDocumentDate(lagosDay(payment.paidAt))],
    ['Total paid so far', formatNaira(order.amountPaid)],
    [PAYMENT_LABELS.balance, formatNaira(order.balance)],
  ];
}

/**
 * To the shopper for each payment credited or recorded (decision 053): the order, the amount, the balance
 * left, and the receipt of that payment; the final receipt too once the balance is 0. `order` is the
 * order with the payment counted.
 */
export function paymentReceivedMail(
  order: Order,
  payment: OrderPayment,
  context: OrderMailContext,
): OrderMail {
  const links = orderLinks(order, context.publicUrl);
  const paidUp = order.balance === 0;
  return render(
    order,
    {
      subject: `${context.shopName}: payment received for order ${order.reference}, ${formatNaira(payment.amount)}`,
      greeting: greeting(order),
      intro: [
        `Payment received: thank you, we have received ${formatNaira(payment.amount)} for your order ${order.reference}.`,
        paidUp
          ? 'Your order is now paid in full.'
          : `The balance still to pay is ${formatNaira(order.balance)}.`,
      ],
      facts: paymentFacts(order, payment),
      links: [
        {
          label: 'Receipt for this payment (PDF)',
          url: `${context.publicUrl}${paymentReceiptPath(order.reference, payment.id)}`,
        },
        ...(paidUp ? [{ label: 'Receipt (PDF)', url: links.receiptPdf }] : []),
        { label: 'Order status', url: links.status },
      ],
      outro: shopperOutro(context),
    },
    context,
  );
}

/** To the seller for each online payment: who paid, how much, through which provider, the balance left. */
export function onlinePaymentMail(order: Order, payment: OrderPayment, context: OrderMailContext): OrderMail {
  const { customer } = order;
  const provider = payment.provider ? PAYMENT_PROVIDER_LABELS[payment.provider] : 'online';
  return render(
    order,
    {
      // No name in the subject: the mailer logs subjects.
      subject: `${context.shopName}: online payment of ${formatNaira(payment.amount)} for order ${order.reference}`,
      greeting: 'Hello,',
      intro: [
        `${formatNaira(payment.amount)} was paid online through ${provider} for order ${order.reference}. It is in the order’s ledger.`,
      ],
      facts: [
        ['Customer', `${customer.firstName} ${customer.lastName}`.trim()],
        ...paymentFacts(order, payment),
      ],
      links: [{ label: 'Open it in the order desk', url: orderLinks(order, context.publicUrl).desk }],
      outro: 'You receive this mail because this address is the shop’s business email (or an admin’s).',
    },
    context,
  );
}

/** To the shopper when staff reject a proof of transfer: the reason, and where to send another. */
export function proofRejectedMail(order: Order, proof: OrderProof, context: OrderMailContext): OrderMail {
  const links = orderLinks(order, context.publicUrl);
  return render(
    order,
    {
      subject: `${context.shopName}: your proof of transfer for order ${order.reference} was not accepted`,
      greeting: greeting(order),
      intro: [
        `We could not accept the proof of transfer you sent for your order ${order.reference}.`,
        `Reason: ${proof.reason ?? 'not given'}`,
        'Please check the transfer and send a new proof on the order’s status page, or reply to the seller on WhatsApp.',
      ],
      facts: [
        ...(proof.amount === null
          ? []
          : [['Amount on the proof', formatNaira(proof.amount)] as [string, string]]),
        ['Total paid so far', formatNaira(order.amountPaid)],
        [PAYMENT_LABELS.balance, formatNaira(order.balance)],
      ],
      links: [{ label: 'Order status', url: links.status }],
      outro: shopperOutro(context),
    },
    context,
  );
}

/** To the seller when an order is placed: who, where, how much, and the order in the desk. */
export function newOrderMail(order: Order, context: OrderMailContext): OrderMail {
  const { customer } = order;
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  return render(
    order,
    {
      // No name in the subject: the mailer logs subjects, and the log never holds what a customer typed.
      subject: `${context.shopName}: new order ${order.reference}, ${formatNaira(order.total)}`,
      greeting: 'Hello,',
      intro: [
        `A new order, ${order.reference}, was placed in the shop and awaits confirmation. The customer was handed to WhatsApp with it.`,
      ],
      facts: [
        ['Customer', name],
        ['Phone', customer.phone ? formatPhone(customer.phone) : 'Not given'],
        ['Email', customer.email],
        order.deliveryMethod === 'pickup'
          ? ['Delivery', DELIVERY_METHOD_LABELS.pickup]
          : ['Delivery to', `${customer.city}, ${customer.state}`],
        ['Total', formatNaira(order.total)],
      ],
      links: [{ label: 'Open it in the order desk', url: orderLinks(order, context.publicUrl).desk }],
      outro: 'You receive this mail because this address is the shop’s business email (or an admin’s).',
    },
    context,
  );
}
