import { SHOP } from '../../../shared/shop';
import { escapeHtml, mailButton, mailPage } from '../../mail/mail-templates';
import { factsTable, factsText, type Facts } from './facts-table';
import type { LowStockProduct } from '../catalog';
import type { OrderMail } from './order-mails';

/** Where the product is in the admin: its edit form. */
export function productAdminLink(publicUrl: string, productId: string): string {
  return `${publicUrl}/admin/products/${encodeURIComponent(productId)}/edit`;
}

const left = (count: number) => (count === 0 ? 'none left' : `${count} left`);

/** To the seller when a product goes low on stock: its name, the stock left, its threshold and a link. */
export function lowStockMail(
  product: LowStockProduct,
  context: { shopName: string; publicUrl: string },
): OrderMail {
  const link = productAdminLink(context.publicUrl, product.id);
  const subject = `${context.shopName}: low stock, ${product.name} (${left(product.stockCount)})`;
  const intro = `${product.name} is low on stock: ${left(product.stockCount)}, at or below its low-stock threshold of ${product.lowStockThreshold}.`;
  const facts: Facts = [
    ['Product', product.name],
    ['Stock left', String(product.stockCount)],
    ['Low-stock threshold', String(product.lowStockThreshold)],
  ];
  const outro =
    'You get this mail once each time the product goes below its threshold. Restock it, or change its threshold in its form.';
  const text = [
    'Hello,',
    '',
    intro,
    '',
    ...factsText(facts),
    '',
    `Open the product: ${link}`,
    '',
    outro,
    '',
    `${context.shopName} - ${SHOP.tagline}`,
    '',
  ].join('\n');
  const html = mailPage(
    subject,
    context.shopName,
    `
<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
${factsTable(facts)}
${mailButton(link, 'Open the product')}
<p style="font-size:13px;color:#52525b">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(outro)}</p>`,
  );
  return { subject, text, html };
}
