import { afterEach, describe, expect, it, vi } from 'vitest';

/** The formatters as loaded on a machine set to `timeZone`. */
async function loadIn(timeZone: string) {
  vi.stubEnv('TZ', timeZone);
  vi.resetModules();
  return import('./format-date');
}

describe('dates in Lagos time', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  // 23:30 UTC is 00:30 the next day in Lagos (UTC+1, no summer time).
  const lateEvening = '2026-03-05T23:30:00.000Z';

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Africa/Lagos'])(
    'reads the same on a machine set to %s',
    async (timeZone) => {
      const { formatDate, formatDateTime } = await loadIn(timeZone);
      expect(formatDateTime(lateEvening)).toBe('6 Mar 2026, 00:30');
      expect(formatDate(lateEvening)).toBe('6 March 2026');
      expect(formatDateTime('2026-03-05T09:30:00.000Z')).toBe('5 Mar 2026, 10:30');
    },
  );

  it('gives back a text that is not a date', async () => {
    const { formatDate, formatDateTime } = await loadIn('UTC');
    expect(formatDate('yesterday')).toBe('yesterday');
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });
});
