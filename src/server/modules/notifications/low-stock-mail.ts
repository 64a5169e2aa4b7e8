import { SHOP } from '../../../shared/shop';
import { escapeHtml, mailButton, mailPage } from '../../mail/mail-templates';
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
  const facts: [string, string][] = [
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
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open the product: ${link}`,
    '',
    outro,
    '',
    `${context.shopName} - ${SHOP.tagline}`,
    '',
  ].join('\n');
  const cell = 'padding:6px 0;border-bottom:1px solid #e4e4e7';
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="${cell}">${escapeHtml(label)}</td><td style="${cell};text-align:right">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = mailPage(
    subject,
    context.shopName,
    `
<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<table role="presentation" width="100%" style="border-collapse:collapse;font-size:14px">
${rows}
</table>
${mailButton(link, 'Open the product')}
<p style="font-size:13px;color:#52525b">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(outro)}</p>`,
  );
  return { subject, text, html };
}
