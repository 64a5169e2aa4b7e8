import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '../../../shared/admin-catalogue';
import { orderResponseSchema } from '../../../shared/orders';
import { paymentFileResponseSchema } from '../../../shared/payment-schemas';
import { createUser, uniqueIp, type SignedIn } from '../accounts';
import { createTestApp, type TestApp } from '../app';
import { testJpeg } from '../images';
import { insertProducts } from '../fixtures';
import { moveOrder, placeOrder } from '../orders';
import { hostileText } from './arbitraries';
import { changedParts, rowCount } from '../state';
import { CLEAN, fuzzRoute, printReport, verdict } from './harness';

/**
 * Issue 10: POST /api/uploads/images with multipart bodies built wrong in every way a client or an
 * attacker can: the boundary missing, wrong or empty, parts cut short, headers that never end, several
 * files, other fields, and files that are not pictures; now and then a real small picture.
 */

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
/** A confirmed order with a balance: its shopper's proofs and staff's payment files are taken. */
let reference: string;
const pictures: Buffer[] = [];

beforeAll(async () => {
  shop = await createTestApp();
  admin = await createUser(shop, 'admin');
  pictures.push(
    await testJpeg(40, 30),
    await sharp({ create: { width: 24, height: 24, channels: 3, background: '#c33' } })
      .png()
      .toBuffer(),
    await sharp({ create: { width: 32, height: 20, channels: 3, background: '#3c3' } })
      .webp()
      .toBuffer(),
    // A proof of payment may be a PDF (the images route refuses it).
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  );
  customer = await createUser(shop, 'verified');
  await insertProducts(shop.database.handle.db, [
    { id: 'fuzz-proof-lift', name: 'Fuzz Proof Lift', price: 500_000, stockCount: 1_000 },
  ]);
  const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'fuzz-proof-lift', quantity: 1 }]);
  await moveOrder(shop, admin.cookie, order.reference, 'confirmed');
  reference = order.reference;
});
afterAll(async () => shop?.close());

interface Part {
  name: string;
  filename: string | null;
  contentType: string | null;
  /** Index of a real picture, or bytes of anything. */
  data: number | Uint8Array;
}

interface UploadCase {
  boundary: 'right' | 'wrong' | 'missing' | 'empty' | 'quoted' | 'not-multipart';
  parts: Part[];
  closing: boolean;
  /** Where the body is cut, as a share of its length (null: not cut). */
  cut: number | null;
  garbage: Uint8Array | null;
}

const part: fc.Arbitrary<Part> = fc.record({
  name: fc.oneof({ weight: 4, arbitrary: fc.constant('file') }, { weight: 1, arbitrary: hostileText }),
  filename: fc.option(
    fc.oneof(
      fc.constantFrom('photo.jpg', '../../x.jpg', 'a"b.png', 'x\r\nContent-Type: text/html'),
      hostileText,
    ),
  ),
  contentType: fc.option(
    fc.oneof(fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'text/html'), hostileText),
  ),
  data: fc.oneof(
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 3 }) },
    { weight: 4, arbitrary: fc.uint8Array({ maxLength: 3000 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from('\x89PNG\r\n\x1a\n'),
        Buffer.from('<svg onload="alert(1)"/>'),
      ),
    },
  ),
});

const uploadCase: fc.Arbitrary<UploadCase> = fc.record({
  boundary: fc.constantFrom(
    'right',
    'right',
    'right',
    'wrong',
    'missing',
    'empty',
    'quoted',
    'not-multipart',
  ),
  parts: fc.array(part, { minLength: 0, maxLength: 3 }),
  closing: fc.boolean(),
  cut: fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
  ),
  garbage: fc.oneof(
    { weight: 7, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 500 }) },
  ),
});

function header(name: string) {
  return name.replace(/[\r\n]/g, ' ');
}

/** Long enough that random bytes never hold it: the cases stay the same from run to run. */
const BOUNDARY = '----shop-fuzz-boundary-5c1e9a4b7d';

