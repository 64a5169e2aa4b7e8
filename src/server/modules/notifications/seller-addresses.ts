import { SHOP } from '../../../shared/shop';
import type { Transaction } from '../../db/transaction';
import { SettingsRepository, SettingsService } from '../settings';
import type { OrderMail } from './order-mails';
import { OutboxRepository } from './outbox.repository';

/** Who gets the seller's mail until a business email is saved: every admin, or only the owners. */
export type SellerFallback = 'admins' | 'owners';

/**
 * Who the seller's mail goes to, read in the caller's transaction (the embedded database runs one
 * transaction at a time): the business email of the settings, or every admin (or owner) until one is saved.
 */
export async function sellerMail(
  tx: Transaction,
  fallback: SellerFallback = 'admins',
): Promise<{ tradingName: string; to: string[] }> {
  const details = await new SettingsService(new SettingsRepository(tx)).businessDetails();
  // "Not set yet": the business details are saved with an email (required), and have none before.
  const to = details.email
    ? [details.email]
    : fallback === 'owners'
      ? await OutboxRepository.ownerAddresses(tx)
      : await OutboxRepository.adminAddresses(tx);
  return { tradingName: details.tradingName, to };
}

/** Queues one mail to the seller in the caller's transaction, drawn with the shop's trading name. */
export async function queueSellerMail(
  tx: Transaction,
  draw: (shopName: string) => OrderMail,
  fallback: SellerFallback = 'admins',
): Promise<void> {
  const seller = await sellerMail(tx, fallback);
  const mail = draw(seller.tradingName.trim() || SHOP.name);
  await OutboxRepository.enqueue(
    tx,
    seller.to.map((to) => ({ to, ...mail })),
  );
}
