/**
 * Customers' phone numbers. Nigerians write theirs in many ways (0803 123 4567, +234 803 123 4567,
 * 2348031234567, 803-123-4567, even +234 0803 ...); the shop keeps one form, the international digits
 * without the plus (2348031234567), which is what wa.me links and SELLER_WHATSAPP use. A number from
 * another country is accepted when written with + and its country code (E.164: 8 to 15 digits).
 */

export const PHONE_MESSAGES = {
  invalid:
    'Please enter a valid phone number: a Nigerian number such as 0803 123 4567, or + and the country code for a number abroad.',
} as const;

export const NIGERIA_CODE = '234';

/** What people put between the digits: spaces, dashes, dots, brackets. */
const SEPARATORS = /[\s().-]/g;
/** A Nigerian mobile number without its leading 0: 70x, 80x, 81x, 90x, 91x and 7 more digits. */
const NIGERIAN_MOBILE = /^[789][01]\d{8}$/;
/**
 * A Nigerian fixed line without its leading 0: area code and number, 8 digits (01 234 5678, 09 ...).
 * Never one of the mobile prefixes: "0803 555 01" is a mobile number missing digits.
 */
const NIGERIAN_FIXED = /^(?![789][01])[1-9]\d{7}$/;
/** E.164: a country code that does not start with 0, at most 15 digits in all. */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;

/** The national number (without 0 or 234) when it is a Nigerian one. */
function nigerianNational(national: string): string | null {
  const withoutTrunk = national.startsWith('0') ? national.slice(1) : national;
  return NIGERIAN_MOBILE.test(withoutTrunk) || NIGERIAN_FIXED.test(withoutTrunk) ? withoutTrunk : null;
}

/**
 * The number in international form, digits only ('2348031234567'); '' for a blank text (the phone is
 * optional); null when the text cannot be a Nigerian or an international number.
 */
export function normalisePhone(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  let compact = trimmed.replace(SEPARATORS, '');
  // "00" is how an international number is dialled from Nigeria: the same as "+".
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`;
  const international = compact.startsWith('+');
  const digits = international ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;

  if (digits.startsWith(NIGERIA_CODE)) {
    const national = nigerianNational(digits.slice(NIGERIA_CODE.length));
    if (national) return `${NIGERIA_CODE}${national}`;
    // +234 followed by something that is not a Nigerian number: refused rather than guessed.
    if (international || digits.length >= 12) return null;
  }
  if (international) return INTERNATIONAL.test(digits) ? digits : null;
  // Without a plus, only a Nigerian number: 0803..., or 803... without its 0 (mobiles only).
  if (digits.startsWith('0')) {
    const national = nigerianNational(digits);
    return national ? `${NIGERIA_CODE}${national}` : null;
  }
  return NIGERIAN_MOBILE.test(digits) ? `${NIGERIA_CODE}${digits}` : null;
}

/** Whether the text is blank or a phone number the shop can keep. */
export function isValidPhone(text: string): boolean {
  return normalisePhone(text) !== null;
}

/**
 * A number as people read it: '+234 803 123 4567' for a Nigerian mobile, '+' and the digits for others;
 * a text that is not a number the shop understands (an old order) is shown as it was typed.
 */
export function formatPhone(text: string): string {
  const digits = normalisePhone(text);
  if (!digits) return text.trim();
  const national = digits.startsWith(NIGERIA_CODE) ? digits.slice(NIGERIA_CODE.length) : null;
  if (national && NIGERIAN_MOBILE.test(national))
    return `+${NIGERIA_CODE} ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  return `+${digits}`;
}

/** A tel: link for the number, or null when there is none the shop understands. */
export function telUrl(text: string): string | null {
  const digits = normalisePhone(text);
  return digits ? `tel:+${digits}` : null;
}