/** The body and content type of a case (the only place text becomes bytes). */
function build(input: UploadCase): { payload: Buffer; contentType: string } {
  const boundary = BOUNDARY;
  const contentType = {
    right: `multipart/form-data; boundary=${boundary}`,
    quoted: `multipart/form-data; boundary="${boundary}"`,
    wrong: 'multipart/form-data; boundary=not-this-one',
    missing: 'multipart/form-data',
    empty: 'multipart/form-data; boundary=',
    'not-multipart': 'application/octet-stream',
  }[input.boundary];
  if (input.garbage) return { payload: Buffer.from(input.garbage), contentType };
  const chunks: Buffer[] = [];
  for (const item of input.parts) {
    const disposition = `form-data; name="${header(item.name)}"${item.filename === null ? '' : `; filename="${item.filename}"`}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (item.contentType === null ? '' : `Content-Type: ${item.contentType}\r\n`) +
          '\r\n',
      ),
      typeof item.data === 'number' ? pictures[item.data]! : Buffer.from(item.data),
      Buffer.from('\r\n'),
    );
  }
  if (input.closing) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const whole = Buffer.concat(chunks);
  const payload = input.cut === null ? whole : whole.subarray(0, Math.floor(whole.length * input.cut));
  return { payload, contentType };
}

describe('fuzz: uploads', () => {
  it('POST /api/uploads/images', async () => {
    const report = await fuzzRoute(shop, {
      name: 'POST /api/uploads/images',
      cases: uploadCase,
      send: (input) => {
        const { payload, contentType } = build(input);
        return shop.app.inject({
          method: 'POST',
          url: '/api/uploads/images',
          payload,
          remoteAddress: uniqueIp(),
          headers: { 'content-type': contentType, cookie: admin.cookie, origin: shop.config.publicUrl },
        });
      },
      touches: [],
      uploads: true,
      success: uploadResponseSchema,
      acceptedChange: (before, after, body) => {
        const { public_id } = uploadResponseSchema.parse(body);
        const was = new Set((before.uploads ?? '').split('\n').filter(Boolean));
        const now = (after.uploads ?? '').split('\n').filter(Boolean);
        if ([...was].some((file) => !now.includes(file))) return 'an upload removed stored files';
        const added = now.filter((file) => !was.has(file));
        return added.every((file) => file.startsWith(public_id))
          ? null
          : `an upload stored ${added.join(', ')}`;
      },
    });
    printReport(report);
    expect(verdict(report)).toEqual(CLEAN);
  });

  it.each([
    ['the shopper', 'proofs', orderResponseSchema, ['payment_files', 'payment_proofs']],
    ['staff', 'payment-files', paymentFileResponseSchema, ['payment_files']],
  ] as const)('a proof of payment uploaded by %s (%s)', async (who, path, success, written) => {
    const url =
      who === 'staff' ? `/api/admin/orders/${reference}/${path}` : `/api/orders/${reference}/${path}`;
    const report = await fuzzRoute(shop, {
      name: `POST ${url}`,
      cases: uploadCase,
      send: (input) => {
        const { payload, contentType } = build(input);
        return shop.app.inject({
          method: 'POST',
          url,
          payload,
          remoteAddress: uniqueIp(),
          headers: {
            'content-type': contentType,
            cookie: (who === 'staff' ? admin : customer).cookie,
            origin: shop.config.publicUrl,
          },
        });
      },
      touches: ['orders', 'order_events', 'payments', 'payment_proofs', 'payment_files'],
      success,
      acceptedChange: (before, after) => {
        const changed = changedParts(before, after);
        return changed.every((table) => (written as readonly string[]).includes(table)) &&
          written.every((table) => rowCount(after, table) === rowCount(before, table) + 1)
          ? null
          : `an upload changed ${changed.join(', ')}`;
      },
    });
    printReport(report);
    expect(verdict(report)).toEqual(CLEAN);
  });
});
