import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryClassesResponseSchema } from '../../../shared/delivery';
import type { NigerianState } from '../../../shared/nigeria';
import { orderResponseSchema } from '../../../shared/orders';
import { createUser, get, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { checkoutForm, namedUser, orderCount, postOrder } from '../../test/orders';
import { feeTable, VALID_DETAILS } from '../../test/settings';

let shop: TestApp;
let customer: SignedIn;
let owner: SignedIn;

const CLASSES_URL = '/api/admin/settings/delivery-classes';

beforeAll(async () => {
  shop = await createTestApp();
  customer = await namedUser(shop, 'verified', 'Aminu Bello');
  owner = await namedUser(shop, 'admin', 'Bola Owner');
  await insertProducts(shop.database.handle.db, [
    { id: 'scanner', name: 'XTOOL D9', price: 103_000, stockCount: 50, deliveryClass: 'parcel' },
    { id: 'jack', name: 'Trolley Jack', price: 250_000, stockCount: 50, deliveryClass: 'pallet' },
    { id: 'lift', name: 'Two Post Car Lift', price: 2_450_000, stockCount: 50, deliveryClass: 'heavy' },
  ]);
  const saved = await send(shop, 'PUT', '/api/admin/settings/delivery-fees', owner.cookie, {
    fees: feeTable({
      Lagos: { parcel: 5_000, pallet: 40_000, heavy: 180_000 },
      Kano: { parcel: 9_000 },
    }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => shop?.close());

async function order(items: string[], state: NigerianState, extra: object = {}) {
  return postOrder(shop, customer.cookie, {
    customer: checkoutForm({ state }),
    items: items.map((productId) => ({ productId, quantity: 1 })),
    ...extra,
  });
}

async function placed(items: string[], state: NigerianState, extra: object = {}) {
  const response = await order(items, state, extra);
  expect(response.statusCode, response.body).toBe(201);
  return orderResponseSchema.parse(response.json());
}

const messageOf = (whatsappUrl: string) => new URL(whatsappUrl).searchParams.get('text')!;

describe('delivery by class', () => {
  it('charges a scanner the parcel fee and a lift the heavy fee, not one flat fee', async () => {
    expect((await placed(['scanner'], 'Lagos')).order).toMatchObject({
      deliveryMethod: 'delivery',
      deliveryFee: 5_000,
      total: 108_000,
    });
    expect((await placed(['lift'], 'Lagos')).order.deliveryFee).toBe(180_000);
  });

  it('charges an order the fee of its largest class', async () => {
    expect((await placed(['scanner', 'jack'], 'Lagos')).order.deliveryFee).toBe(40_000);
    expect((await placed(['lift', 'scanner', 'jack'], 'Lagos')).order.deliveryFee).toBe(180_000);
  });

  it('quotes delivery on WhatsApp where the largest class has no fee to the state', async () => {
    expect((await placed(['scanner'], 'Kano')).order.deliveryFee).toBe(9_000);
    const { order: quoted, whatsappUrl } = await placed(['scanner', 'lift'], 'Kano');
    expect(quoted.deliveryFee).toBeNull();
    expect(messageOf(whatsappUrl)).toContain('Delivery quoted on WhatsApp');
  });

  it('keeps an order without a delivery method valid: delivered to the address', async () => {
    const { order: sent } = await placed(['jack'], 'Lagos');
    expect(sent.deliveryMethod).toBe('delivery');
  });
});

describe('pickup from the showroom', () => {
  it('is offered before the shop has saved its address: no fee, the address follows on WhatsApp', async () => {
    const { order: pickup, whatsappUrl } = await placed(['lift'], 'Lagos', { deliveryMethod: 'pickup' });
    expect(pickup).toMatchObject({ deliveryMethod: 'pickup', deliveryFee: 0 });
    const message = messageOf(whatsappUrl);
    expect(message).toContain('Pick up from our showroom');
    expect(message).not.toContain('Pick up from our showroom:');
  });

  it('costs no delivery, and the order and its message say it is picked up', async () => {
    const details = await send(shop, 'PUT', '/api/admin/settings/business', owner.cookie, VALID_DETAILS);
    expect(details.statusCode, details.body).toBe(200);
    const { order: pickup, whatsappUrl } = await placed(['lift', 'scanner'], 'Kano', {
      deliveryMethod: 'pickup',
    });
    expect(pickup).toMatchObject({ deliveryMethod: 'pickup', deliveryFee: 0, total: 2_553_000 });
    const message = messageOf(whatsappUrl);
    expect(message).toContain('Pick up from our showroom: 24 Oba Akran Avenue, Ikeja, Lagos');
    expect(message).not.toContain('Delivery quoted');
    const read = await get(shop, `/api/orders/${pickup.reference}`, customer.cookie);
    expect(orderResponseSchema.parse(read.json()).order.deliveryMethod).toBe('pickup');
  });

  it('refuses an unknown delivery method with 400 and records nothing', async () => {
    const before = await orderCount(shop);
    const response = await order(['lift'], 'Lagos', { deliveryMethod: 'courier' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((issue: { field: string }) => issue.field)).toContain(
      'deliveryMethod',
    );
    expect(await orderCount(shop)).toBe(before);
  });
});

describe('the delivery classes in the settings', () => {
  const classes = async (cookie = owner.cookie) => {
    const response = await send(shop, 'GET', CLASSES_URL, cookie);
    expect(response.statusCode).toBe(200);
    return deliveryClassesResponseSchema.parse(response.json()).classes;
  };

  it('starts with parcel, pallet and heavy machine, smallest first', async () => {
    expect(await classes()).toEqual([
      { id: 'parcel', name: 'Parcel' },
      { id: 'pallet', name: 'Pallet' },
      { id: 'heavy', name: 'Heavy machine' },
    ]);
  });

  it('are the owner’s: visitors 401, customers and staff below owner 403', async () => {
    const sales = await namedUser(shop, 'admin', 'Sola Sales');
    await setUserFields(shop, sales.email, { staffLevel: 'sales' });
    const shopper = await createUser(shop, 'verified');
    for (const [cookie, status] of [
      [undefined, 401],
      [shopper.cookie, 403],
      [sales.cookie, 403],
    ] as const) {
      expect((await send(shop, 'GET', CLASSES_URL, cookie)).statusCode).toBe(status);
      const body = { classes: [{ id: 'parcel', name: 'Box' }] };
      expect((await send(shop, 'PUT', CLASSES_URL, cookie, body)).statusCode).toBe(status);
    }
    expect((await classes())[0]!.name).toBe('Parcel');
  });

  it.each([
    [
      'a class left out',
      {
        classes: [
          { id: 'parcel', name: 'Parcel' },
          { id: 'pallet', name: 'Pallet' },
        ],
      },
    ],
    [
      'an unknown id',
      {
        classes: [
          { id: 'parcel', name: 'A' },
          { id: 'pallet', name: 'B' },
          { id: 'x', name: 'C' },
        ],
      },
    ],
    [
      'a blank name',
      {
        classes: [
          { id: 'parcel', name: ' ' },
          { id: 'pallet', name: 'B' },
          { id: 'heavy', name: 'C' },
        ],
      },
    ],
    [
      'a name twice',
      {
        classes: [
          { id: 'parcel', name: 'Box' },
          { id: 'pallet', name: 'box' },
          { id: 'heavy', name: 'C' },
        ],
      },
    ],
    ['no list', {}],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    const before = await classes();
    const response = await send(shop, 'PUT', CLASSES_URL, owner.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(await classes()).toEqual(before);
  });

  it('renames, reorders and adds; the order decides the largest class', async () => {
    const response = await send(shop, 'PUT', CLASSES_URL, owner.cookie, {
      classes: [
        { id: 'pallet', name: 'Pallet' },
        { id: 'parcel', name: 'Small parcel' },
        { id: 'heavy', name: 'Heavy machine' },
        { name: 'Container' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = deliveryClassesResponseSchema.parse(response.json()).classes;
    expect(saved.map((row) => row.name)).toEqual(['Pallet', 'Small parcel', 'Heavy machine', 'Container']);
    expect(saved[3]!.id).toMatch(/^class-/);
    // The parcel now comes after the pallet: a scanner and a jack pay the parcel's fee.
    expect((await placed(['scanner', 'jack'], 'Lagos')).order.deliveryFee).toBe(5_000);
    // The new class has no fee yet: quoted.
    const fees = await send(shop, 'GET', '/api/admin/settings/delivery-fees', owner.cookie);
    const container = fees.json().fees.filter((row: { classId: string }) => row.classId === saved[3]!.id);
    expect(container).toHaveLength(37);
    expect(container.every((row: { fee: unknown }) => row.fee === null)).toBe(true);
  });

  it('refuses a product in a class the settings do not list (400), and takes one they do', async () => {
    const refused = await send(shop, 'PATCH', '/api/products/lift', owner.cookie, {
      deliveryClass: 'crate',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Unknown delivery class');
    const moved = await send(shop, 'PATCH', '/api/products/scanner', owner.cookie, {
      deliveryClass: 'heavy',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().product.deliveryClass).toBe('heavy');
    expect((await placed(['scanner'], 'Lagos')).order.deliveryFee).toBe(180_000);
  });
});
