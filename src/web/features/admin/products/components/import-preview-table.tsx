import { formatNaira } from '../../../../../shared/money';
import type { ImportPreview, ImportRow } from '../../../../../shared/spreadsheet';
import { ACTION_LABELS, PREVIEW_ROW_LIMIT, tableRows, updateLines } from '../import-preview-format';

const CELL = 'px-3 py-2 text-left align-top';

function Details({ row }: { row: ImportRow }) {
  switch (row.kind) {
    case 'add':
      return (
        <>
          New product: {row.brand}, {formatNaira(row.price)}, stock {row.stockCount}
        </>
      );
    case 'update':
      return (
        <ul className="grid gap-0.5">
          {updateLines(row).map((line) => (
            <li key={line.field} className="wrap-anywhere">
              {line.label}: {line.from} → {line.to}
            </li>
          ))}
        </ul>
      );
    case 'error':
      return (
        <ul className="grid gap-0.5 text-red-300">
          {row.errors.map((error) => (
            <li key={`${error.column}:${error.message}`} className="wrap-anywhere">
              {error.column ? `${error.column}: ` : ''}
              {error.message}
            </li>
          ))}
        </ul>
      );
    default:
      return null;
  }
}

/** The rows that add, update or are in error (errors first), as a table the keyboard can scroll. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const rows = tableRows(preview);
  if (rows.length === 0) return null;
  const listed = preview.counts.add + preview.counts.update + preview.counts.error;
  return (
    <div
      role="region"
      aria-label="Import preview rows"
      tabIndex={0}
      className="max-h-[32rem] overflow-auto rounded-lg border border-zinc-800 focus-visible:outline-2 focus-visible:outline-amber-400"
    >
      <table className="w-full min-w-[36rem] text-sm text-zinc-200">
        <caption className="sr-only">
          What each row of the file does
          {listed > rows.length ? `: the first ${PREVIEW_ROW_LIMIT} of ${listed} rows` : ''}
        </caption>
        <thead className="sticky top-0 bg-zinc-900">
          <tr className="border-b border-zinc-800 text-zinc-300">
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
            <tr key={row.row} className="border-b border-zinc-800/60 last:border-0">
              <td className={CELL}>{row.row}</td>
              <th scope="row" className={`${CELL} font-medium wrap-anywhere`}>
                {row.name || '(no name)'}
              </th>
              <td className={`${CELL} ${row.kind === 'error' ? 'text-red-300' : ''}`}>
                {ACTION_LABELS[row.kind]}
              </td>
              <td className={CELL}>
                <Details row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {listed > rows.length && (
        <p className="px-3 py-2 text-sm text-zinc-300">
          Showing the first {PREVIEW_ROW_LIMIT} of {listed.toLocaleString('en-US')} rows.
        </p>
      )}
    </div>
  );
}
