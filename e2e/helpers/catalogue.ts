import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

/**
 * Products the specs create start with this: they belong to the spec that made them (it may change
 * their stock or delete them), so the storefront specs never pick them (see listProducts).
 */
export const TEST_PRODUCT_PREFIX = 'E2E ';

/** A photo-like JPEG, as a phone would send. */
export function testPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#1f6f8b',
      noise: { type: 'gaussian', mean: 110, sigma: 25 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export interface CreatedProduct {
  id: string;
  name: string;
  brand: string;
  price: number;
  stockCount: number;
  inStock: boolean;
}

/** Uploads a picture through the admin API; its public id. */
export async function uploadPicture(request: APIRequestContext, photo: Buffer): Promise<string> {
  const upload = await request.post('/api/uploads/images', {
    multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return ((await upload.json()) as { public_id: string }).public_id;
}

/** Uploads a picture and creates a product through the admin API (`request` signed in as an admin). */
export async function createTestProduct(
  request: APIRequestContext,
  fields: {
    name: string;
    price: number;
    stockCount: number;
    brand?: string;
    description?: string;
    installationFee?: number;
    /** A delivery class's id (the server's default: heavy). */
    deliveryClass?: string;
  },
  photo?: Buffer,
): Promise<CreatedProduct> {
  const public_id = await uploadPicture(request, photo ?? (await testPhoto()));
  const created = await request.post('/api/products', {
    data: {
      brand: 'Launch',
      description: `${fields.name} for the browser tests.`,
      imagePublicId: public_id,
      category: ['garagetools'],
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { product: CreatedProduct }).product;
}
