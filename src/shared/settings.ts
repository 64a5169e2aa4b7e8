import { z } from 'zod';
import { hasWholeKobo } from './money';
import { AUTH_MESSAGES, EMAIL_PATTERN } from './auth';
import { NIGERIAN_STATES } from './nigeria';
import { normalisePhone, PHONE_MESSAGES } from './phone';
import { DEFAULT_BUSINESS_HOURS, SHOP, type ShopIdentity } from './shop';
import { text } from './text';
import { PAYMENT_MESSAGES, PAYMENT_PROVIDERS } from './payments';
import { DELIVERY_CLASSES_MAX, deliveryClassId, deliveryClassSchema } from './delivery';

/**
 * The shop's settings, edited in the admin (`/admin/settings`): the business details printed on
 * documents and mails, and a delivery fee per state and delivery class. Money is naira here, as in every request and
 * answer; the server keeps integer kobo (`src/shared/money.ts`).
 */

export const SETTINGS_MESSAGES = {
  nuban: 'Account number must be exactly 10 digits (NUBAN)',
  validityWhole: 'Validity must be a whole number of days',
  feeNumber: 'Fee must be a number',
  feeNegative: 'Fee must be 0 or more',
  feeTooLarge: 'Fee is too large',
  feeKobo: 'Fee can have at most 2 decimal places',
  unknownState: 'Unknown state',
  feesCount: 'Send at most one fee for each state and delivery class',
  hoursCount: 'List between 1 and 7 rows of business hours',
} as const;

/** At most one row a day of the week. */
export const BUSINESS_HOURS_MAX_ROWS = 7;

export const PROFORMA_VALIDITY = { min: 1, max: 90, default: 7 } as const;
/** Ten million naira: well above any delivery, well inside a PostgreSQL integer of kobo. */
export const DELIVERY_FEE_MAX = 10_000_000;

const required = (label: string, max: number) =>
  text(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);

const optional = (label: string, max: number) =>
  text().trim().max(max, `${label} is at most ${max} characters`).default('');

/** A phone kept in international digits (2348031234567), as orders keep theirs; '' when blank. */
const phone = (label: string, isRequired: boolean) =>
  text()
    .trim()
    .max(40, `${label} is at most 40 characters`)
    .transform((value, context) => {
      const normalised = normalisePhone(value);
      if (normalised === null) context.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalid });
      else if (normalised === '' && isRequired)
        context.addIssue({ code: 'custom', message: `${label} is required` });
      else return normalised;
      return z.NEVER;
    });

/** Spaces and dashes people put in a long number are dropped; then exactly 10 digits. */
const nuban = text('Account number is required')
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, SETTINGS_MESSAGES.nuban));

/** A whole percentage from 0 to 100: an order's deposit, the shop's default for new orders. */
export const depositPercentSchema = z
  .number({ message: PAYMENT_MESSAGES.depositPercent })
  .int(PAYMENT_MESSAGES.depositPercent)
  .min(0, PAYMENT_MESSAGES.depositPercent)
  .max(100, PAYMENT_MESSAGES.depositPercent);

/** A row of the business hours: "Mon-Fri" and "8:00 AM - 6:00 PM". */
const hoursRowSchema = z.strictObject({
  days: required('Days', 40),
  hours: required('Hours', 60),
});

export const businessDetailsSchema = z.strictObject({
  tradingName: required('Trading name', 120),
  /** The number orders and "Ask about this on WhatsApp" go to. */
  whatsapp: phone('WhatsApp number for orders', true),
  address: required('Address', 300),
  rcNumber: optional('RC number', 30),
  /** The two chat numbers of the contact banner (and the phones documents print). */
  phone: phone('Phone', true),
  otherPhone: phone('Other phone', false).default(''),
  email: required('Email', 254).regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail),
  bankName: required('Bank name', 100),
  accountName: required('Account name', 120),
  accountNumber: nuban,
  proformaValidityDays: z
    .number({ message: 'Validity must be a number of days' })
    .int(SETTINGS_MESSAGES.validityWhole)
    .min(PROFORMA_VALIDITY.min, `Validity must be at least ${PROFORMA_VALIDITY.min} day`)
    .max(PROFORMA_VALIDITY.max, `Validity must be at most ${PROFORMA_VALIDITY.max} days`),
  hours: z
    .array(hoursRowSchema, { message: SETTINGS_MESSAGES.hoursCount })
    .min(1, SETTINGS_MESSAGES.hoursCount)
    .max(BUSINESS_HOURS_MAX_ROWS, SETTINGS_MESSAGES.hoursCount),
  /** The deposit each new order asks (0: none); left out, the saved one stays (decision 053). */
  depositPercent: depositPercentSchema.optional(),
  /** The provider shoppers pay through when both are configured; left out, the saved one stays. */
  paymentProvider: z.enum(PAYMENT_PROVIDERS, { message: 'Please choose Paystack or Flutterwave' }).optional(),
});
/** What the admin sends (`z.input`) and what is kept (`z.output`: trimmed, phones normalised). */
export type BusinessDetailsInput = z.input<typeof businessDetailsSchema>;
/** The deposit and provider may be left out of a save (the saved ones stay); the settings read them set. */
export type BusinessDetails = z.output<typeof businessDetailsSchema>;

