import { expect, test } from './support/fixtures';
import { open, shopName } from './helpers/storefront';

test('the Categories menu opens on keyboard focus and is usable by keyboard alone', async ({ page }) => {
  await open(page, '/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const button = nav.getByRole('button', { name: 'Categories' });
  await button.focus();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: /^SprayBooth/ })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: /^SprayBooth/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: /^Body Equipment/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\?category=bodyparts$/);
  await expect(page.getByRole('radio', { name: 'Body Equipment' })).toBeChecked();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('a skip link jumps to the content, and navigation scrolls to the top', async ({ page, request }) => {
  await open(page, '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();

  await page.getByRole('heading', { name: 'What Our Customers Say' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle(`About Us | ${await shopName(request)}`);
});
