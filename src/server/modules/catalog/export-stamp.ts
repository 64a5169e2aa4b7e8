import type { Cell } from '../../lib/spreadsheet-writer';

// The Exported cell of the catalogue's sheet: when the export read the row, in Lagos time, written so that a
// spreadsheet keeps it as text ("2026-11-28 14:03:22 WAT": the zone's letters stop Excel and Google Sheets
// from turning it into a date). The import reads it back, and also the forms a spreadsheet may have made of
// it (a date cell, a serial number, the time without seconds), always as Lagos time (decision 041).

/**
 * Moves recorded up to this long before the Exported time still count as "since the export". A history
 * row's time is its transaction's start, so a sale that began just before the export and committed just
 * after it is not in the file though its time is earlier: counted as a move, it can only show as a
 * conflict or be kept, never be undone by the file.
 */
export const EXPORT_SETTLE_MS = 60_000;

const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Day 0 of a spreadsheet's serial dates (1899-12-30, as Excel and Google Sheets count). */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** The moment as the Exported cell writes it, to the second (rounded down). */
export function exportStamp(moment: Date): string {
  const local = new Date(moment.getTime() + LAGOS_OFFSET_MS).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)} WAT`;
}

/** A date and time written as digits, with an optional zone that is always read as Lagos (see above). */
const STAMP =
  /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(?:Z|WAT|UTC\+0?1(?::?00)?|\+01:?00)?$/i;

/** A Lagos wall-clock time as the moment it names; null when it is not a real date and time. */
function lagosMoment(parts: number[]): Date | null {
  const [year, month, day, hour, minute, second] = parts as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || second > 59)
    return null;
  return new Date(wall - LAGOS_OFFSET_MS);
}

/**
 * When the row was exported: a moment, null for a blank cell, or 'invalid' for something that is not a
 * time. A spreadsheet that dropped the seconds gives an earlier moment, which only makes the import more
 * careful (a stock move in that minute shows as a conflict, never as undone).
 */
export function readExportStamp(cell: Cell | undefined): Date | null | 'invalid' {
  if (cell === null || cell === undefined || cell === '') return null;
  if (typeof cell === 'number') {
    // A serial date-time (days since 1899-12-30, the time as the fraction), seconds rounded down.
    if (!(cell > 1)) return 'invalid';
    const wall = SERIAL_EPOCH_MS + Math.floor((cell * DAY_MS) / 1000) * 1000;
    return new Date(wall - LAGOS_OFFSET_MS);
  }
  if (typeof cell !== 'string') return 'invalid';
  const text = cell.trim();
  if (text === '') return null;
  const match = STAMP.exec(text);
  if (!match) return 'invalid';
  const parts = match.slice(1, 7).map((part) => Number(part ?? 0));
  return lagosMoment(parts) ?? 'invalid';
}
