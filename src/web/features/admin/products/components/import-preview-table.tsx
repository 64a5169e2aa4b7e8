import { formatNaira } from '../../../../../shared/money';
import type { ImportPreview, ImportRow, StockCheck } from '../../../../../shared/spreadsheet';
import {
  actionLabel,
  PREVIEW_ROW_LIMIT,
  stockChangeText,
  stockConflictText,
  stockOf,
  tableRows,
  updateLines,
} from '../import-preview-format';

const CELL = 'px-3 py-2 text-left align-top';

/** The choices of the stock conflicts: whether a row takes the file's stock. */
export interface StockChoices {
  usesFileStock: (row: number) => boolean;
  chooseStock: (row: number, fromFile: boolean) => void;
}

/** A stock change in plain sight (not one line among the others), or a conflict with its two choices. */
function StockDetails({ row, stock, choices }: { row: ImportRow; stock: StockCheck; choices: StockChoices }) {
  if (stock.outcome === 'change') {
    const text = stockChangeText(stock);
    return (
      <div className="mt-1 grid gap-0.5">
        <p className="font-semibold text-primary-softer">{text.change}</p>
        <p className="text-muted-foreground">{text.why}</p>
      </div>
    );
  }
  const text = stockConflictText(stock);
  const fromFile = choices.usesFileStock(row.row);
  const name = `stock-choice-${row.row}`;
  const option =
    'flex min-h-11 items-center gap-2 rounded px-1 focus-within:outline-2 focus-within:outline-ring';
  return (
    <fieldset className="mt-1 grid gap-1">
      <legend className="font-semibold text-primary-softer">Stock of {row.name || `row ${row.row}`}</legend>
      <p className="text-muted-foreground">{text.summary}</p>
      <label className={option}>
        <input
          type="radio"
          name={name}
          className="size-4 accent-primary-strong"
          checked={!fromFile}
          onChange={() => choices.chooseStock(row.row, false)}
        />
        {text.keep}
      </label>
      <label className={option}>
        <input
          type="radio"
          name={name}
          className="size-4 accent-primary-strong"
          checked={fromFile}
          onChange={() => choices.chooseStock(row.row, true)}
        />
        {text.useFile}
      </label>
    </fieldset>
  );
}

function Details({ row, choices }: { row: ImportRow; choices: StockChoices }) {
  const stock = stockOf(row);
  const stockDetails = stock && <StockDetails row={row} stock={stock} choices={choices} />;
  switch (row.kind) {
    case 'add':
      return (
        <>
          New product: {row.brand}, {formatNaira(row.price)}, stock {row.stockCount}
        </>
      );
    case 'update':
      return (
        <>
          <ul className="grid gap-0.5">
            {updateLines(row).map((line) => (
              <li key={line.field} className="wrap-anywhere">
                {line.label}: {line.from} → {line.to}
              </li>
            ))}
          </ul>
          {stockDetails}
        </>
      );
    case 'unchanged':
      return stockDetails ?? null;
    case 'error':
      return (
        <ul className="grid gap-0.5 text-destructive-300">
          {row.errors.map((error) => (
            <li key={`${error.column}:${error.message}`} className="wrap-anywhere">
              {error.column ? `${error.column}: ` : ''}
              {error.message}
            </li>
          ))}
        </ul>
      );
  }
}

/**
 * The rows that add, update, have a stock conflict or are in error (errors first, then conflicts), as a
 * table the keyboard can scroll.
 */
export function ImportPreviewTable({ preview, choices }: { preview: ImportPreview; choices: StockChoices }) {
  const rows = tableRows(preview);
  if (rows.length === 0) return null;
  const { add, update, error } = preview.counts;
  // Conflicts on rows that change nothing else are listed too (the others are updates).
  const conflictsUnchanged = preview.rows.filter(
    (row) => row.kind === 'unchanged' && row.stock?.outcome === 'conflict',
  ).length;
  const listed = add + update + error + conflictsUnchanged;
  return (
    <div
      role="region"
      aria-label="Import preview rows"
      tabIndex={0}
      className="max-h-[32rem] overflow-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[36rem] text-sm text-foreground-soft">
        <caption className="sr-only">
          What each row of the file does
          {listed > rows.length ? `: the first ${PREVIEW_ROW_LIMIT} of ${listed} rows` : ''}
        </caption>
        <thead className="sticky top-0 bg-card">
          <tr className="border-b border-border text-muted-foreground">
            <th scope="col" className={`${CELL} w-16`}>
              Row
            </th>
            <th scope="col" className={`${CELL} w-1/4`}>
              Product
            </th>
            <th scope="col" className={`${CELL} w-24`}>
              Action
            </th>
            <th scope="col" className={CELL}>
              Details
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} className="border-b border-border/60 last:border-0">
              <td className={CELL}>{row.row}</td>
              <th scope="row" className={`${CELL} font-medium wrap-anywhere`}>
                {row.name || '(no name)'}
              </th>
              <td className={`${CELL} ${row.kind === 'error' ? 'text-destructive-300' : ''}`}>
                {actionLabel(row)}
              </td>
              <td className={CELL}>
                <Details row={row} choices={choices} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {listed > rows.length && (
        <p className="px-3 py-2 text-sm text-muted-foreground">
          Showing the first {PREVIEW_ROW_LIMIT} of {listed.toLocaleString('en-US')} rows.
        </p>
      )}
    </div>
  );
}
