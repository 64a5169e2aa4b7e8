import type { Readable } from 'node:stream';
import { AppError } from '../../../shared/errors';
import {
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type ImportPreview,
  type ImportResult,
  type SpreadsheetFormat,
} from '../../../shared/spreadsheet';
import { readSheetOffThread, streamSheet } from '../../heavy-work/off-thread';
import { SheetReadError } from '../../lib/spreadsheet-reader';
import type { Cell, SheetSource } from '../../lib/spreadsheet-writer';
import { TaskLimiter } from '../../lib/task-limiter';
import { applyPlan, planImport, planToken, previewRows, type ImportItem, type PlanStep } from './import-plan';
import { settleStock, stockOnly, useFileStock } from './import-stock';
import type { ProductBulkRepository } from './product-bulk.repository';
import type { Actor } from './product-changes';
import { productSheetItems, sheetColumns, type SheetColumns } from './product-sheet';
import { productSheetLayout, productSheetRows } from './product-sheet-export';

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

/** Who imports: a level that may change only stock (a stock-take) has every other change refused. */
export interface ImportScope {
  stockOnly: boolean;
}

/** Apply's choices: the conflict rows (their row numbers) whose stock is the file's. */
export interface ImportChoices {
  useFileStock: ReadonlySet<number>;
}

const SHEET_MESSAGES = {
  wrongType: IMPORT_MESSAGES.wrongType,
  unreadable: IMPORT_MESSAGES.unreadable,
  tooManyRows: IMPORT_MESSAGES.tooManyRows,
  empty: IMPORT_MESSAGES.empty,
  tooMuchData: IMPORT_MESSAGES.tooMuchData,
} as const;

/** Spreadsheets read at once (and waiting): one, so a few large files in a burst never add up in memory. */
const READ_CONCURRENCY = 1;
const READ_QUEUE = 8;

/**
 * The catalogue as a spreadsheet (export), and a spreadsheet into the catalogue (import): a dry run that
 * writes nothing, then an apply that writes every row in one transaction with its history, or nothing.
 */
export class CatalogSpreadsheets {
  private readonly reads = new TaskLimiter(
    READ_CONCURRENCY,
    READ_QUEUE,
    () => new AppError('UNAVAILABLE', IMPORT_MESSAGES.busy),
  );

  constructor(private readonly deps: CatalogSpreadsheetDependencies) {}

  /**
   * The catalogue's sheet: every product, active and soft-deleted, newest first, read a page at a time
   * while the file is written (the download streams it, the export job stores it); a product with
   * variants is a row per variant, with a column per option name of the catalogue (decision 052).
   */
  async exportSheet(): Promise<SheetSource> {
    const bulk = this.deps.bulk;
    const optionNames = await bulk.optionNames();
    async function* rows(): AsyncGenerator<Cell[]> {
      // Read before the first page: every row's stock is at least as recent (decision 041).
      const exportedAt = await bulk.now();
      const classNames = new Map((await bulk.deliveryClasses()).map((row) => [row.id, row.name]));
      let after: string | null = null;
      for (;;) {
        const page = await bulk.page(after, EXPORT_PAGE_SIZE);
        const withOptions = page.flatMap((row) => (row.options.length > 0 ? [row.id] : []));
        const variants = await bulk.variantsOf(withOptions);
        for (const row of page)
          yield* productSheetRows(row, variants.get(row.id) ?? [], exportedAt, classNames, optionNames);
        if (page.length < EXPORT_PAGE_SIZE) return;
        after = page.at(-1)!.id;
      }
    }
    const { headers, widths } = productSheetLayout(optionNames);
    return { options: { headers, sheetName: 'Products', widths }, rows };
  }

  /** The catalogue's sheet as a stream, sent while it is read. */
  async export(format: SpreadsheetFormat, onError: (error: unknown) => void): Promise<Readable> {
    const sheet = await this.exportSheet();
    return streamSheet(format, sheet.options, sheet.rows(), onError);
  }

