import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import {
  bankHeading,
  bankLines,
  formatDocumentDate,
  paidRows,
  type DocumentPayment,
  type OrderDocument,
  type PaymentReceipt,
} from '../../../shared/documents';
import { formatNaira } from '../../../shared/money';
import { feeRows } from '../../../shared/order-money';

/**
 * The order's document as an A4 PDF, drawn by pdfkit. The standard PDF fonts have no naira sign (₦), so
 * DejaVu Sans (regular and bold, from the `dejavu-fonts-ttf` package) is embedded; pdfkit embeds only the
 * glyphs used. Pages are buffered, and once the content is laid out every page gets the shop's name
 * in its header and "Page n of N" in its footer, overflow pages of a long order included.
 */

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
// Read once: each document then parses the fonts from memory.
const REGULAR_BYTES = readFileSync(path.join(fontDir, 'DejaVuSans.ttf'));
const BOLD_BYTES = readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf'));
const REGULAR = 'Regular';
const BOLD = 'Bold';

const MARGIN = 50;
/** Room above and below the content for the header and the footer drawn on every page. */
const TOP = 90;
const BOTTOM = 70;
const INK = '#18181b';
const MUTED = '#52525b';
const RULE = '#d4d4d8';

type Doc = PDFKit.PDFDocument;
/** What every page's frame and the lines' table read, on an order's document and a payment's receipt. */
type Printed = Pick<OrderDocument, 'title' | 'reference' | 'seller' | 'lines' | 'showInstallation'>;

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: OrderDocument['lines'][number]) => string;
}

function columnsOf(document: Printed, width: number): Column[] {
  const money = 82;
  const quantity = 36;
  const columns: Column[] = [
    { label: 'Qty', width: quantity, align: 'right', cell: (line) => String(line.quantity) },
    { label: 'Unit price', width: money, align: 'right', cell: (line) => formatNaira(line.unitPrice) },
  ];
  if (document.showInstallation)
    columns.push({
      label: 'Installation',
      width: money,
      align: 'right',
      cell: (line) => (line.installation === null ? '—' : formatNaira(line.installation)),
    });
  columns.push({
    label: 'Line total',
    width: money,
    align: 'right',
    cell: (line) => formatNaira(line.lineTotal),
  });
  const rest = width - columns.reduce((sum, column) => sum + column.width, 0);
  return [{ label: 'Item', width: rest, align: 'left', cell: (line) => line.name }, ...columns];
}

/** The bottom of the content area of the current page. */
function floor(doc: Doc): number {
  return doc.page.height - BOTTOM;
}

/** Starts a new page when the next block of this height does not fit on this one. */
function ensureRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= floor(doc)) return false;
  doc.addPage();
  return true;
}

function heading(doc: Doc, text: string) {
  doc.font(BOLD).fontSize(9).fillColor(MUTED).text(text.toUpperCase(), { characterSpacing: 0.5 });
  doc.moveDown(0.2);
  doc.font(REGULAR).fontSize(10).fillColor(INK);
}

