import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { open, waitForSplash } from './helpers/storefront';

/** "Showing X of Y products" as numbers: X the products on screen, Y those matching the filters. */
async function shownCounts(page: Page): Promise<{ shown: number; matching: number }> {
  const text = page.getByText(/^Showing \d+ of \d+ products$/);
  await expect(text).toBeVisible();
  const match = /Showing (\d+) of (\d+) products/.exec((await text.textContent()) ?? '');
  return { shown: Number(match?.[1]), matching: Number(match?.[2]) };
}

async function cardNames(page: Page): Promise<string[]> {
  const names = await page
    .getByRole('list', { name: 'Products' })
    .getByRole('article')
    .getByRole('heading')
    .allTextContents();
  return names.map((name) => name.trim());
}

test('browse a category, filter, sort, open a product, add it twice and keep the cart across a reload', async ({
  page,
  request,
}) => {
  await open(page, '/');

  // Categories menu: opens on hover and links to /shop?category={id}.
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await mainNav.getByRole('button', { name: 'Categories' }).hover();
  await mainNav.getByRole('link', { name: /^Diagnostic Tools/ }).click();
  await expect(page).toHaveURL(/\/shop\?category=diagnostictools$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostic Tools' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Diagnostic Tools' })).toBeChecked();
  const inCategory = await shownCounts(page);
  const { total: allActive } = (await (await request.get('/api/products?limit=1')).json()) as {
    total: number;
  };
  expect(inCategory.matching).toBeGreaterThan(1);
  expect(inCategory.matching).toBeLessThan(allActive);
  expect(inCategory.shown).toBe(Math.min(24, inCategory.matching));
  expect(inCategory.shown).toBe((await cardNames(page)).length);

  // Filter by search text: the query lives in the URL.
  await page.getByRole('searchbox', { name: 'Search' }).fill('scan');
  await expect(page).toHaveURL(/q=scan/);
  await expect(page).toHaveURL(/category=diagnostictools/);
  await expect.poll(async () => (await shownCounts(page)).matching).toBeLessThanOrEqual(inCategory.matching);
  const searched = await shownCounts(page);
  expect(searched.matching).toBeGreaterThan(0);
  expect(searched.shown).toBe(Math.min(24, searched.matching));

  // Sort by price, high to low (products with a priority stay first): the server's order is shown.
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  const expected = (await (
    await request.get('/api/products?category=diagnostictools&q=scan&sort=price-desc&limit=24')
  ).json()) as { products: { name: string; price: number; priority: number | null }[] };
  await expect.poll(() => cardNames(page)).toEqual(expected.products.map((product) => product.name));
  const unprioritised = expected.products.filter((product) => product.priority === null).map((p) => p.price);
  expect(unprioritised).toEqual([...unprioritised].sort((a, b) => b - a));

  // The filtered, sorted view survives a reload.
  await page.reload();
  await waitForSplash(page);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('scan');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  expect((await shownCounts(page)).matching).toBe(searched.matching);

  // Open the first product that is in stock.
  const card = page
    .getByRole('list', { name: 'Products' })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Add to Cart/ }) })
    .first();
  const productName = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('link', { name: productName }).click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByText('In Stock', { exact: true })).toBeVisible();

  // Add to Cart twice: the badge shows 2.
  const addToCart = page.getByRole('button', { name: /^Add to Cart - ₦/ });
  await addToCart.click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await addToCart.click();
  const cartLink = page.getByRole('link', { name: 'Cart, 2 items' });
  await expect(cartLink).toBeVisible();
  await expect(cartLink).toContainText('2');

  // The cart: change the quantity with the stepper.
  await cartLink.click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('group', { name: `Quantity of ${productName}` })).toContainText('2');
  await page.getByRole('button', { name: `Increase quantity of ${productName}` }).click();
  await expect(page.getByRole('group', { name: `Quantity of ${productName}` })).toContainText('3');
  await expect(page.getByText('Subtotal (3 items)')).toBeVisible();
  await page.getByRole('button', { name: `Decrease quantity of ${productName}` }).click();
  await page.getByRole('button', { name: `Increase quantity of ${productName}` }).click();
  await page.getByRole('button', { name: `Increase quantity of ${productName}` }).click();
  await expect(page.getByText('Subtotal (4 items)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In to Checkout' })).toBeVisible();

  // Reload: the cart is intact.
  await page.reload();
  await waitForSplash(page);
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: productName })).toBeVisible();
  await expect(page.getByRole('group', { name: `Quantity of ${productName}` })).toContainText('4');
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('autoparts-cart') ?? '[]') as unknown[],
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name: productName, quantity: 4 });

  // Checkout as a visitor goes to sign in, carrying the origin.
  await page.getByRole('button', { name: 'Sign In to Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('the quantity stepper removes an item at zero, and Clear Cart empties the cart', async ({ page }) => {
  await open(page, '/shop');
  const cards = page
    .getByRole('list', { name: 'Products' })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Add to Cart/ }) });
  await cards
    .nth(0)
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await cards
    .nth(1)
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  const firstName = (await cards.nth(0).getByRole('heading').textContent())?.trim() ?? '';

  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await page.getByRole('button', { name: `Decrease quantity of ${firstName}` }).click();
  await expect(page.getByRole('link', { name: firstName })).toHaveCount(0);
  await expect(page.getByText('Subtotal (1 item)')).toBeVisible();

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('autoparts-cart'))).toBe('[]');
});
