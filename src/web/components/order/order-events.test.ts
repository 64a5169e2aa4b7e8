import { describe, expect, it } from 'vitest';
import { eventTitle, historyInOrder } from './order-events';

describe('order history entries', () => {
  const placed = {
    id: 'e1',
    kind: 'status' as const,
    fromStatus: null,
    toStatus: 'awaiting_confirmation' as const,
    note: null,
    field: null,
    before: null,
    after: null,
    actorName: 'Ada Obi',
    createdAt: '2026-01-05T10:00:00.000Z',
  };
  const note = {
    ...placed,
    id: 'e2',
    kind: 'note' as const,
    toStatus: null,
    createdAt: '2026-01-05T11:00:00.000Z',
  };

  it('titles history entries and keeps them oldest first', () => {
    expect(eventTitle(placed, 'staff')).toBe('Awaiting confirmation');
    expect(eventTitle(note, 'staff')).toBe('Staff note');
    expect(historyInOrder([note, placed]).map((event) => event.id)).toEqual(['e1', 'e2']);
  });

  it("calls a note 'Note' for the shopper", () => {
    expect(eventTitle(placed, 'shopper')).toBe('Awaiting confirmation');
    expect(eventTitle(note, 'shopper')).toBe('Note');
  });
});
