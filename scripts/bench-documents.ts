/**
 * The PDF of a 10-line order: generation time (median of 20 runs after a warm-up, ms) and size (KB).
 * Run with `npx tsx scripts/bench-documents.ts`; prints one JSON line as well for scripts/bench.mjs.
 */
import { buildOrderDocument } from '../src/shared/documents';
import type { Order } from '../src/shared/orders';
import { defaultBusinessDetails } from '../src/shared/settings';
import { renderDocumentPdf } from '../src/server/modules/documents/document-pdf';

const RUNS = 20;
const LINES = 10;

const items: Order['items'] = Array.from({ length: LINES }, (_, index) => ({
  productId: `product-${index + 1}`,
  variant: null,
  name: `Garage equipment item ${index + 1} with a descriptive name`,
  brand: ['Launch', 'Bosch', 'Atlas Copco', 'Ravaglioli'][index % 4]!,
  image: '',
  imagePublicId: '',
  price: 125_000 * (index + 1),
  quantity: (index % 3) + 1,
  lineTotal: 125_000 * (index + 1) * ((index % 3) + 1),
  installationFee: index % 2 === 0 ? 25_000 : null,
}));
const subtotal = items.reduce((sum, item) => sum + item.lineTotal, 0);
const installationFee = items.reduce((sum, item) => sum + (item.installationFee ?? 0) * item.quantity, 0);

const order: Order = {
  id: 'bench',
  reference: 'GE-1001',
  status: 'paid',
  deliveryMethod: 'delivery',
  customer: {
    firstName: 'Amina',
    lastName: 'Bello',
    email: 'amina@example.com',
    phone: '2348031234567',
    address: '12 Zoo Road',
    city: 'Kano',
    state: 'Kano',
    zipCode: '700001',
  },
  items,
  itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
  subtotal,
  deliveryFee: 85_000,
  installationFee,
  discount: 50_000,
  total: subtotal + 85_000 + installationFee - 50_000,
  payment: { method: 'bank_transfer', paidOn: '2026-03-04' },
  amountPaid: 0,
  balance: 0,
  payments: [],
  depositPercent: 0,
  depositDue: 0,
  toRefund: 0,
  proofs: [],
  followedUp: null,
  history: [],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
};

const business = {
  ...defaultBusinessDetails('2348035550142'),
  tradingName: 'GaragePro Nigeria Ltd',
  address: '24 Oba Akran Avenue, Ikeja, Lagos',
  rcNumber: 'RC 1234567',
  phone: '2348035550142',
  email: 'sales@garagepro.ng',
  bankName: 'Zenith Bank',
  accountName: 'GaragePro Nigeria Ltd',
  accountNumber: '1012345678',
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const results: Record<string, { medianMs: number; sizeKb: number }> = {};
for (const kind of ['proforma', 'receipt'] as const) {
  const document = buildOrderDocument(kind, order, business);
  await renderDocumentPdf(document); // warm-up: fonts read and parsed once
  const times: number[] = [];
  let size = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const pdf = await renderDocumentPdf(document);
    times.push(performance.now() - start);
    size = pdf.length;
  }
  results[kind] = { medianMs: Number(median(times).toFixed(1)), sizeKb: Number((size / 1024).toFixed(1)) };
  console.log(
    `${kind} PDF, ${LINES}-line order: median ${results[kind].medianMs} ms of ${RUNS} runs, ${results[kind].sizeKb} KB`,
  );
}
console.log(JSON.stringify({ documents: results }));
