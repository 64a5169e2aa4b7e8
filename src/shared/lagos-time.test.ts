import { describe, expect, it } from 'vitest';
import { lagosDateTime, lagosDay, lagosDayStart } from './lagos-time';

describe('lagosDay', () => {
  it('reads the day in Lagos (UTC+1), not in UTC', () => {
    expect(lagosDay(new Date('2026-11-24T22:59:59Z'))).toBe('2026-11-24');
    expect(lagosDay(new Date('2026-11-24T23:00:00Z'))).toBe('2026-11-25');
  });
});

describe('lagosDateTime and lagosDayStart', () => {
  it('print a moment as the Lagos day and time, and start a Lagos day at 23:00 UTC the day before', () => {
    expect(lagosDateTime('2026-03-01T23:30:00Z')).toBe('2026-03-02 00:30');
    expect(lagosDateTime(new Date('2026-03-01T10:05:00Z'))).toBe('2026-03-01 11:05');
    expect(lagosDayStart('2026-03-02').toISOString()).toBe('2026-03-01T23:00:00.000Z');
  });
});
