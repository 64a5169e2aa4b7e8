import type { Page } from '@playwright/test';
import { expect, seriousViolations, test } from './support/fixtures';
import { TEST_PRODUCT_PREFIX } from './helpers/catalogue';
import { open } from './helpers/storefront';

/**
 * Search from the header and the shop on a phone (issue 14), at a phone's 360 px and a desktop's
 * 1280 px. The demo catalogue's lifts are the three "Launch TLT… Lift" products of Garage Tools.
 */
const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the shop' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
const productCards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');

const noSidewaysScroll = (page: Page) =>
  page.evaluate(
    () => (document.scrollingElement ?? document.documentElement).scrollWidth <= window.innerWidth,
  );

async function cardNames(page: Page): Promise<string[]> {
  const names = await productCards(page).getByRole('heading').allTextContents();
  return names.map((name) => name.trim()).filter((name) => !name.startsWith(TEST_PRODUCT_PREFIX));
}

/** Every match of the API for a query string, as "Show N products" must count them. */
async function apiTotal(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/products?limit=1&${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.width < 1024 });

    test('a misspelt word typed in the header of the home page finds the right product', async ({ page }) => {
      await open(page, '/');
      const box = searchBox(page);
      // In sight without opening a menu.
      await expect(box).toBeInViewport();
      await box.click();
      await box.pressSequentially('scaner', { delay: 30 });
      await expect(suggestions(page)).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(/^Showing results for “scanner”$/i)).toBeVisible();
      const option = suggestions(page).getByRole('option', { name: /Konwei KW680 ABS SRS Scanner/ });
      await expect(option).toContainText('₦');
      await expect(option.getByRole('img')).toHaveCount(0); // the picture is decorative (alt="")
      await option.click();
      await expect(page).toHaveURL(/\/product\//);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Konwei KW680 ABS SRS Scanner' }),
      ).toBeVisible();
      expect(await noSidewaysScroll(page)).toBe(true);
    });

    test('suggestions by keyboard: ArrowDown and Enter open one, Escape closes then clears, Enter searches', async ({
      page,
    }) => {
      await open(page, '/about');
      const box = searchBox(page);
      await box.focus();
      await page.keyboard.type('lift');
      await expect(suggestions(page)).toBeVisible();
      const first = suggestions(page).getByRole('option').first();
      const firstName = (await first.textContent()) ?? '';

      await page.keyboard.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toHaveValue('lift');
      await page.keyboard.press('Escape');
      await expect(box).toHaveValue('');

      await page.keyboard.type('lift');
      await expect(suggestions(page)).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/product\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Lift/);
      expect(firstName).toContain((await page.getByRole('heading', { level: 1 }).textContent()) ?? '-');

      // The box keeps what was searched; a new search starts from an empty box.
      await expect(box).toHaveValue('lift');
      await box.clear();
      await box.fill('lift');
      await expect(suggestions(page)).toBeVisible();
      await box.press('Enter');
      await expect(page).toHaveURL(/\/shop\?q=lift$/);
      await expect(box).toHaveAttribute('aria-expanded', 'false');
    });

    test('"lift" lists every lift before anything else, with Relevance as the sort', async ({ page }) => {
      await open(page, '/shop?q=lift');
      await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
      await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Relevance');
      await expect(productCards(page).first()).toBeVisible();
      const names = await cardNames(page);
      const isLift = (name: string) => /\bLift\b/.test(name);
      const lifts = names.filter(isLift);
      expect(lifts.length, names.join(' | ')).toBeGreaterThanOrEqual(3);
      expect(names.slice(0, lifts.length).every(isLift), names.join(' | ')).toBe(true);
      // The results start near the top of the screen, not below the filters.
      const top = await productCards(page).first().boundingBox();
      expect(top?.y ?? Infinity).toBeLessThan(size.height);

      // The specification's sorts still apply while a query is set.
      await page.getByLabel('Sort by').selectOption('name');
      await expect(page).toHaveURL(/sort=name/);
      const byName = await page.request.get('/api/products?q=lift&sort=name&limit=24');
      const expected = ((await byName.json()) as { products: { name: string }[] }).products
        .map((product) => product.name)
        .filter((name) => !name.startsWith(TEST_PRODUCT_PREFIX));
      await expect.poll(() => cardNames(page)).toEqual(expected);
    });

    test('the shop shows its cards in a grid with no sideways scroll', async ({ page }) => {
      await open(page, '/shop');
      await expect(productCards(page)).toHaveCount(24);
      const tops = await page
        .getByRole('list', { name: 'Products' })
        .locator(':scope > li')
        .evaluateAll((items) =>
          items.slice(0, 4).map((item) => Math.round(item.getBoundingClientRect().top)),
        );
      const perRow = tops.filter((top) => top === tops[0]).length;
      expect(perRow).toBe(size.width < 768 ? 2 : 3);
      expect(await noSidewaysScroll(page)).toBe(true);
      // Each card keeps a 44 px Add to Cart.
      const button = productCards(page)
        .first()
        .getByRole('button', { name: /Add to Cart|Out of Stock/ });
      expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

      await page.getByRole('button', { name: 'List view' }).click();
      await expect(page).toHaveURL(/view=list/);
      const listTops = await page
        .getByRole('list', { name: 'Products' })
        .locator(':scope > li')
        .evaluateAll((items) =>
          items.slice(0, 2).map((item) => Math.round(item.getBoundingClientRect().top)),
        );
      expect(listTops[1]).toBeGreaterThan(listTops[0]!);
    });

    test('axe finds no serious or critical violations on home (suggestions open) and shop', async ({
      page,
      makeAxeBuilder,
    }) => {
      await open(page, '/');
      await expect(
        page.getByRole('list', { name: 'Featured products' }).getByRole('article').first(),
      ).toBeVisible();
      expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
      await searchBox(page).fill('lift');
      await expect(suggestions(page)).toBeVisible();
      await searchBox(page).press('ArrowDown');
      expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

      await open(page, '/shop?q=lift&category=garagetools&maxPrice=20000000');
      await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
      expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
      expect(await noSidewaysScroll(page)).toBe(true);
    });
  });
}

