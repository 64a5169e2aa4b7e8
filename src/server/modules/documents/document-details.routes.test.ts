import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDocumentSchema, type DocumentKind } from '../../../shared/documents';
import { get, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { ledgerAfterMarkPaid } from '../../test/ledger-rows';
import { moveOrder, namedUser, placeOrder } from '../../test/orders';
import { VALID_DETAILS } from '../../test/settings';

/** A document keeps the business details it was issued with (decision 038). */
let shop: TestApp;
let customer: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  customer = await namedUser(shop, 'verified', 'Amina Bello');
  owner = await namedUser(shop, 'admin', 'Bola Owner');
  await setUserFields(shop, owner.email, { staffLevel: 'owner' });
  await insertProducts(shop.database.handle.db, [
    { id: 'car-lift', name: 'Two Post Car Lift', price: 3_000_000, stockCount: 50 },
  ]);
});
afterAll(async () => shop?.close());

async function document(reference: string, kind: DocumentKind) {
  const response = await get(shop, `/api/orders/${reference}/documents/${kind}`, customer.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return orderDocumentSchema.parse(response.json());
}

async function pdfText(reference: string, kind: DocumentKind): Promise<string> {
  const response = await get(shop, `/api/orders/${reference}/${kind}.pdf`, customer.cookie);
  expect(response.statusCode, response.body).toBe(200);
  const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
  return text;
}

async function saveBank(bankName: string, accountNumber: string, tradingName = 'GaragePro Nigeria Ltd') {
  const response = await send(shop, 'PUT', '/api/admin/settings/business', owner.cookie, {
    ...VALID_DETAILS,
    tradingName,
    bankName,
    accountNumber,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const order = async () =>
  (await placeOrder(shop, customer.cookie, [{ productId: 'car-lift', quantity: 1 }])).order.reference;

describe('documents and the business details', () => {
  it('a fresh shop whose owner saved no details: its proforma says "Bank details on request"', async () => {
    const reference = await order();
    expect((await document(reference, 'proforma')).bank).toBeNull();
    const text = await pdfText(reference, 'proforma');
    expect(text).toContain('Bank details on request');
    expect(text).not.toContain('Bank: —');
    // Saving the details later does not change it: it was issued without them.
    await saveBank('Zenith Bank', '1012345678');
    expect((await document(reference, 'proforma')).bank).toBeNull();
  });

  it('a proforma keeps the bank and name of the day the order was placed, in the page and the PDF', async () => {
    await saveBank('Zenith Bank', '1012345678');
    const before = await order();
    await saveBank('Access Bank', '0690000031', 'Ade Motors');
    const old = await document(before, 'proforma');
    expect(old.bank).toMatchObject({ bankName: 'Zenith Bank', accountNumber: '1012345678' });
    expect(old.seller.tradingName).toBe('GaragePro Nigeria Ltd');
    const text = await pdfText(before, 'proforma');
    expect(text).toContain('Zenith Bank');
    expect(text).not.toContain('Access Bank');
    // An order placed after the change is issued with the new details.
    const after = await document(await order(), 'proforma');
    expect(after.bank).toMatchObject({ bankName: 'Access Bank', accountNumber: '0690000031' });
    expect(after.seller.tradingName).toBe('Ade Motors');
  });

  it('a receipt keeps the details of the day the order was marked paid', async () => {
    await saveBank('Zenith Bank', '1012345678');
    const reference = await order();
    expect((await moveOrder(shop, owner.cookie, reference, 'confirmed')).statusCode).toBe(200);
    await saveBank('Access Bank', '0690000031');
    const paid = await send(shop, 'POST', `/api/admin/orders/${reference}/status`, owner.cookie, {
      status: 'paid',
      paymentMethod: 'bank_transfer',
      paidOn: '2026-03-04',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await ledgerAfterMarkPaid(shop.database.handle.db, paid.json().order);
    await saveBank('GTBank', '0123456789');
    expect((await document(reference, 'receipt')).bank).toMatchObject({ bankName: 'Access Bank' });
    expect((await document(reference, 'proforma')).bank).toMatchObject({ bankName: 'Zenith Bank' });
    const receipt = await pdfText(reference, 'receipt');
    expect(receipt).toContain('Access Bank');
    expect(receipt).not.toContain('GTBank');
  });

  it("the migration gives every existing order its proforma's details and every paid one its receipt's", async () => {
    await saveBank('Zenith Bank', '1012345678');
    const unpaid = await order();
    const paid = await order();
    await moveOrder(shop, owner.cookie, paid, 'confirmed');
    const marked = await send(shop, 'POST', `/api/admin/orders/${paid}/status`, owner.cookie, {
      status: 'paid',
      paymentMethod: 'cash',
      paidOn: '2026-03-04',
    });
    await ledgerAfterMarkPaid(shop.database.handle.db, marked.json().order);
    const { db } = shop.database.handle;
    // As the orders were before the migration: no document details.
    await db.execute(sql`delete from document_details`);
    await saveBank('Access Bank', '0690000031');
    const migration = readFileSync(
      path.join(shop.config.migrationsDir, '0013_document_details_and_shop_identity.sql'),
      'utf8',
    );
    const data = migration.slice(migration.indexOf('-- data:'));
    await db.execute(sql.raw(data));
    const kept = (await db.execute(
      sql`select o.reference, d.kind, d.details->>'bankName' as bank from document_details d join orders o on o.id = d.order_id`,
    )) as unknown as { rows: { reference: string; kind: string; bank: string }[] };
    const of = (reference: string) =>
      kept.rows.filter((row) => row.reference === reference).map(({ kind, bank }) => `${kind}:${bank}`);
    expect(of(unpaid)).toEqual(['proforma:Access Bank']);
    expect(of(paid).sort()).toEqual(['proforma:Access Bank', 'receipt:Access Bank']);
    await saveBank('GTBank', '0123456789');
    expect((await document(paid, 'receipt')).bank).toMatchObject({ bankName: 'Access Bank' });
    expect((await document(unpaid, 'proforma')).bank).toMatchObject({ bankName: 'Access Bank' });
  });
});
