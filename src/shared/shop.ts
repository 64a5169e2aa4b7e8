/** The seller's fixed details shown across the storefront. */
/**
 * The footer's notice on every page (SPEC.md section 2). Kept here, where every page's first script
 * already reads, rather than with the checkout's other texts, which would come along with it.
 */
export const PAYMENT_NOTICE = 'Our Payment system is not available for now';

export const SHOP = {
  name: 'GaragePro',
  tagline: 'Premium Garage Equipment',
  /** The two chat numbers of the contact banner. */
  chatPhones: ['+234 803 555 0142', '+234 812 555 0198'],
  email: 'sales@garagepro.ng',
  address: '24 Oba Akran Avenue, Ikeja, Lagos',
  businessHours: [
    { days: 'Mon-Fri', hours: '8:00 AM - 6:00 PM' },
    { days: 'Sat', hours: '9:00 AM - 4:00 PM' },
    { days: 'Sun', hours: 'Closed' },
  ],
} as const;

/** Local storage keys of the specification (section 9). */
export const STORAGE_KEYS = {
  cart: 'autoparts-cart',
  orders: 'autoparts-orders',
  contact: 'contact-submissions',
} as const;

/** wa.me link for a phone number written with spaces and a plus sign. */
export function whatsappLink(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '');
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}
