import { describe, expect, it } from 'vitest';
import { lagosDay } from './lagos-time';

describe('lagosDay', () => {
  it('reads the day in Lagos (UTC+1), not in UTC', () => {
    expect(lagosDay(new Date('2026-11-24T22:59:59Z'))).toBe('2026-11-24');
    expect(lagosDay(new Date('2026-11-24T23:00:00Z'))).toBe('2026-11-25');
  });
});
