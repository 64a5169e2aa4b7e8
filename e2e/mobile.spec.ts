import { expect, test } from './support/fixtures';
import { open } from './helpers/storefront';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test('at 360 px the menu opens, navigates and nothing scrolls sideways', async ({ page }) => {
  await open(page, '/');
  const noSidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noSidewaysScroll()).toBe(true);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await menu.getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);

  // Filters fold away on a phone.
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
});

test('the product description is cut at 120 characters on a phone, with Read more', async ({
  page,
  request,
}) => {
  const { products } = (await (await request.get('/api/products?limit=100')).json()) as {
    products: { id: string }[];
  };
  for (const { id } of products) {
    const detail = (await (await request.get(`/api/products/${id}`)).json()) as {
      product: { description: string };
    };
    if (detail.product.description.length <= 120) continue;
    await open(page, `/product/${id}`);
    const readMore = page.getByRole('button', { name: 'Read more' });
    await expect(readMore).toBeVisible();
    await expect(page.getByText(`${detail.product.description.slice(0, 120).trimEnd()}...`)).toBeVisible();
    await readMore.click();
    await expect(page.getByRole('button', { name: 'Show less' })).toBeVisible();
    return;
  }
  throw new Error('The demo catalogue needs a product with a description longer than 120 characters');
});

for (const width of [360, 412]) {
  test(`at ${width} px the product page shows its description once, cut at 120 characters, in the Description tab`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const { products } = (await (await request.get('/api/products?limit=100')).json()) as {
      products: { id: string }[];
    };
    for (const { id } of products) {
      const detail = (await (await request.get(`/api/products/${id}`)).json()) as {
        product: { description: string };
      };
      const { description } = detail.product;
      if (description.length <= 120) continue;
      await open(page, `/product/${id}`);
      const opening = description.slice(0, 60);
      /** The visible paragraphs that hold the description's opening words. */
      const shown = () =>
        page.getByRole('main').locator('p').filter({ hasText: opening }).filter({ visible: true });
      const tab = page.getByRole('tabpanel', { name: 'Description' });
      await expect(shown()).toHaveCount(1);
      await expect(shown()).toHaveText(`${description.slice(0, 120).trimEnd()}...`);
      await expect(tab.getByText(`${description.slice(0, 120).trimEnd()}...`)).toBeVisible();
      await tab.getByRole('button', { name: 'Read more' }).click();
      await expect(tab.getByText(description).filter({ visible: true })).toBeVisible();
      await expect(shown()).toHaveCount(1);
      await tab.getByRole('button', { name: 'Show less' }).click();
      await expect(shown()).toHaveText(`${description.slice(0, 120).trimEnd()}...`);
      return;
    }
    throw new Error('The demo catalogue needs a product with a description longer than 120 characters');
  });
}
