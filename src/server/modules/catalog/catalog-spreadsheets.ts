import type { Readable } from 'node:stream';
import { AppError } from '../../../shared/errors';
import {
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type ImportPreview,
  type ImportResult,
  type SpreadsheetFormat,
} from '../../../shared/spreadsheet';
import { readSheet, SheetReadError } from '../../lib/spreadsheet-reader';
import { streamSheet, type Cell, type SheetSource } from '../../lib/spreadsheet-writer';
import { applyPlan, planImport, planToken, previewRows, type ImportItem } from './import-plan';
import type { ProductBulkRepository } from './product-bulk.repository';
import type { Actor } from './product-changes';
import {
  PRODUCT_SHEET_HEADERS,
  PRODUCT_SHEET_WIDTHS,
  productSheetItems,
  productSheetRow,
  sheetColumns,
  type SheetColumns,
} from './product-sheet';

/** Products read per query while exporting: the export never holds more than this many rows. */
export const EXPORT_PAGE_SIZE = 500;

export interface CatalogSpreadsheetDependencies {
  bulk: ProductBulkRepository;
  /** Whether every file of an uploaded picture is stored. */
  imageExists: (publicId: string) => Promise<boolean>;
  /** Tells every server process the catalogue changed (drops in-memory copies). */
  catalogueChanged: () => Promise<void>;
}

interface ReadFile {
  format: SpreadsheetFormat;
  columns: SheetColumns;
  items: ImportItem[];
}

const SHEET_MESSAGES = {
  wrongType: IMPORT_MESSAGES.wrongType,
  unreadable: IMPORT_MESSAGES.unreadable,
  tooManyRows: IMPORT_MESSAGES.tooManyRows,
  empty: IMPORT_MESSAGES.empty,
} as const;

/**
 * The catalogue as a spreadsheet (export), and a spreadsheet into the catalogue (import): a dry run that
 * writes nothing, then an apply that writes every row in one transaction with its history, or nothing.
 */
export class CatalogSpreadsheets {
  constructor(private readonly deps: CatalogSpreadsheetDependencies) {}

  /**
   * The catalogue's sheet: every product, active and soft-deleted, newest first, read a page at a time
   * while the file is written (the download streams it, the export job stores it).
   */
  exportSheet(): SheetSource {
    const bulk = this.deps.bulk;
    async function* rows(): AsyncGenerator<Cell[]> {
      let after: string | null = null;
      for (;;) {
        const page = await bulk.page(after, EXPORT_PAGE_SIZE);
        for (const row of page) yield productSheetRow(row);
        if (page.length < EXPORT_PAGE_SIZE) return;
        after = page.at(-1)!.id;
      }
    }
    return {
      options: { headers: PRODUCT_SHEET_HEADERS, sheetName: 'Products', widths: PRODUCT_SHEET_WIDTHS },
      rows,
    };
  }

  /** The catalogue's sheet as a stream, sent while it is read. */
  export(format: SpreadsheetFormat, onError: (error: unknown) => void): Readable {
    const sheet = this.exportSheet();
    return streamSheet(format, sheet.options, sheet.rows(), onError);
  }

  /** What importing the file would do, row by row; nothing is written. */
  async preview(bytes: Buffer): Promise<ImportPreview> {
    const file = await this.read(bytes);
    const steps = await planImport(this.deps.bulk, file.items, {
      lock: false,
      imageExists: this.deps.imageExists,
    });
    const rows = previewRows(steps);
    const counted = (kind: string) => rows.filter((row) => row.kind === kind).length;
    return {
      token: planToken(steps),
      format: file.format,
      columns: file.columns.known,
      unknownColumns: file.columns.unknown,
      readOnlyColumns: file.columns.readOnly,
      hasStockColumn: file.columns.index.stockCount !== undefined,
      counts: {
        add: counted('add'),
        update: counted('update'),
        unchanged: counted('unchanged'),
        error: counted('error'),
      },
      rows,
    };
  }

  /**
   * Applies the file as previewed: planned again inside the transaction, with the products locked and
   * one import at a time; refused whole when a row is in error (400) or the plan is not the preview's
   * (409). Every add and update is written with its history entry (`import`), then the shop is told.
   */
  async apply(bytes: Buffer, token: string, actor: Actor): Promise<ImportResult> {
    const file = await this.read(bytes);
    const applied = await this.deps.bulk.inTransaction(async (bulk, repository) => {
      await bulk.lockImports();
      const steps = await planImport(bulk, file.items, { lock: true, imageExists: this.deps.imageExists });
      if (steps.some((step) => step.kind === 'error'))
        throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.hasErrors);
      if (planToken(steps) !== token) throw new AppError('CONFLICT', IMPORT_MESSAGES.changed);
      return applyPlan(bulk, repository, steps, 'import', actor);
    });
    const added = applied.added.length;
    const updated = applied.updated.length;
    if (added + updated > 0) await this.deps.catalogueChanged();
    return { added, updated, unchanged: applied.unchanged, message: IMPORT_MESSAGES.applied(added, updated) };
  }

  private async read(bytes: Buffer): Promise<ReadFile> {
    let sheet;
    try {
      sheet = await readSheet(bytes, { maxRows: IMPORT_MAX_ROWS });
    } catch (error) {
      if (error instanceof SheetReadError)
        throw new AppError('VALIDATION_FAILED', SHEET_MESSAGES[error.problem]);
      throw error;
    }
    const columns = sheetColumns(sheet.header);
    if (columns.index.id === undefined && columns.index.name === undefined)
      throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.noKeyColumn);
    return { format: sheet.format, columns, items: productSheetItems(sheet, columns) };
  }
}
