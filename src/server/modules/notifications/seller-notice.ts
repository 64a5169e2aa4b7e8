import { SHOP } from '../../../shared/shop';
import { escapeMarkup } from '../../lib/escape-markup';
import { mailButton, mailPage } from '../../mail/mail-templates';
import { factsTable, factsText, type Facts } from './facts-table';
import type { OrderMail } from './order-mails';

/** What a short mail to the seller says: why, the facts, perhaps a quoted text, one action. */
export interface SellerNotice {
  subject: string;
  shopName: string;
  intro: string;
  facts: Facts;
  /** Someone's own words (a contact message), shown as a quote below the facts. */
  quote?: string;
  action: { label: string; link: string };
  /** Also writes the action's address below its button (for mail readers that hide buttons). */
  showLink?: boolean;
  outro: string;
}

/** The plain-text and HTML parts of a seller's notice (low stock, a contact message). */
export function sellerNotice(notice: SellerNotice): OrderMail {
  const { subject, shopName, intro, facts, quote, action, outro } = notice;
  const text = [
    'Hello,',
    '',
    intro,
    '',
    ...factsText(facts),
    '',
    ...(quote === undefined ? [] : [quote, '']),
    `${action.label}: ${action.link}`,
    '',
    outro,
    '',
    `${shopName} - ${SHOP.tagline}`,
    '',
  ].join('\n');
  const quoted =
    quote === undefined
      ? ''
      : `\n<p style="white-space:pre-wrap;border-left:3px solid #f59e0b;padding-left:12px">${escapeMarkup(quote)}</p>`;
  const shownLink = notice.showLink
    ? `\n<p style="font-size:13px;color:#52525b">${escapeMarkup(action.link)}</p>`
    : '';
  const html = mailPage(
    subject,
    shopName,
    `
<p>Hello,</p>
<p>${escapeMarkup(intro)}</p>
${factsTable(facts)}${quoted}
${mailButton(action.link, action.label)}${shownLink}
<p style="font-size:13px;color:#52525b">${escapeMarkup(outro)}</p>`,
  );
  return { subject, text, html };
}
