import { describe, expect, it } from 'vitest';
import {
  askAboutProductMessage,
  askOnWhatsappUrl,
  productPageUrl,
  productShareData,
  shareOnWhatsappUrl,
  shareProductText,
} from './product-share';

const booth = { id: 'spray-booth-9000', name: 'Spray Booth & Oven "Pro" 9000', price: 27_500_000 };
const pageUrl = 'https://garagepro.ng/product/spray-booth-9000';
/** The business details' name and the number orders go to. */
const seller = { name: 'Ade Motors', whatsapp: '2348091112233' };

function textOf(link: string): string {
  const text = new URL(link).searchParams.get('text');
  if (text === null) throw new Error(`${link} has no text`);
  return text;
}

describe('productPageUrl', () => {
  it('joins the origin and the product id into the page address', () => {
    expect(productPageUrl('https://garagepro.ng', 'abc-123')).toBe('https://garagepro.ng/product/abc-123');
    expect(productPageUrl('http://127.0.0.1:3100/', 'abc')).toBe('http://127.0.0.1:3100/product/abc');
  });

  it('encodes an id that is not URL safe', () => {
    expect(productPageUrl('https://garagepro.ng', 'a b/c')).toBe('https://garagepro.ng/product/a%20b%2Fc');
  });
});

describe('asking the seller on WhatsApp', () => {
  it('the message names the product, its naira price with thousands separators and its page', () => {
    const message = askAboutProductMessage(seller, booth, pageUrl);
    expect(message).toBe(
      `Hello Ade Motors, I would like to ask about Spray Booth & Oven "Pro" 9000 (₦27,500,000). Is it available? ${pageUrl}`,
    );
  });

  it('shows kobo only when the price has them', () => {
    expect(askAboutProductMessage(seller, { ...booth, price: 1234.5 }, pageUrl)).toContain('(₦1,234.50)');
  });

  it("opens a chat with the seller's WhatsApp number for orders and the message, which survives encoding", () => {
    const link = askOnWhatsappUrl(seller, booth, pageUrl);
    expect(link.startsWith('https://wa.me/2348091112233?text=')).toBe(true);
    expect(textOf(link)).toBe(askAboutProductMessage(seller, booth, pageUrl));
  });
});

describe('asking about a chosen variant', () => {
  const variant = {
    sku: 'LIFT-5T-380',
    options: [
      { name: 'Capacity', value: '5 t' },
      { name: 'Voltage', value: '380 V' },
    ],
  };

  it("names the variant's options and SKU, and its page keeps the choice", () => {
    const url = productPageUrl('https://garagepro.ng', 'lift', 'LIFT-5T-380');
    expect(url).toBe('https://garagepro.ng/product/lift?variant=LIFT-5T-380');
    expect(askAboutProductMessage(seller, { ...booth, variant }, url)).toBe(
      `Hello Ade Motors, I would like to ask about ${booth.name} (Capacity: 5 t · Voltage: 380 V, SKU LIFT-5T-380) (₦27,500,000). Is it available? ${url}`,
    );
  });
});

describe('sharing a product', () => {
  it('gives the Web Share API a title, a text with the price and the page address', () => {
    expect(productShareData(seller, booth, pageUrl)).toEqual({
      title: booth.name,
      text: `${booth.name} - ₦27,500,000 at Ade Motors`,
      url: pageUrl,
    });
    expect(shareProductText(seller, booth)).toBe(`${booth.name} - ₦27,500,000 at Ade Motors`);
  });

  it('shares on WhatsApp without a number: the text and the link', () => {
    const link = shareOnWhatsappUrl(seller, booth, pageUrl);
    const url = new URL(link);
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/');
    expect(textOf(link)).toBe(`${shareProductText(seller, booth)} ${pageUrl}`);
  });
});
