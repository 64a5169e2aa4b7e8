import { AppError } from '../../../shared/errors';
import { IMPORT_MESSAGES, PRODUCT_COLUMNS, type ImportCellError } from '../../../shared/spreadsheet';
import { withStock, type ImportItem, type PlanStep } from './import-plan';
import { EXPORT_SETTLE_MS } from './export-stamp';
import { fieldOfChange } from './import-variants';
import type { ProductBulkRepository } from './product-bulk.repository';

// The import's stock rule (decision 041). A file carries the moment each row was exported; the stock then
// is read from the product's history, where every stock write (orders, forms, imports) keeps its before
// and after. A file changes a stock only where its Stock differs from the stock at the export; a stock
// that moved since is kept, and a file that changed it too shows a conflict that staff settle row by row.

export { EXPORT_SETTLE_MS } from './export-stamp';

type Move = { from: unknown; to: unknown };

/** The stock at the export and whether it moved since, from the moves after it (oldest first). */
function stockAtExport(moves: readonly Move[], now: number): { atExport: number; moved: boolean } {
  const [first, ...rest] = moves;
  if (!first) return { atExport: now, moved: false };
  // Made after that moment: the stock it was made with is the stock the file saw.
  if (typeof first.from !== 'number')
    return { atExport: typeof first.to === 'number' ? first.to : now, moved: rest.length > 0 };
  return { atExport: first.from, moved: true };
}

/**
 * Applies the stock rule to the plan's updates that change a stock. A row without an export time (a
 * sheet made by hand) changes it as written, shown plainly; a row whose stock did not move since the
 * export changes it too (a stock-take). Where the stock moved since: a file that still holds the stock
 * at the export changes nothing (the sale stands); a file that changed it is a conflict, kept for now.
 */
export async function settleStock(
  bulk: ProductBulkRepository,
  steps: readonly PlanStep[],
  items: readonly ImportItem[],
): Promise<PlanStep[]> {
  const changing = steps.flatMap((step, index) => {
    const exportedAt = items[index]?.exportedAt;
    return step.kind === 'update' && 'stockCount' in step.changes && exportedAt !== undefined
      ? [{ index, step, exportedAt }]
      : [];
  });
  const timed = changing.flatMap(({ step, exportedAt }) => (exportedAt ? [{ step, exportedAt }] : []));
  const earliest = Math.min(...timed.map(({ exportedAt }) => exportedAt.getTime()));
  const moves =
    timed.length === 0
      ? []
      : await bulk.stockMovesSince(
          timed.map(({ step }) => step.before.id),
          new Date(earliest - EXPORT_SETTLE_MS),
        );
  const movesOf = new Map<string, typeof moves>();
  for (const move of moves) {
    const own = movesOf.get(move.productId);
    if (own) own.push(move);
    else movesOf.set(move.productId, [move]);
  }

  const settled = [...steps];
  for (const { index, step, exportedAt } of changing) {
    const file = step.after.stockCount;
    const now = step.before.stockCount;
    if (exportedAt === null) {
      settled[index] = { ...step, stock: { file, atExport: null, now, outcome: 'change' } };
      continue;
    }
    const since = exportedAt.getTime() - EXPORT_SETTLE_MS;
    const own = (movesOf.get(step.before.id) ?? []).filter((move) => move.createdAt.getTime() > since);
    const { atExport, moved } = stockAtExport(own, now);
    if (!moved) settled[index] = { ...step, stock: { file, atExport, now, outcome: 'change' } };
    else if (file === atExport) settled[index] = withStock(step, now);
    else settled[index] = withStock({ ...step, stock: { file, atExport, now, outcome: 'conflict' } }, now);
  }
  return settled;
}

/** Apply's choices: the conflict rows whose stock is the file's. A row that is no conflict is a 400. */
export function useFileStock(steps: readonly PlanStep[], rows: ReadonlySet<number>): PlanStep[] {
  const conflicts = new Map(
    steps.flatMap((step) =>
      (step.kind === 'update' || step.kind === 'unchanged') && step.stock?.outcome === 'conflict'
        ? [[step.row, step] as const]
        : [],
    ),
  );
  for (const row of rows)
    if (!conflicts.has(row)) throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.notAConflict(row));
  return steps.map((step) => {
    const conflict = conflicts.get(step.row);
    return conflict && rows.has(step.row) ? withStock(conflict, conflict.stock!.file) : step;
  });
}

/** The column a changed product field is read from (a variant's, `price (SKU)`, as its field's). */
function columnOf(key: string): string {
  const field = fieldOfChange(key);
  if (field === 'image' || field === 'imagePublicId') return 'Images';
  if (field === 'options') return 'Options';
  return PRODUCT_COLUMNS.find((column) => column.key === field)?.label ?? field;
}

/**
 * A stock-take by a level that may change stock but nothing else: a row that would add a product or
 * change anything but the stock is an error naming each such column (so Apply is refused whole).
 */
export function stockOnly(steps: readonly PlanStep[], items: readonly ImportItem[]): PlanStep[] {
  return steps.map((step, index): PlanStep => {
    const label = items[index]?.label ?? '';
    if (step.kind === 'add')
      return {
        kind: 'error',
        row: step.row,
        label,
        errors: [{ column: '', message: IMPORT_MESSAGES.stockOnlyAdd }],
      };
    if (step.kind !== 'update') return step;
    const others = Object.keys(step.changes).filter(
      (key) => !['stockCount', 'inStock'].includes(fieldOfChange(key)),
    );
    const listed = (key: string) => ['variant added', 'variant removed'].includes(fieldOfChange(key));
    const columns = [...new Set(others.filter((key) => !listed(key)).map(columnOf))];
    const errors: ImportCellError[] = columns.map((column) => ({
      column,
      message: IMPORT_MESSAGES.stockOnly,
    }));
    // A variant added or removed is no stock-take either.
    if (others.some(listed)) errors.push({ column: 'SKU', message: IMPORT_MESSAGES.stockOnlyVariants });
    if (errors.length === 0) return step;
    return { kind: 'error', row: step.row, label, errors };
  });
}
