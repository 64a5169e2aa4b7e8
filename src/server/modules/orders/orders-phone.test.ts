import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderResponseSchema, orderListResponseSchema } from '../../../shared/orders';
import { orders } from '../../db/schema';
import type { SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { checkoutForm, namedUser, orderCount, placeOrder, postOrder } from '../../test/orders';

let shop: TestApp;
let customer: SignedIn;
let admin: SignedIn;
const items = [{ productId: 'car-lift', quantity: 1 }];

beforeAll(async () => {
  shop = await createTestApp();
  customer = await namedUser(shop, 'verified', 'Amaka Nwosu');
  admin = await namedUser(shop, 'admin', 'Bola Seller');
  await insertProducts(shop.database.handle.db, [
    { id: 'car-lift', name: 'Two Post Car Lift', price: 2_450_000, stockCount: 50 },
  ]);
});
afterAll(async () => shop?.close());

async function adminOrder(reference: string) {
  const response = await send(shop, 'GET', `/api/admin/orders/${reference}`, admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return adminOrderResponseSchema.parse(response.json());
}

describe('the phone number at checkout', () => {
  it.each(['0803 123 4567', '+234 803 123 4567', '2348031234567', '803-123-4567', '+2340803 123 4567'])(
    'keeps %j as 2348031234567',
    async (phone) => {
      const { order } = await placeOrder(shop, customer.cookie, items, { phone });
      expect(order.customer.phone).toBe('2348031234567');
    },
  );

  it('keeps a number from abroad, written with + and its country code, as its digits', async () => {
    const { order } = await placeOrder(shop, customer.cookie, items, { phone: '+44 20 7946 0958' });
    expect(order.customer.phone).toBe('442079460958');
  });

  it.each(['12345', '0803 123 456', '4155552671', '+234 803 123 456', 'call me'])(
    'refuses %j, naming the field, and records no order',
    async (phone) => {
      const before = await orderCount(shop);
      const response = await postOrder(shop, customer.cookie, {
        customer: checkoutForm({ phone }),
        items,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message:
          'customer.phone: Please enter a valid phone number: a Nigerian number such as 0803 123 4567, or + and the country code for a number abroad.',
      });
      expect(await orderCount(shop)).toBe(before);
    },
  );

  it("hands the order to the seller's WhatsApp, with the phone written for people", async () => {
    const { whatsappUrl } = await placeOrder(shop, customer.cookie, items, { phone: '0803 123 4567' });
    const url = new URL(whatsappUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/2348035550142');
    expect(url.searchParams.get('text')).toContain('\nPhone: +234 803 123 4567\n');
  });
});

describe("the order desk's reach to the customer", () => {
  it("answers the customer's number, a tel: link and a WhatsApp chat with them that greets them with the reference and the status page", async () => {
    const { order, whatsappUrl } = await placeOrder(shop, customer.cookie, items, {
      firstName: 'Amaka',
      phone: '0803 123 4567',
    });
    const answer = await adminOrder(order.reference);
    expect(answer.whatsappUrl).toBe(whatsappUrl);
    const contact = answer.customerContact!;
    expect(contact).toMatchObject({
      phone: '2348031234567',
      display: '+234 803 123 4567',
      telUrl: 'tel:+2348031234567',
    });
    const chat = new URL(contact.whatsappUrl);
    expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/2348031234567');
    expect(chat.searchParams.get('text')).toBe(
      `Hello Amaka, this is GaragePro about your order ${order.reference}. ` +
        `You can follow it here: http://shop.test/orders/${order.reference}`,
    );
    // The status moves and notes answer the same.
    const noted = await send(shop, 'POST', `/api/admin/orders/${order.reference}/notes`, admin.cookie, {
      note: 'Called',
    });
    expect(adminOrderResponseSchema.parse(noted.json()).customerContact).toEqual(contact);
  });

  it('has no way to reach a customer who gave no phone', async () => {
    const { order } = await placeOrder(shop, customer.cookie, items, { phone: '' });
    expect(order.customer.phone).toBe('');
    expect((await adminOrder(order.reference)).customerContact).toBeNull();
  });

  it('reads a number an older order kept as typed', async () => {
    const { order } = await placeOrder(shop, customer.cookie, items, { phone: '' });
    await shop.database.handle.db
      .update(orders)
      .set({ phone: '0705-555-0177' })
      .where(eq(orders.reference, order.reference));
    const contact = (await adminOrder(order.reference)).customerContact!;
    expect(contact.telUrl).toBe('tel:+2347055550177');
    expect(new URL(contact.whatsappUrl).pathname).toBe('/2347055550177');
  });

  it.each(['0803 123 4567', '08031234567', '+234 803 123 4567', '803 123'])(
    'finds orders by the phone written as %j',
    async (q) => {
      const response = await send(
        shop,
        'GET',
        `/api/admin/orders?q=${encodeURIComponent(q)}&limit=100`,
        admin.cookie,
      );
      const found = orderListResponseSchema.parse(response.json()).orders;
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((order) => order.customer.phone === '2348031234567')).toBe(true);
    },
  );
});
