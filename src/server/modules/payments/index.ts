/** The payments module: the payment ledger, its staff routes and the shoppers' proofs of transfer. */
export type { Ledger, PaymentNotifier, VerifiedOnlinePayment } from './ledger';
export { SILENT_PAYMENT_NOTIFIER } from './ledger';
export { LedgerService } from './ledger.service';
export { registerPayments, type PaymentsModule } from './register';
export { onlinePayLinks, registerOnlinePayments, WEBHOOK_PATHS } from './online';
