/**
 * An amount written out as Nigerian invoices write it, in British English ("and" before the tens):
 * 345000000 kobo -> "Three million four hundred and fifty thousand naira only".
 */

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'] as const;
const SCALES = [
  [1_000_000_000_000, 'trillion'],
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
] as const;

/** 0 to 99: "seven", "forty-two". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

/** 1 to 999: "one hundred and one", "twelve". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(rest);
  const head = `${ONES[hundreds]} hundred`;
  return rest === 0 ? head : `${head} and ${belowHundred(rest)}`;
}

/** A whole number in words, lower case: 1000001 -> "one million and one". */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return ONES[0];
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      parts.push(`${numberInWords(Math.floor(rest / size))} ${name}`);
      rest %= size;
    }
  }
  // British usage: a last group under one hundred after a larger one takes "and" ("one thousand and five").
  if (rest > 0)
    parts.push(parts.length > 0 && rest < 100 ? `and ${belowHundred(rest)}` : belowThousand(rest));
  return parts.join(' ');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Kobo as words: "One thousand naira and fifty kobo only", "Zero naira only", "Fifty kobo only".
 * Negative or fractional kobo is refused (totals never go below 0 and are whole kobo).
 */
export function amountInWords(kobo: number): string {
  if (!Number.isSafeInteger(kobo) || kobo < 0) throw new RangeError(`Not an amount in kobo: ${kobo}`);
  const naira = Math.floor(kobo / 100);
  const rest = kobo % 100;
  const nairaText = `${numberInWords(naira)} naira`;
  if (rest === 0) return `${capitalise(nairaText)} only`;
  const koboText = `${numberInWords(rest)} kobo`;
  return `${capitalise(naira === 0 ? koboText : `${nairaText} and ${koboText}`)} only`;
}
