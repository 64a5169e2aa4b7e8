import { describe, expect, it } from 'vitest';
import type { AdminContactMessage } from '../../../shared/contact';
import {
  filterMessages,
  handledText,
  handledToast,
  handledToggle,
  messageCountText,
  messageTitle,
  subjectLabel,
} from './message-model';
import { customerPhone, historyInOrder, historyTitle, itemCountText, stateLine } from './order-format';

const open: AdminContactMessage = {
  id: 'm1',
  name: 'Ada Obi',
  email: 'ada@example.com',
  subject: 'product-inquiry',
  message: 'Hello',
  createdAt: '2026-01-05T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
};
const done: AdminContactMessage = {
  ...open,
  id: 'm2',
  name: 'Chidi Eze',
  subject: 'return-exchange',
  handledAt: '2026-01-06T09:15:00.000Z',
  handledBy: 'Shop Admin',
};

describe('messages', () => {
  it('names a message by its subject label and sender', () => {
    expect(subjectLabel('wholesale-inquiry')).toBe('Wholesale Inquiry');
    expect(subjectLabel('something-else')).toBe('something-else');
    expect(messageTitle(open)).toBe('Product Inquiry from Ada Obi');
    expect(messageTitle(done)).toBe('Return & Exchange from Chidi Eze');
  });

  it('filters handled and not handled messages', () => {
    expect(filterMessages([open, done], 'all')).toEqual([open, done]);
    expect(filterMessages([open, done], 'handled')).toEqual([done]);
    expect(filterMessages([open, done], 'not-handled')).toEqual([open]);
  });

  it('toggles to the other state, naming the sender', () => {
    expect(handledToggle(open)).toEqual({
      next: true,
      text: 'Mark as handled',
      label: 'Mark as handled: message from Ada Obi',
    });
    expect(handledToggle(done)).toEqual({
      next: false,
      text: 'Mark as not handled',
      label: 'Mark as not handled: message from Chidi Eze',
    });
    expect(handledToast(true)).toBe('Message marked as handled');
    expect(handledToast(false)).toBe('Message marked as not handled');
  });

  it('says who handled a message and when', () => {
    expect(handledText(open)).toBeNull();
    expect(handledText(done)).toMatch(/^Handled by Shop Admin on 6 Jan 2026, \d\d:\d\d$/);
    expect(handledText({ ...done, handledBy: null })).toMatch(/^Handled on 6 Jan 2026/);
    expect(messageCountText(1, 2)).toBe('Showing 1 of 2 messages');
  });
});

describe('order format', () => {
  const customer = {
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@example.com',
    phone: '',
    address: '1 Marina',
    city: 'Lagos',
    state: 'Lagos',
    zipCode: '100001',
  };

  it("shows 'Not provided' for a missing phone, and the state with the zip code", () => {
    expect(customerPhone({ customer })).toBe('Not provided');
    expect(customerPhone({ customer: { ...customer, phone: '+234 801' } })).toBe('+234 801');
    expect(stateLine({ customer })).toBe('Lagos 100001');
    expect(itemCountText(1)).toBe('1 item');
    expect(itemCountText(3)).toBe('3 items');
  });

  it('titles history entries and keeps them oldest first', () => {
    const placed = {
      id: 'e1',
      kind: 'status' as const,
      fromStatus: null,
      toStatus: 'awaiting_confirmation' as const,
      note: null,
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
    expect(historyTitle(placed)).toBe('Awaiting confirmation');
    expect(historyTitle(note)).toBe('Staff note');
    expect(historyInOrder([note, placed]).map((event) => event.id)).toEqual(['e1', 'e2']);
  });
});
