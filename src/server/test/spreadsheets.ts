import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { TestApp } from './app';
import { multipart } from './multipart';

export type TestCell = string | number | boolean | null | { formula: string };

/** A CSV file as a spreadsheet saves one (UTF-8, comma-separated, quoted where needed). */
export function csvFile(rows: readonly (readonly TestCell[])[]): Buffer {
  return Buffer.from(stringify(rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))))));
}

/** An .xlsx file of one worksheet; `{ formula }` cells are real formula cells. */
export async function xlsxFile(rows: readonly (readonly TestCell[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  for (const row of rows) sheet.addRow(row.map((cell) => cell as ExcelJS.CellValue));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of an .xlsx's first worksheet, each as its cells' values (formulas as { formula, result }). */
export async function readXlsx(data: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The rows of a CSV text (its byte order mark dropped). */
export function readCsv(text: string): string[][] {
  return parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true });
}

function postFile(
  shop: TestApp,
  url: string,
  cookie: string | undefined,
  data: Buffer,
  filename: string,
  fields: Record<string, string> = {},
) {
  const body = multipart([{ filename, contentType: 'application/octet-stream', data }], fields);
  return shop.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, origin: shop.config.publicUrl, ...(cookie ? { cookie } : {}) },
  });
}

export function previewImport(
  shop: TestApp,
  cookie: string | undefined,
  data: Buffer,
  filename = 'products.csv',
) {
  return postFile(shop, '/api/admin/products/import/preview', cookie, data, filename);
}

export function applyImport(
  shop: TestApp,
  cookie: string | undefined,
  data: Buffer,
  token: string,
  filename = 'products.csv',
  fields: Record<string, string> = {},
) {
  return postFile(shop, '/api/admin/products/import', cookie, data, filename, { token, ...fields });
}
