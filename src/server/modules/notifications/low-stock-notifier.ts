import type { Transaction } from '../../db/transaction';
import type { LowStockProduct } from '../catalog';
import { lowStockMail } from './low-stock-mail';
import { queueSellerMail } from './seller-addresses';

/**
 * The seller's low-stock mail, queued in the outbox inside the write that took the product below its
 * threshold (so it commits or rolls back with it): to the business email, or, until one is
 * saved, the staff who keep the stock.
 */
export class LowStockMailNotifier {
  constructor(private readonly options: { publicUrl: string; queued?: () => void }) {}

  async crossed(tx: Transaction, product: LowStockProduct): Promise<void> {
    const { publicUrl } = this.options;
    await queueSellerMail(tx, (shopName) => lowStockMail(product, { shopName, publicUrl }), 'products.stock');
    this.options.queued?.();
  }
}
