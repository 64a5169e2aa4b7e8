import { productResponseSchema, uploadResponseSchema } from '../../shared/admin-catalogue';
import type { Product, ProductInput } from '../../shared/product';
import type { TestApp } from './app';
import { productInput, send } from './catalog-admin';
import { testJpeg, upload } from './images';

// Products with variants (decision 052) for the order tests, created through the API as the admin does.

export const LIFT_OPTIONS = [
  { name: 'Capacity', values: ['4 t', '5 t'] },
  { name: 'Voltage', values: ['220 V', '380 V'] },
];

/** Two pictures uploaded by `cookie` (an admin): the product's main one and a variant's. */
export async function twoPictures(shop: TestApp, cookie: string): Promise<[string, string]> {
  const first = await upload(shop, { data: await testJpeg() }, cookie);
  const second = await upload(shop, { data: await testJpeg(480, 360) }, cookie);
  return [
    uploadResponseSchema.parse(first.json()).public_id,
    uploadResponseSchema.parse(second.json()).public_id,
  ];
}

/**
 * A 2-post lift in three versions: `<prefix>-4T-220` (₦2,400,000), `<prefix>-5T-380` (₦2,900,000, with
 * installation ₦150,000 and the second picture) and `<prefix>-5T-220`, no longer sold. `stock` sets the
 * two sold ones' stock.
 */
export function liftInput(
  prefix: string,
  pictures: [string, string],
  stock: [number, number] = [3, 2],
): ProductInput {
  const [main, second] = pictures;
  return productInput(main, {
    name: `Two-post lift ${prefix}`,
    brand: 'Launch',
    images: [main, second],
    imagePublicId: main,
    options: LIFT_OPTIONS,
    variants: [
      {
        sku: `${prefix}-4T-220`,
        // Stored in another key order than the product's options: a line keeps the product's order.
        options: { Voltage: '220 V', Capacity: '4 t' },
        price: 2_400_000,
        originalPrice: 2_600_000,
        stockCount: stock[0],
      },
      {
        sku: `${prefix}-5T-380`,
        options: { Capacity: '5 t', Voltage: '380 V' },
        price: 2_900_000,
        stockCount: stock[1],
        installationFee: 150_000,
        image: second,
      },
      {
        sku: `${prefix}-5T-220`,
        options: { Capacity: '5 t', Voltage: '220 V' },
        price: 1_000_000,
        stockCount: 9,
        isActive: false,
      },
    ],
  });
}

/** Creates the product through POST /api/products; throws when refused. */
export async function createProduct(shop: TestApp, cookie: string, input: ProductInput): Promise<Product> {
  const response = await send(shop, 'POST', '/api/products', cookie, input);
  if (response.statusCode !== 201)
    throw new Error(`product refused: ${response.statusCode} ${response.body}`);
  return productResponseSchema.parse(response.json()).product;
}

/** The lift created, with its variants by name: small (4 t, 220 V), big (5 t, 380 V), retired (inactive). */
export async function createLift(
  shop: TestApp,
  cookie: string,
  prefix: string,
  pictures: [string, string],
  stock?: [number, number],
) {
  const product = await createProduct(shop, cookie, liftInput(prefix, pictures, stock));
  const bySku = (suffix: string) =>
    product.variants.find((variant) => variant.sku === `${prefix}-${suffix}`)!;
  return { product, small: bySku('4T-220'), big: bySku('5T-380'), retired: bySku('5T-220') };
}

/** Each variant's stock as the admin sees it, by SKU. */
export async function variantStock(
  shop: TestApp,
  cookie: string,
  productId: string,
): Promise<Record<string, number>> {
  const response = await send(shop, 'GET', `/api/admin/products/${productId}`, cookie);
  const { product } = productResponseSchema.parse(response.json());
  return Object.fromEntries(product.variants.map((variant) => [variant.sku, variant.stockCount]));
}
