import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';

/** What a cell may hold: text, a number (kept a number in .xlsx), a yes/no, or nothing. */
export type Cell = string | number | boolean | null;

export type SheetFormat = 'csv' | 'xlsx';

/**
 * The characters that make a spreadsheet read a cell as a formula (and tab and CR, which some programs strip
 * first), with their fullwidth (＝ ＋ － ＠) and small (﹦ ﹢ ﹣ ﹫) forms, which East Asian spreadsheets and
 * input methods turn into the ASCII ones.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/;

/**
 * Spreadsheet formula injection: a text cell that starts like a formula is written with a leading `'`,
 * which spreadsheets read as "this is text". Numbers are numbers and need nothing.
 */
export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The reverse, for an import: a text cell written by `escapeFormula` reads as it was. */
export function unescapeFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

function safeCell(value: Cell): Cell {
  return typeof value === 'string' ? escapeFormula(value) : value;
}

export interface SheetWriter {
  /** What to send: the file's bytes as they are made. */
  stream: Readable;
  /** Writes one row, waiting while the reader is behind (so rows never pile up in memory). */
  row(cells: readonly Cell[]): Promise<void>;
  /** Finishes the file. */
  end(): Promise<void>;
  /** Stops the file half-way (the reader sees an error, never a file that looks complete). */
  abort(error: Error): void;
}

async function writeWithBackpressure(stream: Writable, chunk: unknown): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

/** CSV in UTF-8 with a byte order mark, so spreadsheets read ₦ and accents right. */
function csvWriter(headers: readonly string[]): SheetWriter {
  const stringifier = stringify({ bom: true, cast: { boolean: (value) => (value ? 'Yes' : 'No') } });
  stringifier.write(headers.map(escapeFormula));
  return {
    stream: stringifier,
    row: (cells) =>
      writeWithBackpressure(
        stringifier,
        cells.map((cell) => safeCell(cell) ?? ''),
      ),
    end: async () => {
      stringifier.end();
    },
    abort: (error) => stringifier.destroy(error),
  };
}

/** .xlsx written row by row into the stream (exceljs' streaming writer keeps no rows behind). */
function xlsxWriter(headers: readonly string[], sheetName: string, widths: readonly number[]): SheetWriter {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header, index) => ({ header, width: widths[index] ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    stream,
    row: async (cells) => {
      sheet
        .addRow(cells.map((cell) => (typeof cell === 'boolean' ? (cell ? 'Yes' : 'No') : safeCell(cell))))
        .commit();
      if (stream.writableNeedDrain) await once(stream, 'drain');
    },
    end: async () => {
      await sheet.commit();
      await workbook.commit();
    },
    abort: (error) => stream.destroy(error),
  };
}

export interface SheetOptions {
  headers: readonly string[];
  /** The worksheet's name in .xlsx. */
  sheetName: string;
  /** Column widths in characters (.xlsx only). */
  widths?: readonly number[];
}

/** A CSV or .xlsx file made row by row. */
export function openSheet(format: SheetFormat, options: SheetOptions): SheetWriter {
  return format === 'csv'
    ? csvWriter(options.headers)
    : xlsxWriter(options.headers, options.sheetName, options.widths ?? []);
}

export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The Content-Disposition of a spreadsheet download (our own file names: no quotes or line breaks in them). */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/** What an export is made of: its columns and the rows, read as they are written. */
export interface SheetSource {
  options: SheetOptions;
  rows(): AsyncIterable<readonly Cell[]>;
}
