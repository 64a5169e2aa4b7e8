import { expect, test } from '@playwright/test';
import { waitForSplash } from './helpers/storefront';

// The build the tests (and `npm start` under any NODE_ENV) serve is the production one: React's development
// bundle is three times the JavaScript a shopper would pay for.
test('the shop serves the production build of its scripts', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await waitForSplash(page);
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain('jsxDEV');
  }
});
