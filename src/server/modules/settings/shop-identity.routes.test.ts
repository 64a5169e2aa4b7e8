import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_IDENTITY_ELEMENT_ID, shopIdentitySchema } from '../../../shared/shop';
import { createUser, get, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { VALID_DETAILS } from '../../test/settings';

/** The shop's identity, one source: the business details, first filled from SELLER_WHATSAPP (decision 038). */
let shop: TestApp;
let owner: SignedIn;
const staff: Record<string, SignedIn> = {};

beforeAll(async () => {
  shop = await createTestApp({ sellerWhatsapp: '2348091112233' });
  await insertProducts(shop.database.handle.db, [{ id: 'lift', name: 'Two Post Lift', price: 2_750_000 }]);
  owner = await createUser(shop, 'admin');
  await setUserFields(shop, owner.email, { staffLevel: 'owner' });
  for (const level of ['sales', 'storekeeper']) {
    staff[level] = await createUser(shop, 'admin');
    await setUserFields(shop, staff[level]!.email, { staffLevel: level });
  }
});
afterAll(async () => shop?.close());

async function identity() {
  const response = await get(shop, '/api/shop');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  return shopIdentitySchema.parse(response.json());
}

/** The identity block of a page's HTML, as the app reads it. */
function identityInHtml(html: string) {
  const block = new RegExp(
    `<script type="application/json" id="${SHOP_IDENTITY_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  expect(block, 'the identity block').not.toBeNull();
  return shopIdentitySchema.parse(JSON.parse(block![1]!));
}

const NEW_DETAILS = {
  ...VALID_DETAILS,
  tradingName: 'Ade Motors',
  whatsapp: '0807 777 8888',
  phone: '0809 111 4444',
  otherPhone: '0812 444 5566',
  email: 'hello@ademotors.example',
  address: '5 Creek Road, Apapa, Lagos',
  hours: [{ days: 'Mon-Sat', hours: '9:00 AM - 5:00 PM' }],
};

describe('the shop identity', () => {
  it("is SELLER_WHATSAPP (orders and chat), the shop's name and the specification's hours until the owner saves", async () => {
    expect(await identity()).toEqual({
      name: 'GaragePro',
      whatsapp: '2348091112233',
      chatPhones: ['2348091112233'],
      email: '',
      address: '',
      hours: [
        { days: 'Mon-Fri', hours: '8:00 AM - 6:00 PM' },
        { days: 'Sat', hours: '9:00 AM - 4:00 PM' },
        { days: 'Sun', hours: 'Closed' },
      ],
    });
    const page = await get(shop, '/product/lift');
    expect(identityInHtml(page.body)).toEqual(await identity());
    // The frame, the Ask link and the notice for a browser without scripts: never the demo's number.
    expect(page.body).toContain('https://wa.me/2348091112233?text=');
    expect(page.body).toMatch(/<noscript>.*wa\.me\/2348091112233.*\+234 809 111 2233.*<\/noscript>/);
    expect(page.body).not.toContain('2348035550142');
  });

  it('is written into every page the server sends, with no text able to close its block', async () => {
    for (const path of [
      '/',
      '/shop',
      '/contact',
      '/checkout',
      '/admin/settings',
      '/orders/GE-1001',
      '/nowhere',
    ])
      expect(identityInHtml((await get(shop, path)).body).whatsapp, path).toBe('2348091112233');
    const tricky = await send(shop, 'PUT', '/api/admin/settings/business', owner.cookie, {
      ...NEW_DETAILS,
      tradingName: 'Ade </script><script>alert(1)</script>',
    });
    expect(tricky.statusCode).toBe(200);
    const html = (await get(shop, '/')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(identityInHtml(html).name).toBe('Ade </script><script>alert(1)</script>');
  });

  it("changes on the owner's save: the API, the pages' identity, frame, Ask link, titles and meta", async () => {
    const saved = await send(shop, 'PUT', '/api/admin/settings/business', owner.cookie, NEW_DETAILS);
    expect(saved.statusCode).toBe(200);
    const expected = {
      name: 'Ade Motors',
      whatsapp: '2348077778888',
      chatPhones: ['2348091114444', '2348124445566'],
      email: 'hello@ademotors.example',
      address: '5 Creek Road, Apapa, Lagos',
      hours: [{ days: 'Mon-Sat', hours: '9:00 AM - 5:00 PM' }],
    };
    expect(await identity()).toEqual(expected);
    const page = (await get(shop, '/product/lift')).body;
    expect(identityInHtml(page)).toEqual(expected);
    expect(page).toContain('<title>Two Post Lift - ₦2,750,000 | Ade Motors</title>');
    expect(page).toContain('<meta property="og:site_name" content="Ade Motors">');
    expect(page).toContain('https://wa.me/2348077778888?text=Hello%20Ade%20Motors');
    expect(page).toContain('href="https://wa.me/2348091114444"');
    expect(page).toContain('href="https://wa.me/2348124445566"');
    expect(page).toContain('mailto:hello@ademotors.example');
    expect(page).toContain('5 Creek Road, Apapa, Lagos');
    expect(page).toMatch(/<noscript>.*wa\.me\/2348091114444.*<\/noscript>/);
    expect(page).not.toContain('2348091112233');
    // The splash, painted before any script, names the seller too.
    expect(page).toContain('aria-label="Loading Ade Motors"');
    expect(page).toContain('<p class="splash-brand" aria-hidden="true">Ade <span>Motors</span></p>');
    expect(page).not.toContain('GaragePro');
  });

  it('is written by the owner only: sales and storekeepers are refused and change nothing', async () => {
    const before = await identity();
    for (const level of ['sales', 'storekeeper']) {
      const cookie = staff[level]!.cookie;
      expect((await send(shop, 'GET', '/api/admin/settings/business', cookie)).statusCode, level).toBe(403);
      const write = await send(shop, 'PUT', '/api/admin/settings/business', cookie, {
        ...NEW_DETAILS,
        whatsapp: '0803 000 0000',
      });
      expect(write.statusCode, level).toBe(403);
    }
    expect(await identity()).toEqual(before);
  });
});
