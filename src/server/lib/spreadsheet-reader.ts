import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Cell, SheetFormat } from './spreadsheet-writer';
import { checkXlsxLimits, XlsxLimitError, type XlsxParts } from './xlsx-limits';

/** Why a file could not be read as a sheet (`tooMuchData`: an .xlsx that unpacks past `XLSX_LIMITS`). */
export type SheetProblem = 'wrongType' | 'unreadable' | 'tooManyRows' | 'empty' | 'tooMuchData';

export class SheetReadError extends Error {
  constructor(readonly problem: SheetProblem) {
    super(`spreadsheet: ${problem}`);
    this.name = 'SheetReadError';
  }
}

export interface SheetRow {
  /** The row number the spreadsheet shows (the header is row 1 when it is the first line). */
  number: number;
  cells: Cell[];
}

export interface Sheet {
  format: SheetFormat;
  header: string[];
  rows: SheetRow[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Buffer, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/**
 * The first worksheet of an .xlsx, or a CSV, as a header and rows of cells, decided from the bytes: a zip
 * is read as .xlsx, text as CSV, anything else is refused. Formula cells are read as their formula text
 * (`=A1*2`), never evaluated. Blank rows are skipped; more than `maxRows` rows under the header stop the
 * reading at once.
 */
export async function readSheet(bytes: Buffer, { maxRows }: { maxRows: number }): Promise<Sheet> {
  if (bytes.length === 0) throw new SheetReadError('empty');
  const sheet = startsWith(bytes, ZIP_MAGIC) ? await readXlsx(bytes, maxRows) : readCsv(bytes, maxRows);
  if (sheet.rows.length === 0) throw new SheetReadError('empty');
  return sheet;
}

function splitHeader(format: SheetFormat, rows: SheetRow[], maxRows: number): Sheet {
  const [first, ...rest] = rows;
  if (!first) throw new SheetReadError('empty');
  if (rest.length > maxRows) throw new SheetReadError('tooManyRows');
  const header = first.cells.map((cell) => (cell === null ? '' : String(cell).trim()));
  return { format, header, rows: rest };
}

/** Text, or null when the bytes are not text (a NUL byte: a picture, a PDF, an old .xls). */
function decodeText(bytes: Buffer): string | null {
  if (bytes.subarray(0, 64 * 1024).includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // "CSV (Comma delimited)" from a spreadsheet on Windows is in its code page, not UTF-8.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The delimiter of the header line: a comma, or the semicolon or tab some spreadsheets save with. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (character: string) => firstLine.split(character).length - 1;
  return [',', ';', '\t'].reduce((best, candidate) => (count(candidate) > count(best) ? candidate : best));
}

function readCsv(bytes: Buffer, maxRows: number): Sheet {
  const text = decodeText(bytes);
  if (text === null) throw new SheetReadError('wrongType');
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
    });
  } catch {
    throw new SheetReadError('unreadable');
  }
  // A record is a spreadsheet row (a quoted cell may hold line breaks), so its index is the row number.
  const rows = records
    .map((cells, index): SheetRow => ({ number: index + 1, cells: cells.map((cell) => cell) }))
    .filter((row) => !row.cells.every(isBlank));
  return splitHeader('csv', rows, maxRows);
}

/** One .xlsx cell as text or a number; a formula as its text, rich text as its words. */
function xlsxCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('formula' in value && value.formula) return `=${value.formula}`;
    if ('sharedFormula' in value && value.sharedFormula) return `=${value.sharedFormula}`;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return typeof value.text === 'string' ? value.text : xlsxCell(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

/** The parts exceljs' streaming reader needs before a worksheet, in the order it reads them. */
const READ_FIRST = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];

/**
 * The zip's records with the workbook's own parts first, then the rest as they were. exceljs' streaming
 * reader keeps a worksheet met before them in a temporary file, and then now and then loses the workbook
 * part that follows (exceljs#3064): a file exported by this shop (written by exceljs, the workbook part
 * last) failed to read about once in 30. Met after them, a worksheet is read at once.
 */
function inReadingOrder({ records, directory }: XlsxParts): Buffer[] {
  const rank = (name: string) => {
    const index = READ_FIRST.indexOf(name);
    return index === -1 ? READ_FIRST.length : index;
  };
  const ordered = [...records].sort((a, b) => rank(a.name) - rank(b.name));
  return [...ordered.map((record) => record.bytes), directory];
}

async function readXlsx(bytes: Buffer, maxRows: number): Promise<Sheet> {
  let parts: XlsxParts;
  try {
    parts = await checkXlsxLimits(bytes);
  } catch (error) {
    if (!(error instanceof XlsxLimitError)) throw error;
    throw new SheetReadError(error.problem === 'tooLarge' ? 'tooMuchData' : 'unreadable');
  }
  const rows: SheetRow[] = [];
  let sawSheet = false;
  const input = Readable.from(inReadingOrder(parts));
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    });
    // The first worksheet only; rows stop being read once the limit is passed.
    sheets: for await (const worksheet of workbook) {
      sawSheet = true;
      for await (const row of worksheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from(values, (value) => xlsxCell(value as ExcelJS.CellValue));
        if (cells.every(isBlank)) continue;
        rows.push({ number: row.number, cells });
        if (rows.length > maxRows + 1) break sheets;
      }
      break;
    }
  } catch {
    throw new SheetReadError('unreadable');
  } finally {
    input.destroy();
  }
  // A zip that is not a workbook (a .docx, a zipped folder) has no worksheet.
  if (!sawSheet) throw new SheetReadError('unreadable');
  return splitHeader('xlsx', rows, maxRows);
}
