/** Paying online through Paystack and Flutterwave (decision 053). */
export { onlinePayLinks, type PayLinks } from './pay-links';
export { registerOnlinePayments, type OnlinePaymentsNeeds } from './register';
export { WEBHOOK_PATHS } from './online.routes';
