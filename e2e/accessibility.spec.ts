import { expect, test, seriousViolations } from './support/fixtures';
import { listProducts, open } from './helpers/storefront';

test.describe('axe finds no serious or critical violations', () => {
  test('home', async ({ page, makeAxeBuilder }) => {
    await open(page, '/');
    await expect(
      page.getByRole('list', { name: 'Featured products' }).getByRole('article').first(),
    ).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  });

  test('shop', async ({ page, makeAxeBuilder }) => {
    await open(page, '/shop?category=diagnostictools');
    await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  });

  test('product', async ({ page, request, makeAxeBuilder }) => {
    const [product] = await listProducts(request);
    expect(product).toBeDefined();
    await open(page, `/product/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  });

  test('cart with an item, and the empty cart', async ({ page, request, makeAxeBuilder }) => {
    await open(page, '/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

    const product = (await listProducts(request)).find((item) => item.inStock);
    expect(product).toBeDefined();
    await open(page, `/product/${product!.id}`);
    await page.getByRole('button', { name: /^Add to Cart - ₦/ }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  });

  test('contact and about', async ({ page, makeAxeBuilder }) => {
    await open(page, '/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByText('10,000+')).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  });
});
