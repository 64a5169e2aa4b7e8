import { z } from 'zod';

/**
 * What every page says of the shop itself. The seller's own details (name, numbers, email, address,
 * hours) are not here: they are the business details of the settings (`src/shared/settings.ts`), which
 * the owner edits without a deploy and every page reads as the shop's identity (`ShopIdentity` below).
 */
/**
 * The footer's notice on every page (SPEC.md section 2). Kept here, where every page's first script
 * already reads, rather than with the checkout's other texts, which would come along with it.
 */
export const PAYMENT_NOTICE = 'Our Payment system is not available for now';

export const SHOP = {
  /** The trading name until the owner saves one (the settings' default). */
  name: 'GaragePro',
  tagline: 'Premium Garage Equipment',
} as const;

/** The business hours of the specification (section 9: Mon-Fri 8-6, Sat 9-4, Sun closed): the default. */
export const DEFAULT_BUSINESS_HOURS: readonly BusinessHoursRow[] = [
  { days: 'Mon-Fri', hours: '8:00 AM - 6:00 PM' },
  { days: 'Sat', hours: '9:00 AM - 4:00 PM' },
  { days: 'Sun', hours: 'Closed' },
];

export interface BusinessHoursRow {
  days: string;
  hours: string;
}

/**
 * The shop's public identity: what the header, footer, contact page, product page, checkout and the
 * server's HTML show. Phones are international digits (2348031234567); `whatsapp` is the number orders
 * and "Ask about this on WhatsApp" go to, `chatPhones` the contact banner's one or two numbers.
 */
export const shopIdentitySchema = z.object({
  name: z.string(),
  whatsapp: z.string(),
  chatPhones: z.array(z.string()),
  email: z.string(),
  address: z.string(),
  hours: z.array(z.object({ days: z.string(), hours: z.string() })),
});
export type ShopIdentity = z.infer<typeof shopIdentitySchema>;

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * Whether a value is a ShopIdentity: what `shopIdentitySchema` accepts, checked without zod, so the
 * browser's first script (which reads the identity on every page) does not carry zod (shop.test.ts holds
 * the two to the same answers).
 */
export function isShopIdentity(value: unknown): value is ShopIdentity {
  if (typeof value !== 'object' || value === null) return false;
  const identity = value as Record<keyof ShopIdentity, unknown>;
  return (
    isString(identity.name) &&
    isString(identity.whatsapp) &&
    Array.isArray(identity.chatPhones) &&
    identity.chatPhones.every(isString) &&
    isString(identity.email) &&
    isString(identity.address) &&
    Array.isArray(identity.hours) &&
    identity.hours.every(
      (row: unknown) =>
        typeof row === 'object' &&
        row !== null &&
        isString((row as BusinessHoursRow).days) &&
        isString((row as BusinessHoursRow).hours),
    )
  );
}

/** The id of the JSON block the server writes into every page's HTML and the app reads at start. */
export const SHOP_IDENTITY_ELEMENT_ID = 'shop-identity';

/** Local storage keys of the specification (section 9). */
export const STORAGE_KEYS = {
  cart: 'autoparts-cart',
  orders: 'autoparts-orders',
  contact: 'contact-submissions',
} as const;

/** wa.me link for a phone number, in digits or written with spaces and a plus sign. */
export function whatsappLink(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '');
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

/**
 * The logo's two tones: the name's last word in the accent colour ("Ade Motors": "Ade " and "Motors"),
 * or, for one word written in parts, its last capitalised part ("GaragePro": "Garage" and "Pro").
 */
export function logoParts(name: string): [string, string] {
  const trimmed = name.trim();
  const space = trimmed.lastIndexOf(' ');
  if (space > 0) return [trimmed.slice(0, space + 1), trimmed.slice(space + 1)];
  const part = /^(.*\p{Ll})(\p{Lu}\p{Ll}+)$/u.exec(trimmed);
  return part ? [part[1]!, part[2]!] : [trimmed, ''];
}
