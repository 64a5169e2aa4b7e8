import { staffRequest } from './helpers/accounts';
import { createTestProduct, TEST_PRODUCT_PREFIX } from './helpers/catalogue';
import { open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

const STOCK = 3;

for (const width of [360, 412]) {
  test(`at ${width} px the quantity stops at the stock, on the product page and in the cart, saying "Only ${STOCK} in stock"`, async ({
    page,
    admin,
    makeAxeBuilder,
  }) => {
    const staff = await staffRequest(admin);
    const name = `${TEST_PRODUCT_PREFIX}Stock Jack ${width} ${Date.now()}`;
    const product = await createTestProduct(staff, { name, price: 95_000, stockCount: STOCK });
    await staff.dispose();
    await page.setViewportSize({ width, height: 800 });
    const noSidewaysScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const onlyLeft = page.getByRole('status').filter({ hasText: `Only ${STOCK} in stock` });

    // The product page: + stops at the stock, and says so.
    await open(page, `/product/${product.id}`);
    const increase = page.getByRole('button', { name: `Increase quantity of ${name}` });
    await increase.click();
    await expect(onlyLeft).toHaveCount(0);
    await increase.click();
    await expect(page.getByRole('group', { name: `Quantity of ${name}` })).toContainText(String(STOCK));
    await expect(increase).toBeDisabled();
    await expect(onlyLeft).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
    await page.getByRole('button', { name: /^Add to Cart - ₦/ }).click();
    await expect(page.getByRole('link', { name: `Cart, ${STOCK} items` })).toBeVisible();

    // Adding more than the stock adds nothing, and says why.
    await page.getByRole('button', { name: `Decrease quantity of ${name}` }).click();
    await page.getByRole('button', { name: /^Add to Cart - ₦/ }).click();
    await expect(page.getByText(`Only ${STOCK} in stock`, { exact: true }).last()).toBeVisible();
    await expect(page.getByText(`Your cart already holds ${STOCK}.`)).toBeVisible();
    await expect(page.getByRole('link', { name: `Cart, ${STOCK} items` })).toBeVisible();

    // The cart: + is off at the stock, with the same polite note; - brings it back.
    await open(page, '/cart');
    const line = page
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem')
      .filter({ hasText: name });
    const lineIncrease = line.getByRole('button', { name: `Increase quantity of ${name}` });
    await expect(line.getByRole('group', { name: `Quantity of ${name}` })).toContainText(String(STOCK));
    await expect(lineIncrease).toBeDisabled();
    const note = line.getByRole('status').filter({ hasText: `Only ${STOCK} in stock` });
    await expect(note).toBeVisible();
    expect(await noSidewaysScroll()).toBe(true);
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

    await line.getByRole('button', { name: `Decrease quantity of ${name}` }).click();
    await expect(line.getByRole('group', { name: `Quantity of ${name}` })).toContainText(String(STOCK - 1));
    await expect(note).toHaveCount(0);
    await expect(lineIncrease).toBeEnabled();
    await lineIncrease.click();
    await expect(note).toBeVisible();
    await expect(page.getByRole('link', { name: `Cart, ${STOCK} items` })).toBeVisible();
  });
}
