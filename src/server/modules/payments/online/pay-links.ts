import { createHmac, timingSafeEqual } from 'node:crypto';
import { payPath, PAYMENT_PROVIDERS, type PaymentProvider } from '../../../../shared/payments';
import type { OrderPayOptions } from '../../../../shared/orders';
import { hasBankDetails, type BusinessDetails } from '../../../../shared/settings';
import type { PaymentsConfig } from '../../../config';

/** The providers whose secrets are set. */
export function configuredProviders(config: PaymentsConfig): PaymentProvider[] {
  return PAYMENT_PROVIDERS.filter((provider) => config[provider] !== null);
}

/** The provider shoppers pay through: the one configured, or the owner's pick when both are. */
export function activeProvider(
  configured: readonly PaymentProvider[],
  details: Pick<BusinessDetails, 'paymentProvider'>,
): PaymentProvider | null {
  if (configured.length <= 1) return configured[0] ?? null;
  return details.paymentProvider && configured.includes(details.paymentProvider)
    ? details.paymentProvider
    : configured[0]!;
}

/** How orders can be paid now: the provider, and the business details' bank account when they have one. */
export function payOptionsOf(
  configured: readonly PaymentProvider[],
  details: BusinessDetails,
): OrderPayOptions {
  return {
    online: activeProvider(configured, details),
    bank: hasBankDetails(details)
      ? { bankName: details.bankName, accountName: details.accountName, accountNumber: details.accountNumber }
      : null,
  };
}

/**
 * The token of an order's pay link: an HMAC of the order's id with the shop's secret (base64url), so the
 * link opens without signing in, never expires, and names no other order.
 */
export function payLinkToken(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`pay-link:${orderId}`).digest('base64url');
}

/** Whether `token` is the order's, compared in constant time. */
export function isPayLinkToken(secret: string, orderId: string, token: string): boolean {
  const expected = Buffer.from(payLinkToken(secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The absolute pay link the desk sends: PUBLIC_URL + /orders/{reference}/pay?t=<token>. */
export function payLinkOf(
  publicUrl: string,
  secret: string,
  order: { id: string; reference: string },
): string {
  return `${publicUrl}${payPath(order.reference)}?t=${payLinkToken(secret, order.id)}`;
}

/** What the orders module reads when it answers an order: the pay options and the pay link. */
export interface PayLinks {
  readonly payOptions: OrderPayOptions;
  payLinkOf(order: { id: string; reference: string }): string;
}

/** The pay options from the configuration and the business details as this process holds them. */
export function onlinePayLinks({
  payments,
  publicUrl,
  authSecret,
  details,
}: {
  payments: PaymentsConfig;
  publicUrl: string;
  authSecret: string;
  /** The business details, read from memory (the settings' copy). */
  details: () => BusinessDetails;
}): PayLinks {
  const configured = configuredProviders(payments);
  return {
    get payOptions() {
      return payOptionsOf(configured, details());
    },
    payLinkOf: (order) => payLinkOf(publicUrl, authSecret, order),
  };
}
