import { signInPage, staffRequest } from './helpers/accounts';
import { TEST_PRODUCT_PREFIX, testPhoto, uploadPicture } from './helpers/catalogue';
import { open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

// Decision 052: an order of a product's variant, on a 360 px phone: the order pages, the account, the
// printable proforma and the desk name the variant and its SKU; confirming takes that variant's stock.

const CUSTOMER = {
  firstName: 'Amaka',
  lastName: 'Nwosu',
  email: 'amaka.nwosu@example.com',
  phone: '0803 555 0101',
  address: '5 Ring Road',
  city: 'Benin City',
  state: 'Edo',
  zipCode: '300001',
};

interface Variant {
  id: string;
  sku: string;
  stockCount: number;
}

test.use({ viewport: { width: 360, height: 740 } });

test('an order of a variant names it and its SKU everywhere, and confirming takes that variant’s stock', async ({
  page,
  admin,
  verifiedCustomer,
  makeAxeBuilder,
}) => {
  const staff = await staffRequest(admin);
  const picture = await uploadPicture(staff, await testPhoto());
  const suffix = Date.now().toString(36).toUpperCase();
  const created = await staff.post('/api/products', {
    data: {
      name: `${TEST_PRODUCT_PREFIX}Two-post lift ${suffix}`,
      brand: 'Launch',
      description: 'A lift in two capacities for the browser tests.',
      imagePublicId: picture,
      category: ['garagetools'],
      price: 2_400_000,
      stockCount: 0,
      options: [
        { name: 'Capacity', values: ['4 t', '5 t'] },
        { name: 'Voltage', values: ['220 V', '380 V'] },
      ],
      variants: [
        {
          sku: `E2E-${suffix}-4T`,
          options: { Capacity: '4 t', Voltage: '220 V' },
          price: 2_400_000,
          stockCount: 3,
        },
        {
          sku: `E2E-${suffix}-5T`,
          options: { Capacity: '5 t', Voltage: '380 V' },
          price: 2_900_000,
          stockCount: 2,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = (await created.json()) as { product: { id: string; variants: Variant[] } };
  const [small, big] = product.variants as [Variant, Variant];
  const named = `Capacity: 5 t · Voltage: 380 V · SKU ${big.sku}`;

  await signInPage(page, verifiedCustomer);
  const placed = await page.request.post('/api/orders', {
    data: { customer: CUSTOMER, items: [{ productId: product.id, variantId: big.id, quantity: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: { reference: string; items: { price: number }[] } };
  expect(order.items[0]!.price).toBe(2_900_000);

  await open(page, `/orders/${order.reference}`);
  await expect(page.getByRole('region', { name: 'Items' }).getByText(named)).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  await open(page, '/account');
  await expect(
    page.getByRole('list', { name: `Items in order ${order.reference}` }).getByText(named),
  ).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  await open(page, `/orders/${order.reference}/proforma`);
  await expect(page.getByText(named)).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);

  await signInPage(page, admin);
  await open(page, `/admin/orders/${order.reference}`);
  await expect(page.getByRole('heading', { level: 2, name: `Order ${order.reference}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' }).getByText(named)).toBeVisible();
  expect(seriousViolations(await makeAxeBuilder().analyze())).toEqual([]);
  const moved = await staff.post(`/api/admin/orders/${order.reference}/status`, {
    data: { status: 'confirmed' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const after = (await (await staff.get(`/api/admin/products/${product.id}`)).json()) as {
    product: { variants: Variant[] };
  };
  expect(after.product.variants.map((variant) => [variant.sku, variant.stockCount])).toEqual([
    [small.sku, 3],
    [big.sku, 1],
  ]);
  await staff.dispose();
});
