import http from 'node:http';
import { expect, test } from './support/fixtures';
import { baseUrl } from './helpers/accounts';
import { waitForSplash } from './helpers/storefront';

test('an unknown path answers 404 and shows the not-found page with a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page/anywhere');
  expect(response?.status()).toBe(404);
  await waitForSplash(page);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
});

test('a missing product shows Product not found with Back to Shop', async ({ page }) => {
  await page.goto('/product/no-such-product');
  await waitForSplash(page);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

/** A GET of a raw path, sent as written (a browser or Playwright's client would escape a lone %). */
function rawGet(path: string): Promise<{ status: number; type: string; body: string }> {
  const { port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body }),
      );
    });
    request.on('error', reject);
  });
}

test('the built server answers an address the router cannot read in the shop format, never echoing it', async () => {
  for (const path of ['/product/%', '/shop%zz']) {
    const page = await rawGet(path);
    expect(page.status, path).toBe(400);
    expect(page.type, path).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
  }
  const api = await rawGet('/api/products/%');
  expect(api.status).toBe(400);
  expect(JSON.parse(api.body)).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String) });
  expect(api.body).not.toContain('FST_');
});
