import { expect, test } from './support/fixtures';
import { open } from './helpers/storefront';

const productCards = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Products' }).getByRole('article');

test('the shop shows 24 products at a time with Load more, and counts those on screen of every match', async ({
  page,
  request,
}) => {
  const { total } = (await (await request.get('/api/products?limit=1')).json()) as { total: number };
  expect(total, 'the demo catalogue must not fit on one page').toBeGreaterThan(24);
  await open(page, '/shop');
  await expect(productCards(page)).toHaveCount(24);
  await expect(page.getByText(`Showing 24 of ${total} products`)).toBeVisible();

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(productCards(page)).toHaveCount(Math.min(48, total));
  await expect(page.getByText(`Showing ${Math.min(48, total)} of ${total} products`)).toBeVisible();
  await expect(page).toHaveURL(/\/shop$/);
});

test('with a filter, Y is the number of matching products', async ({ page, request }) => {
  const { total } = (await (await request.get('/api/products?limit=1&category=diagnostictools')).json()) as {
    total: number;
  };
  await open(page, '/shop?category=diagnostictools');
  await expect(productCards(page)).toHaveCount(Math.min(24, total));
  await expect(page.getByText(`Showing ${Math.min(24, total)} of ${total} products`)).toBeVisible();
});

test('no match shows the empty state, and Clear Filters brings every product back', async ({ page }) => {
  await open(page, '/shop?q=no-such-thing-anywhere&sort=rating');
  await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
  await expect(page.getByText('Showing 0 of 0 products')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/shop\?sort=rating$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(productCards(page).first()).toBeVisible();
});

test('a sub-category link preselects the filters, and Clear All resets them', async ({ page }) => {
  await open(page, '/shop?subCategory=thinkcar');
  await expect(page.getByRole('radio', { name: 'Thinkcar' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Diagnostic Tools sub-categories' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(productCards(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByRole('radio', { name: 'All Categories' })).toBeChecked();
  await expect(page).toHaveURL(/\/shop$/);
});

test('Clear All right after typing a search cancels it: the box empties and every product is listed', async ({
  page,
  request,
}) => {
  const { total } = (await (await request.get('/api/products?limit=1')).json()) as { total: number };
  // The page's clock is the test's: the search's pause (350 ms) is run through at once, not waited for.
  await page.clock.install();
  await open(page, '/shop');
  await expect(productCards(page)).toHaveCount(24);
  // The app's cards (the server's first paint has no Add to Cart): typing now goes to the app's box.
  await expect(
    productCards(page)
      .first()
      .getByRole('button', { name: /^Add to Cart/ }),
  ).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search', exact: true });
  await search.fill('lift');
  await page.getByRole('button', { name: 'Clear All' }).click();
  // Well past the pause: a search still pending would have gone to the address by now.
  await page.clock.runFor(1000);
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByText(`Showing 24 of ${total} products`)).toBeVisible();
});

test("a category page's subtitle is the category's own description, a sub-category's its own", async ({
  page,
}) => {
  await open(page, '/shop?category=spraybooth');
  await expect(page.getByRole('heading', { level: 1, name: 'SprayBooth' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Premium car oven', { exact: true })).toBeVisible();

  await page.getByRole('radio', { name: 'Our Brand' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Brand' })).toBeVisible();
  await expect(
    page.getByRole('main').getByText('Get premium tools made by us', { exact: true }),
  ).toBeVisible();

  await open(page, '/shop?subCategory=thinkcar');
  await expect(page.getByRole('heading', { level: 1, name: 'Thinkcar' })).toBeVisible();
  await expect(
    page.getByRole('main').getByText('Thinkcar professional diagnostic scanners', { exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop All Products' })).toBeVisible();
  await expect(page.getByText('Professional garage and workshop equipment, priced in naira.')).toBeVisible();
});

test('a failed load shows the error with Retry, which loads again', async ({ page }) => {
  // The server draws /shop with its first page of products; the browser loads the list itself when the
  // shopper comes to the shop from another page, and here that load fails.
  await open(page, '/');
  let failing = true;
  await page.route('**/api/products?**', async (route) => {
    if (!failing) return route.fallback();
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'UNAVAILABLE', message: 'The catalogue is resting' }),
    });
  });
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByText('Error loading products: The catalogue is resting')).toBeVisible({
    timeout: 20_000,
  });
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(productCards(page).first()).toBeVisible();
});
