import type { APIRequestContext, Page } from '@playwright/test';
import { formatNaira } from '../src/shared/money';
import { staffRequest } from './helpers/accounts';
import { TEST_PRODUCT_PREFIX, testPhoto, uploadPicture } from './helpers/catalogue';
import { open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

/**
 * A product with variants on the storefront (issue 27, decision 052): on a 360 px phone the shopper
 * chooses its options by radio groups, the price, stock and address follow, a reload keeps the choice,
 * a sold-out value says so, and the cart line names the options. Without scripts the page lists every
 * variant with its own WhatsApp link.
 */

interface Created {
  id: string;
  name: string;
  sku: (capacity: string, voltage: string) => string;
}

/** A lift in 4 t and 5 t, 220 V and 380 V: 5 t in 220 V is sold out; 5 t in 380 V has its own picture. */
async function createLift(staff: APIRequestContext): Promise<Created> {
  const stamp = Date.now().toString(36).toUpperCase();
  const sku = (capacity: string, voltage: string) =>
    `E2E-${stamp}-${capacity.replace(' ', '')}-${voltage.replace(' ', '')}`.toUpperCase();
  const main = await uploadPicture(staff, await testPhoto());
  const plate = await uploadPicture(staff, await testPhoto());
  const name = `${TEST_PRODUCT_PREFIX}Variant Lift ${stamp}`;
  const variant = (capacity: string, voltage: string, price: number, stockCount: number, image?: string) => ({
    sku: sku(capacity, voltage),
    options: { Capacity: capacity, Voltage: voltage },
    price,
    stockCount,
    ...(image ? { image } : {}),
  });
  const created = await staff.post('/api/products', {
    data: {
      name,
      brand: 'Launch',
      description: `${name} for the browser tests.`,
      price: 2_500_000,
      stockCount: 0,
      imagePublicId: main,
      images: [main, plate],
      category: ['garagetools'],
      options: [
        { name: 'Capacity', values: ['4 t', '5 t'] },
        { name: 'Voltage', values: ['220 V', '380 V'] },
      ],
      variants: [
        variant('4 t', '220 V', 2_500_000, 3),
        variant('4 t', '380 V', 2_600_000, 2),
        variant('5 t', '220 V', 3_000_000, 0),
        variant('5 t', '380 V', 3_200_000, 4, plate),
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = (await created.json()) as { product: { id: string } };
  return { id: product.id, name, sku };
}

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const radio = (page: Page, groupName: string, value: string) =>
  group(page, groupName).getByRole('radio', { name: new RegExp(`^${value}`) });

test.describe('a product with variants', () => {
  let lift: Created;

  test.beforeAll(async ({ admin }) => {
    const staff = await staffRequest(admin);
    lift = await createLift(staff);
    await staff.dispose();
  });

  test('on a 360 px phone: choose options, the price, stock and address follow, a reload keeps them, the cart line names them', async ({
    page,
    makeAxeBuilder,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, `/product/${lift.id}`);
    const price = page.getByText(/^₦[\d,]+$/).first();

    // The first variant in stock opens: 4 t, 220 V.
    await expect(radio(page, 'Capacity', '4 t')).toBeChecked();
    await expect(radio(page, 'Voltage', '220 V')).toBeChecked();
    await expect(price).toHaveText(formatNaira(2_500_000));
    await expect(page.getByText('(3 available)').first()).toBeVisible();

    // 5 t: the 5 t sold in stock (380 V) opens; 220 V with 5 t is sold out, and says so.
    await radio(page, 'Capacity', '5 t').check();
    await expect(page).toHaveURL(new RegExp(`\\?variant=${lift.sku('5 t', '380 V')}$`));
    await expect(radio(page, 'Voltage', '380 V')).toBeChecked();
    await expect(price).toHaveText(formatNaira(3_200_000));
    await expect(page.getByText('(4 available)').first()).toBeVisible();
    await expect(radio(page, 'Voltage', '220 V')).toBeDisabled();
    await expect(group(page, 'Voltage')).toContainText('Out of stock');

    // The arrow keys move within a group, and the choice follows.
    await radio(page, 'Capacity', '5 t').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(new RegExp(`\\?variant=${lift.sku('4 t', '380 V')}$`));
    await expect(price).toHaveText(formatNaira(2_600_000));
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`\\?variant=${lift.sku('5 t', '380 V')}$`));

    // The chat's message names the variant and its SKU.
    const ask = page.getByRole('link', { name: 'Ask about this on WhatsApp', exact: true });
    const text = new URL((await ask.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
    expect(text).toContain(`Capacity: 5 t · Voltage: 380 V, SKU ${lift.sku('5 t', '380 V')}`);

    // A reload (and so a shared link) opens the same variant.
    await page.reload();
    await expect(radio(page, 'Capacity', '5 t')).toBeChecked();
    await expect(radio(page, 'Voltage', '380 V')).toBeChecked();
    await expect(price).toHaveText(formatNaira(3_200_000));
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The list of versions offered without scripts is checked too (axe needs a script to run: the page
    // is shown here as a browser without one draws it, the list visible).
    await page.evaluate(() => document.documentElement.classList.remove('js'));
    await expect(page.getByRole('list', { name: 'Versions' })).toBeVisible();
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
    await page.evaluate(() => document.documentElement.classList.add('js'));

    await page.getByRole('button', { name: /^Add to Cart - ₦/ }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await open(page, '/cart');
    const line = page
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem')
      .filter({ hasText: lift.name });
    await expect(line).toContainText('Capacity: 5 t · Voltage: 380 V');
    await expect(line).toContainText(`${formatNaira(3_200_000)} each`);
    expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  });

  test('without JavaScript the page lists every variant with its options, price, stock and own WhatsApp link', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`/product/${lift.id}`);
      const versions = page.getByRole('list', { name: 'Versions' }).getByRole('listitem');
      await expect(versions).toHaveCount(4);
      // The radios need a script: hidden without one.
      await expect(page.getByRole('group', { name: 'Capacity', exact: true })).toBeHidden();
      const soldOut = versions.filter({ hasText: 'Capacity: 5 t · Voltage: 220 V' });
      await expect(soldOut).toContainText('Out of Stock');
      await expect(soldOut).toContainText(formatNaira(3_000_000));
      const chosen = versions.filter({ hasText: 'Capacity: 5 t · Voltage: 380 V' });
      await expect(chosen).toContainText('(4 available)');
      const ask = chosen.getByRole('link', { name: /^Ask about this on WhatsApp/ });
      const text = new URL((await ask.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
      expect(text).toContain(`SKU ${lift.sku('5 t', '380 V')}`);
      expect(text).toContain(`?variant=${lift.sku('5 t', '380 V')}`);
    } finally {
      await context.close();
    }
  });
});