/**
 * The details until the owner saves them, from the environment's defaults: the shop's name, SELLER_WHATSAPP
 * as the number orders go to and as the one chat number, the specification's hours; no email, address or
 * bank (the storefront leaves them out, a proforma says "Bank details on request").
 */
export function defaultBusinessDetails(sellerWhatsapp: string): BusinessDetails {
  return {
    tradingName: SHOP.name,
    whatsapp: sellerWhatsapp,
    address: '',
    rcNumber: '',
    phone: sellerWhatsapp,
    otherPhone: '',
    email: '',
    bankName: '',
    accountName: '',
    accountNumber: '',
    proformaValidityDays: PROFORMA_VALIDITY.default,
    hours: DEFAULT_BUSINESS_HOURS.map((row) => ({ ...row })),
    depositPercent: 0,
    paymentProvider: 'paystack',
  };
}

/** What the storefront shows of the details: name, numbers, email, address and hours. */
export function shopIdentity(details: BusinessDetails): ShopIdentity {
  return {
    name: details.tradingName,
    whatsapp: details.whatsapp,
    chatPhones: [details.phone, details.otherPhone].filter(Boolean),
    email: details.email,
    address: details.address,
    hours: details.hours.map(({ days, hours }) => ({ days, hours })),
  };
}

/** Whether the details carry a bank account to pay into (a proforma says "Bank details on request" if not). */
export function hasBankDetails(bank: { bankName: string; accountNumber: string }): boolean {
  return bank.bankName.trim() !== '' && bank.accountNumber.trim() !== '';
}

/** Who saved last and when; both null while the defaults stand. */
const changeStamp = {
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
};

/** The details as answered: plain values (the defaults would not pass the input's rules). */
export const storedDetailsSchema = z.object({
  tradingName: z.string(),
  whatsapp: z.string(),
  address: z.string(),
  rcNumber: z.string(),
  phone: z.string(),
  otherPhone: z.string(),
  email: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  proformaValidityDays: z.number(),
  hours: z.array(z.object({ days: z.string(), hours: z.string() })),
  // A document's copy of the details made before payments existed has neither.
  depositPercent: z.number().int().default(0),
  paymentProvider: z.enum(PAYMENT_PROVIDERS).default('paystack'),
});

export const businessDetailsResponseSchema = z.object({ details: storedDetailsSchema, ...changeStamp });
export type BusinessDetailsResponse = z.infer<typeof businessDetailsResponseSchema>;

/** A fee in naira, or null: quote on request. */
export const deliveryFeeSchema = z
  .number({ message: SETTINGS_MESSAGES.feeNumber })
  .min(0, SETTINGS_MESSAGES.feeNegative)
  .max(DELIVERY_FEE_MAX, SETTINGS_MESSAGES.feeTooLarge)
  .refine(hasWholeKobo, SETTINGS_MESSAGES.feeKobo)
  .nullable();

export const deliveryFeeRowSchema = z.strictObject({
  state: z.enum(NIGERIAN_STATES, { message: SETTINGS_MESSAGES.unknownState }),
  /** The delivery class the fee is for (`src/shared/delivery.ts`). */
  classId: deliveryClassId,
  fee: deliveryFeeSchema,
});
export type DeliveryFeeRow = z.infer<typeof deliveryFeeRowSchema>;

/**
 * The whole table of fees, by state and class: each pair at most once; a pair left out is quoted on
 * WhatsApp (null), as is a class the table never named.
 */
export const deliveryFeesSchema = z.strictObject({
  fees: z
    .array(deliveryFeeRowSchema)
    .max(NIGERIAN_STATES.length * DELIVERY_CLASSES_MAX, SETTINGS_MESSAGES.feesCount)
    .superRefine((rows, context) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const key = `${row.state}\u0000${row.classId}`;
        if (seen.has(key))
          context.addIssue({
            code: 'custom',
            path: [index, 'state'],
            message: `${row.state} is listed twice`,
          });
        seen.add(key);
      });
    }),
});
export type DeliveryFeesInput = z.infer<typeof deliveryFeesSchema>;

export const deliveryFeesResponseSchema = z.object({
  /** Smallest first. */
  classes: z.array(deliveryClassSchema),
  /** Every state and class. */
  fees: z.array(
    z.object({
      state: z.enum(NIGERIAN_STATES),
      classId: z.string(),
      fee: z.number().nullable(),
      ...changeStamp,
    }),
  ),
});
export type DeliveryFeesResponse = z.infer<typeof deliveryFeesResponseSchema>;

/** GET /api/delivery-fees: the classes, smallest first, and each state's fee per class (null: quoted on WhatsApp). */
export const publicDeliveryFeesSchema = z.object({
  classes: z.array(deliveryClassSchema),
  fees: z.array(
    z.object({ state: z.enum(NIGERIAN_STATES), classId: z.string(), fee: z.number().nullable() }),
  ),
});
export type PublicDeliveryFees = z.infer<typeof publicDeliveryFeesSchema>;
