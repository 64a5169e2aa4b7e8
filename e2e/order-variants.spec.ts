import { signInPage, staffRequest } from './helpers/accounts';
import { TEST_PRODUCT_PREFIX, testPhoto, uploadPicture } from './helpers/catalogue';
import {
  answerWhatsappLocally,
  fillCheckout,
  KANO_SHOPPER,
  placeOrderThroughWhatsapp,
} from './helpers/checkout';
import { open } from './helpers/storefront';
import { expect, seriousViolations, test } from './support/fixtures';

// Decision 052: an order of a product's variant, on a 360 px phone: checked out from the product page, the
// WhatsApp message, the order pages, the account, the printable proforma and the desk name the variant and
// its SKU; the staff's confirmation takes that variant's stock and not the other's.

interface Variant {
  id: string;
  sku: string;
  stockCount: number;
}

test.use({ viewport: { width: 360, height: 740 } });

test('an order of a variant names it and its SKU everywhere, and confirming takes that variant’s stock', async ({
  page,
  context,
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

  // The shopper chooses the 5 t, 380 V on the product page, adds it and checks out.
  await answerWhatsappLocally(context);
  await signInPage(page, verifiedCustomer);
  await open(page, `/product/${product.id}?variant=${big.sku}`);
  await page.getByRole('button', { name: /^Add to Cart - ₦/ }).click();
  await open(page, '/checkout');
  await fillCheckout(page, KANO_SHOPPER, verifiedCustomer.email);
  const order = await placeOrderThroughWhatsapp(page, context);
  expect(order.message).toContain(`Two-post lift ${suffix}\n   ${named}\n   Launch, 1 × ₦2,900,000`);

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
