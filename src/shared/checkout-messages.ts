import { PAYMENT_NOTICE } from './shop';

/** The checkout's texts (SPEC.md sections 2, 4, 5 and 8), apart from the order message and its money rules. */
export const CHECKOUT_MESSAGES = {
  missingFieldsTitle: 'Please fill in all required fields',
  missingFieldsDescription: 'Complete the customer information and shipping address to continue.',
  dialogTitle: 'Payment System Unavailable',
  dialogDescription:
    'Oops! Our payment system is not working for now. Chat us on WhatsApp to complete your order.',
  redirecting: 'Redirecting to WhatsApp',
  footerNotice: PAYMENT_NOTICE,
  phoneNotProvided: 'Not provided',
} as const;
