import { SHOP } from '../../../shared/shop';
import type { Transaction } from '../../db/transaction';
import type { LowStockProduct } from '../catalog';
import { lowStockMail } from './low-stock-mail';
import { OutboxRepository } from './outbox.repository';
import { sellerMail } from './seller-addresses';

/**
 * The seller's low-stock mail, queued in the outbox inside the write that took the product below its
 * threshold (so it commits or rolls back with it): to the business email, or every admin until one is
 * saved, as the new-order mail.
 */
export class LowStockMailNotifier {
  constructor(private readonly options: { publicUrl: string; queued?: () => void }) {}

  async crossed(tx: Transaction, product: LowStockProduct): Promise<void> {
    const seller = await sellerMail(tx);
    const mail = lowStockMail(product, {
      shopName: seller.tradingName.trim() || SHOP.name,
      publicUrl: this.options.publicUrl,
    });
    await OutboxRepository.enqueue(
      tx,
      seller.to.map((to) => ({ to, ...mail })),
    );
    this.options.queued?.();
  }
}
