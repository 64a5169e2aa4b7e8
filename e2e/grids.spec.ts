import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { listProducts, open } from './helpers/storefront';

/** Phone, tablet, small laptop and desktop widths. */
const WIDTHS = [360, 412, 768, 1024, 1280, 1440];

/** The number of cards in each row of a grid, top to bottom (cards are grouped by their top edge). */
async function rowSizes(grid: Locator): Promise<number[]> {
  const tops = await grid
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

/** The app's cards are in place (the server's first paint has no Add to Cart; the app replaces it). */
async function appCards(grid: Locator) {
  await expect(grid.getByRole('button', { name: /^Add to Cart/ }).first()).toBeVisible();
}

async function expectNoLoneLastCard(page: Page, grid: Locator, where: string) {
  await appCards(grid);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const rows = await rowSizes(grid);
    const columns = Math.max(...rows);
    const cards = rows.reduce((sum, count) => sum + count, 0);
    const layout = `${where} at ${width} px: ${cards} cards in rows of ${rows.join(', ')}`;
    // Two columns at least from a phone's width up, and never one card alone in the last row.
    expect(columns, layout).toBeGreaterThanOrEqual(2);
    expect(rows.at(-1), layout).not.toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
}

test('the featured products on the home page never leave one card alone in the last row', async ({
  page,
}) => {
  await open(page, '/');
  const grid = page.getByRole('list', { name: 'Featured products' });
  await expectNoLoneLastCard(page, grid, 'Featured products');
});

test('the related products on a product page never leave one card alone in the last row', async ({
  page,
  request,
}) => {
  const [product] = await listProducts(request);
  if (!product) throw new Error('The demo catalogue is empty');
  await open(page, `/product/${product.id}`);
  const grid = page.getByRole('list', { name: 'Related products' });
  await expect(grid.getByRole('article')).toHaveCount(4);
  await expectNoLoneLastCard(page, grid, 'Related products');
});

for (const width of [360, 412]) {
  test(`at ${width} px the home page's featured products sit two to a row, as wide as the shop's cards`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page, '/shop');
    const shop = page.getByRole('list', { name: 'Products' });
    await appCards(shop);
    const shopCard = shop.getByRole('article').first();
    const shopWidth = (await shopCard.boundingBox())!.width;

    await open(page, '/');
    const grid = page.getByRole('list', { name: 'Featured products' });
    await appCards(grid);
    const rows = await rowSizes(grid);
    const cards = grid.locator(':scope > li');
    const widths = await cards.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().width),
    );
    const gridWidth = (await grid.boundingBox())!.width;
    // An odd number of cards: the first one takes the whole row, the rest go in pairs.
    const lead = rows[0] === 1 ? 1 : 0;
    if (lead) expect(widths[0]).toBeCloseTo(gridWidth, 0);
    expect(rows.slice(lead), `rows of ${rows.join(', ')}`).toEqual(rows.slice(lead).map(() => 2));
    for (const cardWidth of widths.slice(lead))
      expect(Math.abs(cardWidth - shopWidth)).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    console.log(
      `Home page at ${width} px: ${await page.evaluate(() => document.documentElement.scrollHeight)} px tall`,
    );
  });
}
