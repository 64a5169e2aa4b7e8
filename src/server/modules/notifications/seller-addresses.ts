import { SHOP } from '../../../shared/shop';
import type { Permission } from '../../../shared/staff';
import type { Transaction } from '../../db/transaction';
import { SettingsRepository, SettingsService } from '../settings';
import type { OrderMail } from './order-mails';
import { OutboxRepository } from './outbox.repository';

/**
 * Who the seller's mail goes to, read in the caller's transaction (the embedded database runs one
 * transaction at a time): the business email of the settings, or, until one is saved, the staff whose level
 * may see what the mail carries (`readers`: a new order's customer, a contact message, or a product's stock).
 */
export async function sellerMail(
  tx: Transaction,
  readers: Permission,
): Promise<{ tradingName: string; to: string[] }> {
  const details = await new SettingsService(new SettingsRepository(tx)).businessDetails();
  // "Not set yet": the business details are saved with an email (required), and have none before.
  const to = details.email ? [details.email] : await OutboxRepository.staffAddresses(tx, readers);
  return { tradingName: details.tradingName, to };
}

/** Queues one mail to the seller in the caller's transaction, drawn with the shop's trading name. */
export async function queueSellerMail(
  tx: Transaction,
  draw: (shopName: string) => OrderMail,
  readers: Permission,
): Promise<void> {
  const seller = await sellerMail(tx, readers);
  const mail = draw(seller.tradingName.trim() || SHOP.name);
  await OutboxRepository.enqueue(
    tx,
    seller.to.map((to) => ({ to, ...mail })),
  );
}
