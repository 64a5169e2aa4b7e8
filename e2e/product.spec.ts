import { expect, test } from '@playwright/test';
import { listProducts, naira, open } from './helpers/storefront';

interface Detail {
  product: {
    id: string;
    name: string;
    price: number;
    videos: string[];
    stockCount: number;
    inStock: boolean;
  };
  related: unknown[];
}

test('product page: breadcrumb, tabs, quantity within stock, total, and a video loaded only when asked', async ({
  page,
  request,
}) => {
  let detail: Detail | undefined;
  for (const { id, inStock, stockCount } of await listProducts(request)) {
    if (!inStock || stockCount < 2) continue;
    const candidate = (await (await request.get(`/api/products/${id}`)).json()) as Detail;
    if (candidate.product.videos.length > 0) {
      detail = candidate;
      break;
    }
  }
  if (!detail) throw new Error('The demo catalogue needs a product in stock (2 or more) with a video');
  const { product } = detail;

  const youtubeRequests: string[] = [];
  page.on('request', (req) => {
    if (/^https?:\/\/[^/]*(youtube|ytimg)/.test(req.url())) youtubeRequests.push(req.url());
  });
  await open(page, `/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Shop' })).toBeVisible();

  // Quantity: minimum 1, and the Add to Cart button shows the total.
  await expect(page.getByRole('button', { name: `Decrease quantity of ${product.name}` })).toBeDisabled();
  await page.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  const add = page.getByRole('button', { name: /^Add to Cart - ₦/ });
  expect(naira((await add.textContent()) ?? '')).toBe(product.price * 2);

  // Tabs.
  for (const tab of ['Specifications', 'Features', 'Reviews', 'Description']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }

  // The video: a local placeholder first, the youtube-nocookie player only after a click.
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(youtubeRequests).toEqual([]);
  await page.getByRole('button', { name: `Play ${product.name} video 1` }).click();
  const player = page.locator('iframe');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/);
  await expect(player).toHaveAttribute('title', `${product.name} video 1`);

  // Related products link on to other product pages.
  if (detail!.related.length > 0) {
    const related = page.getByRole('list', { name: 'Related products' }).getByRole('article');
    await expect(related.first()).toBeVisible();
  }
});
