import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductListResponseSchema,
  productHistoryResponseSchema,
  productResponseSchema,
  uploadResponseSchema,
} from '../../../shared/admin-catalogue';
import { productDetailResponseSchema, type Product } from '../../../shared/product';
import { createUser, get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { productInput, send } from '../../test/catalog-admin';
import { testJpeg, upload } from '../../test/images';

// A product's gallery: up to 8 pictures, the first being the main one (`imagePublicId`, `image`).

let shop: TestApp;
let admin: SignedIn;
/** Four stored pictures, each its own content. */
let pictures: string[];

beforeAll(async () => {
  shop = await createTestApp();
  admin = await createUser(shop, 'admin');
  pictures = [];
  for (const background of ['#2d6cdf', '#d94f2b', '#3fa34d', '#8a3fd1']) {
    const answer = await upload(shop, { data: await testJpeg(320, 240, background) }, admin.cookie);
    expect(answer.statusCode, answer.body).toBe(201);
    pictures.push(uploadResponseSchema.parse(answer.json()).public_id);
  }
});
afterAll(async () => shop?.close());

const picture = (index: number) => () => pictures[index]!;
const [a, b, c, d] = [picture(0), picture(1), picture(2), picture(3)];

async function adminProduct(id: string): Promise<Product> {
  const response = await send(shop, 'GET', `/api/admin/products/${id}`, admin.cookie);
  expect(response.statusCode).toBe(200);
  return productResponseSchema.parse(response.json()).product;
}

async function publicProduct(id: string): Promise<Product> {
  const response = await get(shop, `/api/products/${id}`);
  expect(response.statusCode).toBe(200);
  return productDetailResponseSchema.parse(response.json()).product;
}

async function adminTotal(): Promise<number> {
  const response = await send(shop, 'GET', '/api/admin/products?limit=1', admin.cookie);
  return adminProductListResponseSchema.parse(response.json()).total;
}

let counter = 0;
async function createWith(images: string[]): Promise<Product> {
  counter += 1;
  const { imagePublicId: _main, ...input } = productInput(images[0]!, { name: `Gallery Lift ${counter}` });
  const response = await send(shop, 'POST', '/api/products', admin.cookie, { ...input, images });
  expect(response.statusCode, response.body).toBe(201);
  return productResponseSchema.parse(response.json()).product;
}

function patch(id: string, body: unknown) {
  return send(shop, 'PATCH', `/api/products/${id}`, admin.cookie, body);
}

/** The main picture fields follow the first of `images`. */
function expectMain(product: Product, images: string[]) {
  expect(product.images).toEqual(images);
  expect(product.imagePublicId).toBe(images[0]);
  expect(product.image).toBe(`/media/${images[0]}/800.webp`);
}

describe('a gallery of pictures', () => {
  it('keeps the order it was created in, for the admin and in the shop, the first being the main picture', async () => {
    const product = await createWith([c(), a(), b()]);
    expectMain(product, [c(), a(), b()]);
    expectMain(await adminProduct(product.id), [c(), a(), b()]);
    expectMain(await publicProduct(product.id), [c(), a(), b()]);
    // The shop's list keeps one picture per card: the main one.
    const listed = (await get(shop, `/api/products?q=${encodeURIComponent(product.name)}`)).json();
    expect(listed.products[0]).toMatchObject({ imagePublicId: c() });
    expect(listed.products[0]).not.toHaveProperty('images');
  });

  it('reorders through PATCH, in the shop at once, and the history shows the new order', async () => {
    const product = await createWith([a(), b(), c()]);
    const response = await patch(product.id, { images: [b(), c(), a()] });
    expect(response.statusCode, response.body).toBe(200);
    expectMain(productResponseSchema.parse(response.json()).product, [b(), c(), a()]);
    expectMain(await publicProduct(product.id), [b(), c(), a()]);

    const history = productHistoryResponseSchema.parse(
      (await send(shop, 'GET', `/api/admin/products/${product.id}/history`, admin.cookie)).json(),
    );
    expect(history.changes[0]?.changes).toEqual({
      images: { from: [a(), b(), c()], to: [b(), c(), a()] },
      imagePublicId: { from: a(), to: b() },
      image: { from: `/media/${a()}/800.webp`, to: `/media/${b()}/800.webp` },
    });
  });

  it('adds and removes pictures with the list; sending the same list records nothing', async () => {
    const product = await createWith([a()]);
    expectMain(
      productResponseSchema.parse((await patch(product.id, { images: [a(), b(), c(), d()] })).json()).product,
      [a(), b(), c(), d()],
    );
    expectMain(
      productResponseSchema.parse((await patch(product.id, { images: [a(), d()] })).json()).product,
      [a(), d()],
    );
    const before = await adminProduct(product.id);
    await patch(product.id, { images: [a(), d()], imagePublicId: a() });
    const history = productHistoryResponseSchema.parse(
      (await send(shop, 'GET', `/api/admin/products/${product.id}/history`, admin.cookie)).json(),
    );
    expect(history.changes).toHaveLength(3);
    expect((await adminProduct(product.id)).images).toEqual(before.images);
  });

  it("imagePublicId alone (the specification's API) replaces the main picture and keeps the others", async () => {
    const product = await createWith([a(), b(), c()]);
    const replaced = await patch(product.id, { imagePublicId: d() });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expectMain(productResponseSchema.parse(replaced.json()).product, [d(), b(), c()]);
    // A picture already in the gallery moves to the front rather than being listed twice.
    const moved = await patch(product.id, { imagePublicId: c() });
    expectMain(productResponseSchema.parse(moved.json()).product, [c(), b()]);
  });

  it('a product created the old way has its one picture as its gallery', async () => {
    const response = await send(
      shop,
      'POST',
      '/api/products',
      admin.cookie,
      productInput(a(), { name: 'One' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expectMain(productResponseSchema.parse(response.json()).product, [a()]);
  });

  it('takes both fields when they agree', async () => {
    const product = await createWith([a(), b()]);
    const response = await patch(product.id, { imagePublicId: b(), images: [b(), a()] });
    expect(response.statusCode, response.body).toBe(200);
    expectMain(productResponseSchema.parse(response.json()).product, [b(), a()]);
  });
});

describe('refused pictures change nothing', () => {
  const fake = (n: number) => Array.from({ length: n }, (_, index) => `abcdef${index}`);

  it.each([
    ['more than 8 pictures', () => ({ images: fake(9) }), 'images', 'At most 8 pictures'],
    ['no picture in the list', () => ({ images: [] }), 'images', 'Please upload an image'],
    ['a picture listed twice', () => ({ images: [a(), b(), a()] }), 'images', 'A picture is listed twice'],
    ['an ill-formed id', () => ({ images: [a(), '../etc/passwd'] }), 'images.1', 'Please upload an image'],
    [
      'a picture that was never uploaded',
      () => ({ images: [a(), 'never-uploaded-123'] }),
      'images.1',
      'The image was not found. Please upload it again.',
    ],
    [
      'a main picture that is not the first of the list',
      () => ({ images: [a(), b()], imagePublicId: b() }),
      'imagePublicId',
      'The main picture (imagePublicId) must be the first of images',
    ],
    ['a list that is not a list', () => ({ images: a() }), 'images', 'Choose a list of pictures'],
  ] as [string, () => Record<string, unknown>, string, string][])(
    'refuses %s with a 400 naming the field, on create and on update',
    async (_label, body, field, message) => {
      const product = await createWith([c(), d()]);
      const before = await adminProduct(product.id);
      const total = await adminTotal();

      const updated = await patch(product.id, body());
      expect(updated.statusCode).toBe(400);
      expect(updated.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: `${field}: ${message}` });

      const { imagePublicId: _main, ...input } = productInput(c(), { name: 'Refused Lift' });
      const created = await send(shop, 'POST', '/api/products', admin.cookie, { ...input, ...body() });
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toBe(`${field}: ${message}`);

      expect(await adminProduct(product.id)).toEqual(before);
      expect(await adminTotal()).toBe(total);
    },
  );

  it('refuses a new product with no picture at all', async () => {
    const { imagePublicId: _main, ...input } = productInput(a(), { name: 'No Picture' });
    const response = await send(shop, 'POST', '/api/products', admin.cookie, input);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('imagePublicId: Please upload an image');
  });

  it('refuses a main picture that was never uploaded, keeping the gallery', async () => {
    const product = await createWith([a(), b()]);
    const response = await patch(product.id, { imagePublicId: 'never-uploaded-456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('imagePublicId: The image was not found. Please upload it again.');
    expectMain(await adminProduct(product.id), [a(), b()]);
  });
});