  /** What importing the file would do, row by row; nothing is written. */
  async preview(bytes: Buffer, scope: ImportScope): Promise<ImportPreview> {
    const file = await this.read(bytes);
    const steps = await this.plan(this.deps.bulk, file, scope, false);
    const rows = previewRows(steps);
    const counted = (kind: string) => rows.filter((row) => row.kind === kind).length;
    const stock = (outcome: string) =>
      rows.filter((row) => 'stock' in row && row.stock?.outcome === outcome).length;
    const times = file.items.flatMap((item) => (item.exportedAt ? [item.exportedAt.getTime()] : []));
    return {
      token: planToken(steps),
      format: file.format,
      columns: file.columns.known,
      unknownColumns: file.columns.unknown,
      readOnlyColumns: file.columns.readOnly,
      hasStockColumn: file.columns.index.stockCount !== undefined,
      exportedAt: times.length > 0 ? new Date(Math.min(...times)).toISOString() : null,
      counts: {
        add: counted('add'),
        update: counted('update'),
        unchanged: counted('unchanged'),
        error: counted('error'),
        stock: stock('change'),
        conflict: stock('conflict'),
      },
      rows,
    };
  }

  /**
   * Applies the file as previewed: planned again inside the transaction, with the products locked and
   * one import at a time; refused whole when a row is in error (400) or the plan is not the preview's
   * (409). The conflict rows staff chose take the file's stock. Every add and update is written with its
   * history entry (`import`), then the shop is told.
   */
  async apply(
    bytes: Buffer,
    token: string,
    actor: Actor,
    scope: ImportScope,
    choices: ImportChoices,
  ): Promise<ImportResult> {
    const file = await this.read(bytes);
    const applied = await this.deps.bulk.inTransaction(async (bulk, repository) => {
      await bulk.lockImports();
      const steps = await this.plan(bulk, file, scope, true);
      if (steps.some((step) => step.kind === 'error'))
        throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.hasErrors);
      if (planToken(steps) !== token) throw new AppError('CONFLICT', IMPORT_MESSAGES.changed);
      return applyPlan(bulk, repository, useFileStock(steps, choices.useFileStock), 'import', actor);
    });
    const added = applied.added.length;
    const updated = applied.updated.length;
    if (added + updated > 0) await this.deps.catalogueChanged();
    return { added, updated, unchanged: applied.unchanged, message: IMPORT_MESSAGES.applied(added, updated) };
  }

  /** The file's plan as the preview shows it: matched, the stock rule applied, the level's limits. */
  private async plan(
    bulk: ProductBulkRepository,
    file: ReadFile,
    scope: ImportScope,
    lock: boolean,
  ): Promise<PlanStep[]> {
    // A stock-take adds no picture: its rows that would are refused for the level, not for the picture.
    const imageExists = scope.stockOnly ? undefined : this.deps.imageExists;
    const planned = await planImport(bulk, file.items, { lock, imageExists });
    const settled = await settleStock(bulk, planned, file.items);
    return scope.stockOnly ? stockOnly(settled, file.items) : settled;
  }

  private async read(bytes: Buffer): Promise<ReadFile> {
    let sheet;
    try {
      sheet = await this.reads.run(() => readSheetOffThread(bytes, { maxRows: IMPORT_MAX_ROWS }));
    } catch (error) {
      if (error instanceof SheetReadError)
        throw new AppError('VALIDATION_FAILED', SHEET_MESSAGES[error.problem]);
      throw error;
    }
    const columns = sheetColumns(sheet.header);
    if (columns.index.id === undefined && columns.index.name === undefined)
      throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.noKeyColumn);
    const classes = await this.deps.bulk.deliveryClasses();
    return { format: sheet.format, columns, items: productSheetItems(sheet, columns, classes) };
  }
}