/** Two blocks side by side (the seller and the customer), each a heading and lines; y moves below both. */
function twoBlocks(doc: Doc, blocks: [string, string[]][]) {
  const width = (doc.page.width - 2 * MARGIN - 20) / 2;
  const top = doc.y;
  let bottom = top;
  blocks.forEach(([title, lines], index) => {
    const x = MARGIN + index * (width + 20);
    doc.x = x;
    doc.y = top;
    doc
      .font(BOLD)
      .fontSize(9)
      .fillColor(MUTED)
      .text(title.toUpperCase(), x, top, { width, characterSpacing: 0.5 });
    doc.moveDown(0.2);
    lines.forEach((line, position) => {
      doc
        .font(position === 0 ? BOLD : REGULAR)
        .fontSize(10)
        .fillColor(INK)
        .text(line, x, doc.y, { width });
    });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom;
}

function tableHeader(doc: Doc, columns: Column[]) {
  const y = doc.y;
  let x = MARGIN;
  doc.font(BOLD).fontSize(9).fillColor(MUTED);
  for (const column of columns) {
    doc.text(column.label, x + 4, y, { width: column.width - 8, align: column.align });
    x += column.width;
  }
  doc.y = y + 16;
  doc
    .moveTo(MARGIN, doc.y - 3)
    .lineTo(doc.page.width - MARGIN, doc.y - 3)
    .strokeColor(INK)
    .lineWidth(0.8)
    .stroke();
}

function lineRow(doc: Doc, columns: Column[], line: OrderDocument['lines'][number]) {
  const [item, ...figures] = columns;
  doc.font(REGULAR).fontSize(10);
  const nameHeight = doc.heightOfString(line.name, { width: item!.width - 8 });
  doc.fontSize(8.5);
  const variantHeight = line.variant ? doc.heightOfString(line.variant, { width: item!.width - 8 }) : 0;
  const brandHeight = line.brand ? doc.heightOfString(line.brand, { width: item!.width - 8 }) : 0;
  const height = nameHeight + variantHeight + brandHeight + 10;
  if (ensureRoom(doc, height)) tableHeader(doc, columns);
  const y = doc.y + 4;
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(INK)
    .text(line.name, MARGIN + 4, y, { width: item!.width - 8 });
  // The variant (decision 052) under the name, in ink: it says which version was sold.
  if (line.variant) doc.fontSize(8.5).text(line.variant, MARGIN + 4, doc.y, { width: item!.width - 8 });
  if (line.brand)
    doc
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(line.brand, MARGIN + 4, doc.y, { width: item!.width - 8 });
  let x = MARGIN + item!.width;
  doc.font(REGULAR).fontSize(10).fillColor(INK);
  for (const column of figures) {
    doc.text(column.cell(line), x + 4, y, { width: column.width - 8, align: column.align });
    x += column.width;
  }
  doc.y = y + height - 4;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
}

function totals(doc: Doc, document: OrderDocument) {
  const rows: [string, string][] = [
    ['Subtotal', formatNaira(document.subtotal)],
    ...feeRows(document).map((row): [string, string] => [row.label, row.amount]),
  ];
  ensureRoom(doc, rows.length * 16 + 60);
  const labelX = doc.page.width - MARGIN - 300;
  doc.moveDown(0.6);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(REGULAR).fontSize(10).fillColor(MUTED).text(label, labelX, y, { width: 140 });
    doc.fillColor(INK).text(value, labelX + 140, y, { width: 160, align: 'right' });
    doc.y = Math.max(doc.y, y + 15);
  }
  const y = doc.y + 4;
  doc
    .moveTo(labelX, y - 2)
    .lineTo(doc.page.width - MARGIN, y - 2)
    .strokeColor(INK)
    .lineWidth(0.8)
    .stroke();
  doc
    .font(BOLD)
    .fontSize(12)
    .text('Total', labelX, y + 2, { width: 140 });
  doc.text(formatNaira(document.total), labelX + 140, y + 2, { width: 160, align: 'right' });
  // Once anything is paid: what was paid and the balance (decision 053).
  for (const row of paidRows(document)) {
    const rowY = doc.y + 2;
    doc
      .font(row.strong ? BOLD : REGULAR)
      .fontSize(10)
      .fillColor(row.strong ? INK : MUTED)
      .text(row.label, labelX, rowY, { width: 140 });
    doc.fillColor(INK).text(row.amount, labelX + 140, rowY, { width: 160, align: 'right' });
    doc.y = Math.max(doc.y, rowY + 13);
  }
  doc.x = MARGIN;
  doc.moveDown(0.6);
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(INK)
    .text(`Amount in words: ${document.totalInWords}`, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
}

function closing(doc: Doc, document: OrderDocument) {
  const { bank, payment, validUntil } = document;
  ensureRoom(doc, 110);
  doc.moveDown(1.2);
  doc.x = MARGIN;
  if (payment) {
    heading(doc, document.payments.length > 1 ? 'Payments received' : 'Payment received');
    paymentsTable(doc, document.payments);
    const y = doc.y + 2;
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(INK)
      .text('Total paid', MARGIN + 4, y);
    doc.text(formatNaira(document.amountPaid), MARGIN, y, {
      width: doc.page.width - 2 * MARGIN - 4,
      align: 'right',
    });
    doc.font(REGULAR).text(`Paid in full on ${formatDocumentDate(payment.paidOn)}`, MARGIN, doc.y + 2);
    doc.moveDown(0.8);
  }
  heading(doc, bankHeading(document));
  for (const line of bankLines(bank)) doc.font(line.strong ? BOLD : REGULAR).text(line.text);
  doc.font(REGULAR);
  if (validUntil) {
    doc.moveDown(0.8);
    doc.font(BOLD).text(`Valid until ${formatDocumentDate(validUntil)}`);
    doc.font(REGULAR).fillColor(MUTED).text(`Please quote ${document.reference} with your payment.`);
  }
}

const PAYMENT_COLUMNS = [
  { label: 'Date', width: 110, align: 'left' },
  { label: 'Method', width: 150, align: 'left' },
  { label: 'Reference', width: 0, align: 'left' },
  { label: 'Amount', width: 100, align: 'right' },
] as const;

/** The payments as a table: date, method, reference (— when none), amount; a row per payment. */
function paymentsTable(doc: Doc, payments: readonly DocumentPayment[]) {
  const full = doc.page.width - 2 * MARGIN;
  const widths = PAYMENT_COLUMNS.map((column) =>
    column.width > 0 ? column.width : full - PAYMENT_COLUMNS.reduce((sum, other) => sum + other.width, 0),
  );
  const row = (cells: string[], font: string, color: string) => {
    ensureRoom(doc, 18);
    const y = doc.y;
    let x = MARGIN;
    doc
      .font(font)
      .fontSize(font === BOLD ? 9 : 10)
      .fillColor(color);
    cells.forEach((cell, index) => {
      doc.text(cell, x + 4, y, { width: widths[index]! - 8, align: PAYMENT_COLUMNS[index]!.align });
      x += widths[index]!;
    });
    doc.y = Math.max(doc.y, y + 14) + 2;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(doc.page.width - MARGIN, doc.y - 2)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  };
  row(
    PAYMENT_COLUMNS.map((column) => column.label),
    BOLD,
    MUTED,
  );
  for (const payment of payments)
    row(
      [
        formatDocumentDate(payment.paidOn),
        payment.method,
        payment.reference ?? '—',
        formatNaira(payment.amount),
      ],
      REGULAR,
      INK,
    );
  doc.x = MARGIN;
}

/** The header and footer of every page: the trading name, the document and its page number. */
function frame(doc: Doc, document: Printed) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { width, height } = doc.page;
    // Text below the bottom margin would start a new page: the margin is lifted while the footer is drawn.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(BOLD)
      .fontSize(14)
      .fillColor(INK)
      .text(document.seller.tradingName, MARGIN, 36, { width: width - 2 * MARGIN - 200, lineBreak: false });
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${document.title} ${document.reference}`, width - MARGIN - 200, 40, {
        width: 200,
        align: 'right',
      });
    doc
      .moveTo(MARGIN, 60)
      .lineTo(width - MARGIN, 60)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    const footer = [
      document.seller.tradingName,
      document.seller.rcNumber,
      `Page ${index - start + 1} of ${count}`,
    ]
      .filter(Boolean)
      .join(' · ');
    doc
      .moveTo(MARGIN, height - 50)
      .lineTo(width - MARGIN, height - 50)
      .strokeColor(RULE)
      .stroke();
    doc
      .fontSize(8)
      .fillColor(MUTED)
      .text(footer, MARGIN, height - 42, { width: width - 2 * MARGIN, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}

function draw(doc: Doc, document: OrderDocument) {
  doc.font(BOLD).fontSize(20).fillColor(INK).text(document.title, MARGIN, TOP);
  doc.moveDown(0.3);
  const facts: string[] = [`Reference: ${document.reference}`, `Date: ${formatDocumentDate(document.date)}`];
  if (document.kind === 'receipt') facts.push(`Order date: ${formatDocumentDate(document.orderedOn)}`);
  if (document.validUntil) facts.push(`Valid until ${formatDocumentDate(document.validUntil)}`);
  doc.font(REGULAR).fontSize(10).text(facts.join('    '));
  doc.moveDown(1);

  const { seller, customer } = document;
  twoBlocks(doc, [
    [
      'From',
      [
        seller.tradingName,
        seller.address,
        seller.rcNumber && `RC number: ${seller.rcNumber}`,
        seller.phones.join(', '),
        seller.email,
      ].filter(Boolean),
    ],
    ['Bill to', [customer.name, ...customer.addressLines, customer.email, customer.phone].filter(Boolean)],
  ]);
  doc.moveDown(1.2);

  const columns = columnsOf(document, doc.page.width - 2 * MARGIN);
  ensureRoom(doc, 60);
  tableHeader(doc, columns);
  for (const line of document.lines) lineRow(doc, columns, line);
  totals(doc, document);
  closing(doc, document);
}

/** Label and value rows, right-aligned under the lines (the payment receipt's figures). */
function figureRows(doc: Doc, rows: { label: string; value: string; strong?: boolean }[]) {
  ensureRoom(doc, rows.length * 16 + 20);
  const labelX = doc.page.width - MARGIN - 340;
  for (const row of rows) {
    const y = doc.y;
    doc
      .font(row.strong ? BOLD : REGULAR)
      .fontSize(row.strong ? 11 : 10)
      .fillColor(row.strong ? INK : MUTED)
      .text(row.label, labelX, y, { width: 200 });
    doc.fillColor(INK).text(row.value, labelX + 200, y, { width: 140, align: 'right' });
    doc.y = Math.max(doc.y, y + 15);
  }
  doc.x = MARGIN;
}

/**
 * One payment's receipt: the shop, the customer, the order's lines and total, the payment (date,
 * method, reference, amount, in words) and what it leaves: the total paid so far and the balance.
 */
function drawPaymentReceipt(doc: Doc, receipt: PaymentReceipt) {
  doc.font(BOLD).fontSize(20).fillColor(INK).text(receipt.title, MARGIN, TOP);
  doc.moveDown(0.3);
  doc
    .font(REGULAR)
    .fontSize(10)
    .text(
      [
        `Order: ${receipt.reference}`,
        `Date paid: ${formatDocumentDate(receipt.payment.paidOn)}`,
        `Order date: ${formatDocumentDate(receipt.orderedOn)}`,
      ].join('    '),
    );
  doc.moveDown(1);
  const { seller, customer } = receipt;
  twoBlocks(doc, [
    [
      'From',
      [
        seller.tradingName,
        seller.address,
        seller.rcNumber && `RC number: ${seller.rcNumber}`,
        seller.phones.join(', '),
        seller.email,
      ].filter(Boolean),
    ],
    [
      'Received from',
      [customer.name, ...customer.addressLines, customer.email, customer.phone].filter(Boolean),
    ],
  ]);
  doc.moveDown(1.2);
  doc.x = MARGIN;
  heading(doc, 'Payment received');
  paymentsTable(doc, [receipt.payment]);
  doc.moveDown(0.4);
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(INK)
    .text(`Amount in words: ${receipt.amountInWords}`, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
  doc.moveDown(1.2);
  heading(doc, `Order ${receipt.reference}`);
  const columns = columnsOf(receipt, doc.page.width - 2 * MARGIN);
  ensureRoom(doc, 60);
  tableHeader(doc, columns);
  for (const line of receipt.lines) lineRow(doc, columns, line);
  doc.moveDown(0.6);
  figureRows(doc, [
    { label: 'Order total', value: formatNaira(receipt.total) },
    { label: 'This payment', value: formatNaira(receipt.payment.amount) },
    { label: 'Total paid so far', value: formatNaira(receipt.paidSoFar) },
    { label: 'Balance after this payment', value: formatNaira(receipt.balanceAfter), strong: true },
  ]);
}

/** The PDF's bytes: an order's document, or one payment's receipt. */
export function renderDocumentPdf(document: OrderDocument | PaymentReceipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: TOP, bottom: BOTTOM, left: MARGIN, right: MARGIN },
    bufferPages: true,
    // No standard font is loaded: the text is all DejaVu.
    font: null as unknown as string,
    info: {
      Title: `${document.title} ${document.reference}`,
      Author: document.seller.tradingName,
      Subject: `${document.title} for order ${document.reference}`,
    },
  });
  doc.registerFont(REGULAR, REGULAR_BYTES);
  doc.registerFont(BOLD, BOLD_BYTES);
  doc.font(REGULAR);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (document.kind === 'payment') drawPaymentReceipt(doc, document);
  else draw(doc, document);
  frame(doc, document);
  doc.end();
  return done;
}