test('a suggestion found by option words or a SKU opens the product with that variant chosen (decision 052)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '/');
  const box = searchBox(page);
  const lift = 'BendPak XPR-10AS 4.5-Ton Two Post Lift';
  await box.click();
  await box.pressSequentially('5t 380v lift', { delay: 20 });
  const first = suggestions(page).getByRole('option').first();
  await expect(first).toContainText(lift);
  await first.click();
  await expect(page).toHaveURL(/\/product\/bendpak-xpr-10as-4-5-ton-two-post-lift\?variant=BP-XPR10-5T-380$/);
  await expect(page.getByRole('heading', { level: 1, name: lift })).toBeVisible();

  // A SKU written with spaces; the answer for the whole SKU is awaited before choosing.
  await box.fill('');
  const answered = page.waitForResponse((response) =>
    /suggestions\?q=bp(\+|%20)xpr10(\+|%20)4t(\+|%20)220/.test(response.url()),
  );
  await box.pressSequentially('bp xpr10 4t 220', { delay: 20 });
  await answered;
  await expect(suggestions(page).getByRole('option').first()).toContainText(lift);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?variant=BP-XPR10-4T-220$/);
});

test.describe('the filters on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('open as a sheet with "Show N products", close after a category is picked, and show removable chips', async ({
    page,
    makeAxeBuilder,
  }) => {
    await open(page, '/shop');
    await expect(productCards(page).first()).toBeVisible();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeHidden();

    await page.getByRole('button', { name: 'Show Filters' }).click();
    await expect(sheet).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
    await sheet.getByRole('radio', { name: 'Garage Tools' }).check();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/shop\?category=garagetools$/);
    await expect(page.getByRole('button', { name: 'Remove filter: Garage Tools' })).toBeVisible();

    await page.getByRole('button', { name: 'Show Filters' }).click();
    await sheet.getByRole('searchbox', { name: 'Search' }).fill('lift');
    await expect(page).toHaveURL(/q=lift/);
    const total = await apiTotal(page, 'category=garagetools&q=lift');
    const show = sheet.getByRole('button', { name: `Show ${total} ${total === 1 ? 'product' : 'products'}` });
    await expect(show).toBeVisible();
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText(`Showing ${total} of ${total} products`)).toBeVisible();

    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('button')).toHaveText(['“lift”', 'Garage Tools']);
    await page.getByRole('button', { name: 'Remove filter: Garage Tools' }).click();
    await expect(page).toHaveURL(/\/shop\?q=lift$/);
    await expect(chips.getByRole('button')).toHaveText(['“lift”']);
    await page.getByRole('button', { name: 'Remove filter: “lift”' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(chips).toHaveCount(0);
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});

test('on a desktop the filters stay beside the results, and the chips work there too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/shop?category=garagetools&minPrice=1000000');
  await expect(page.getByRole('complementary', { name: 'Product filters' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show Filters' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove filter: From ₦1,000,000' }).click();
  await expect(page).toHaveURL(/\/shop\?category=garagetools$/);
  await expect(page.getByRole('radio', { name: 'Garage Tools' })).toBeChecked();
});
