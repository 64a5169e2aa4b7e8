import { describe, expect, it } from 'vitest';
import { exportStamp, readExportStamp } from './export-stamp';

describe('the Exported cell', () => {
  const moment = new Date('2026-11-28T13:03:22.789Z');

  it('is Lagos time to the second, with the zone, and reads back as the moment (seconds rounded down)', () => {
    expect(exportStamp(moment)).toBe('2026-11-28 14:03:22 WAT');
    expect(readExportStamp(exportStamp(moment))).toEqual(new Date('2026-11-28T13:03:22.000Z'));
  });

  it('reads what a spreadsheet may make of it, always as Lagos time', () => {
    const minute = new Date('2026-11-28T13:03:00.000Z');
    // A time without seconds, a date cell (the reader gives its wall clock as ISO), a serial number.
    expect(readExportStamp('2026-11-28 14:03')).toEqual(minute);
    expect(readExportStamp('2026-11-28T14:03:00.000Z')).toEqual(minute);
    expect(readExportStamp(46354 + (14 * 60 + 3) / (24 * 60))).toEqual(minute);
  });

  it('is blank (null) or unreadable for anything else', () => {
    expect(readExportStamp(null)).toBeNull();
    expect(readExportStamp('  ')).toBeNull();
    for (const cell of [
      'yesterday',
      '28/11/2026 14:03',
      '2026-02-30 10:00:00 WAT',
      '2026-11-28 25:00',
      true,
      -3,
    ])
      expect(readExportStamp(cell), String(cell)).toBe('invalid');
  });
});
