import { formatNaira } from '../src/shared/money';
import { axeBuilder, expect, test } from './support/fixtures';
import { listProducts, open } from './helpers/storefront';

/** No horizontal scrolling: the page is no wider than the window. */
async function fitsWidth(page: import('@playwright/test').Page): Promise<boolean> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= window.innerWidth);
}

for (const width of [360, 1280]) {
  test(`without JavaScript at ${width} px: the product page shows its picture, name, price and an Ask on WhatsApp link, and the shop its products`, async ({
    browser,
    request,
  }) => {
    const [product] = await listProducts(request);
    if (!product) throw new Error('The demo catalogue has no product');
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: width === 360 ? 640 : 800 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`/product/${product.id}`);
      // No script runs: the splash never lifts by itself, so the page's <noscript> style hides it.
      await expect(page.locator('#splash')).toBeHidden();
      // (Locators by text skip <noscript>: its paragraph is found by its place.)
      const notice = page.locator('body > noscript > p');
      await expect(notice).toBeVisible();
      expect(await notice.evaluate((element) => element.textContent)).toContain(
        'The full shop (cart and checkout) needs JavaScript.',
      );

      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByText(formatNaira(product.price), { exact: true }).first()).toBeVisible();
      const picture = page.getByRole('img', { name: product.name, exact: true });
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const ask = page.getByRole('link', { name: 'Ask about this on WhatsApp' });
      await expect(ask).toBeVisible();
      // The name, the price and the way to ask are in the first screen, as the app draws them.
      const askBox = await ask.boundingBox();
      expect((askBox?.y ?? Infinity) + (askBox?.height ?? 0)).toBeLessThanOrEqual(width === 360 ? 640 : 800);
      const askUrl = new URL((await ask.getAttribute('href')) ?? '');
      expect(askUrl.hostname).toBe('wa.me');
      expect(askUrl.searchParams.get('text')).toContain(product.name);
      expect(askUrl.searchParams.get('text')).toContain(`/product/${product.id}`);
      expect(await fitsWidth(page)).toBe(true);

      // The header's search box is a plain form: it opens the shop with the query.
      const search = page.getByRole('searchbox', { name: 'Search the shop' });
      await search.fill(product.name);
      await search.press('Enter');
      await expect(page).toHaveURL(/\/shop\?q=/);
      await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
      await expect(page.getByRole('link', { name: /^Remove filter: / })).toBeVisible();
      if (width === 360) {
        // The filters open without a script too, over the results.
        await page.locator('summary[aria-label="Show Filters"]').click();
        await expect(page.getByRole('link', { name: 'Garage Tools', exact: true }).first()).toBeVisible();
        await page.locator('summary[aria-label="Show Filters"]').click();
      }
      // The order, by a plain form too; it keeps the search.
      await page.getByLabel('Sort by').selectOption('price-desc');
      await page.getByRole('button', { name: 'Sort', exact: true }).click();
      await expect(page).toHaveURL(/\/shop\?q=[^&]+&sort=price-desc$/);
      const card = page.getByRole('link', { name: product.name, exact: true });
      await expect(card).toBeVisible();
      expect(await fitsWidth(page)).toBe(true);
      await card.click();
      await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

      // Home: the hero, featured products and the categories.
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Premium Garage Equipment', level: 2 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^SprayBooth/ }).first()).toBeVisible();
      expect(await fitsWidth(page)).toBe(true);
    } finally {
      await context.close();
    }
  });
}

test('the HTML the server sends has no serious accessibility problem, at 360 and 1280 px', async ({
  browser,
  request,
}) => {
  const [product] = await listProducts(request);
  if (!product) throw new Error('The demo catalogue has no product');
  // axe needs a script; the app's own scripts are refused, so the page stays as the server sent it (the
  // splash's inline script still runs and lifts it). Six scans of whole pages.
  test.setTimeout(180_000);
  const context = await browser.newContext();
  await context.route('**/assets/*.js', (route) => route.abort());
  try {
    const page = await context.newPage();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/shop', `/product/${product.id}`]) {
        await open(page, path);
        // The menu for a browser without scripts is there (the app's scripts were refused).
        await expect(page.locator('header summary')).toHaveCount(1);
        const scan = await axeBuilder(page).analyze();
        const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious, `${path} at ${width} px`).toEqual([]);
      }
    }
  } finally {
    await context.close();
  }
});

test('with JavaScript, the app draws the page over the HTML the server sent, once', async ({
  page,
  request,
}) => {
  const [product] = await listProducts(request);
  if (!product) throw new Error('The demo catalogue has no product');
  await open(page, `/product/${product.id}`);
  await expect(page.getByRole('button', { name: /^Add to Cart - ₦/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveCount(1);
  await expect(page.locator('main')).toHaveCount(1);
});
