import type { Facts } from './facts-table';
import { sellerNotice } from './seller-notice';
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
    ...(product.sku ? ([['SKU', product.sku]] as Facts) : []),
    ['Stock left', String(product.stockCount)],
    ['Low-stock threshold', String(product.lowStockThreshold)],
  ];
  return sellerNotice({
    subject,
    shopName: context.shopName,
    intro,
    facts,
    action: { label: 'Open the product', link },
    showLink: true,
    outro:
      'You get this mail once each time the product goes below its threshold. Restock it, or change its threshold in its form.',
  });
}
