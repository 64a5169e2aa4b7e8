import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_PRODUCT_PREFIX } from './catalogue';

/**
 * The splash of index.html: shown on every full page load for about 3.5 s. Its name is the shop's, which
 * another spec may have changed; its tagline is the specification's.
 */
export function splash(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Premium Garage Equipment' });
}

/** The shop's trading name as the business details have it now (another spec may have saved them). */
export async function shopName(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/shop')).json()) as { name: string }).name;
}

/** Waits until the splash has lifted (it covers the page and catches clicks while shown). */
export async function waitForSplash(page: Page): Promise<void> {
  await expect(splash(page)).toHaveCount(0, { timeout: 15_000 });
}

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForSplash(page);
}

export interface ListedProduct {
  id: string;
  name: string;
  price: number;
  inStock: boolean;
  stockCount: number;
  options: { name: string }[];
}

/**
 * Simple products from the API, to pick test data without depending on the seed's exact contents.
 * Products other specs created are left out (their stock may change or they may be deleted meanwhile),
 * and so are products sold in variants (an order needs a version chosen; the variants specs make theirs).
 */
export async function listProducts(request: APIRequestContext, query = ''): Promise<ListedProduct[]> {
  const response = await request.get(`/api/products?limit=100${query ? `&${query}` : ''}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { products: ListedProduct[] };
  return body.products.filter(
    (product) => !product.name.startsWith(TEST_PRODUCT_PREFIX) && product.options.length === 0,
  );
}

/** Parses "₦1,234,567" into 1234567. */
export function naira(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}
