import { SHOP } from '../../../shared/shop';
import type { Transaction } from '../../db/transaction';
import { SettingsRepository, SettingsService } from '../settings';
import type { OrderMail } from './order-mails';
import { OutboxRepository } from './outbox.repository';

/**
 * Who the seller's mail goes to, read in the caller's transaction (the embedded database runs one
 * transaction at a time): the business email of the settings, or every admin until one is saved.
 */
export async function sellerMail(tx: Transaction): Promise<{ tradingName: string; to: string[] }> {
  const details = await new SettingsService(new SettingsRepository(tx)).businessDetails();
  // "Not set yet": the business details are saved with an email (required), and have none before.
  const to = details.email ? [details.email] : await OutboxRepository.adminAddresses(tx);
  return { tradingName: details.tradingName, to };
}

/** Queues one mail to the seller in the caller's transaction, drawn with the shop's trading name. */
export async function queueSellerMail(tx: Transaction, draw: (shopName: string) => OrderMail): Promise<void> {
  const seller = await sellerMail(tx);
  const mail = draw(seller.tradingName.trim() || SHOP.name);
  await OutboxRepository.enqueue(
    tx,
    seller.to.map((to) => ({ to, ...mail })),
  );
}
