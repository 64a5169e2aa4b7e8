import { expect, test } from '@playwright/test';
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
