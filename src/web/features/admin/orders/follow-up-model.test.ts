import { describe, expect, it } from 'vitest';
import { parseWaitingFilters, waitedFor, waitingHours } from './follow-up-model';

const hoursOf = (search: string) => waitingHours(parseWaitingFilters(new URLSearchParams(search)));

describe('"Waiting for a chat"', () => {
  it('takes the threshold from the address: 1 to 168 whole hours, else 2', () => {
    expect(hoursOf('')).toBe(2);
    expect(hoursOf('hours=6')).toBe(6);
    expect(hoursOf('hours=168')).toBe(168);
    for (const bad of ['hours=0', 'hours=169', 'hours=1.5', 'hours=abc', 'hours='])
      expect(hoursOf(bad)).toBe(2);
  });

  it('says how long an order has waited', () => {
    expect(waitedFor(45)).toBe('45 min');
    expect(waitedFor(120)).toBe('2 h');
    expect(waitedFor(185)).toBe('3 h 5 min');
    expect(waitedFor(1440)).toBe('1 day');
    expect(waitedFor(3120)).toBe('2 days 4 h');
  });
});
