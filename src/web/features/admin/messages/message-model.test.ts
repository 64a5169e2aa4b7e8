import { describe, expect, it } from 'vitest';
import type { AdminContactMessage } from '../../../../shared/contact';
import {
  filterMessages,
  handledText,
  handledToast,
  handledToggle,
  messageCountText,
  messageTitle,
  parseMessageFilters,
  subjectLabel,
} from './message-model';

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

  it('reads the messages filter from the URL, with all as the default', () => {
    const show = (search: string) => parseMessageFilters(new URLSearchParams(search)).show;
    expect(show('')).toBe('all');
    expect(show('show=not-handled')).toBe('not-handled');
    expect(show('show=x')).toBe('all');
  });
});
