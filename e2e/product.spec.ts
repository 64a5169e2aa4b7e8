import { expect, test } from './support/fixtures';
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
  expect(detail.related.length, 'the demo product has related products').toBeGreaterThan(0);
  const related = page.getByRole('list', { name: 'Related products' }).getByRole('article');
  await expect(related).toHaveCount(detail.related.length);
  const other = related.first().getByRole('link');
  const otherName = (await other.textContent()) ?? '';
  await other.click();
  await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible();
  await expect(page).not.toHaveURL(`/product/${product.id}`);
});

for (const width of [360, 412]) {
  test(`at ${width} px every tab's full name shows within the screen, arrows move between them, nothing scrolls sideways`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const [product] = await listProducts(request);
    if (!product) throw new Error('The demo catalogue is empty');
    await open(page, `/product/${product.id}`);
    const tabList = page.getByRole('tablist', { name: 'Product information' });
    await tabList.scrollIntoViewIfNeeded();
    const listBox = await tabList.boundingBox();
    if (!listBox) throw new Error('The tab list is not shown');

    for (const name of ['Description', 'Specifications', 'Features', 'Reviews']) {
      const tab = page.getByRole('tab', { name });
      await expect(tab).toHaveText(name);
      const box = await tab.boundingBox();
      if (!box) throw new Error(`The ${name} tab is not shown`);
      // Inside the screen and inside the tab row's visible area (no part scrolled or cut away).
      expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
      expect(box.x, `${name} starts inside the tab row`).toBeGreaterThanOrEqual(listBox.x - 0.5);
      expect(box.x + box.width, `${name} ends inside the tab row`).toBeLessThanOrEqual(
        listBox.x + listBox.width + 0.5,
      );
      // The label is not clipped inside the tab.
      expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Keyboard: the arrows still move along the tabs, and a click selects one.
    await page.getByRole('tab', { name: 'Description' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Customer reviews are coming soon.', { exact: false })).toBeVisible();
    await page.getByRole('tab', { name: 'Features' }).click();
    await expect(page.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
  });
}
