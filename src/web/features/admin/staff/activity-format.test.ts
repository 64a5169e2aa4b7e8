import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../../shared/staff-forms';
import { activityLine } from './activity-format';

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: 'x',
  kind: 'products',
  action: 'update',
  actorId: 'u1',
  actorName: 'Bola Owner',
  subject: 'Two-post lift',
  link: null,
  changes: {},
  createdAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

describe('activityLine', () => {
  it('reads a price change with naira values', () => {
    const line = activityLine(
      entry({ kind: 'prices', action: 'reprice', changes: { price: { from: 1_250_000, to: 1_300_000 } } }),
    );
    expect(line.summary).toBe('Repriced: Two-post lift');
    expect(line.changes).toEqual([{ field: 'price', label: 'Price', from: '₦1,250,000', to: '₦1,300,000' }]);
  });

  it('reads an order move with the status labels', () => {
    const line = activityLine(
      entry({
        kind: 'orders',
        action: 'status',
        subject: 'GE-1001',
        changes: { status: { from: 'awaiting_confirmation', to: 'confirmed' } },
      }),
    );
    expect(line.summary).toMatch(/^Moved order GE-1001 from .+ to Confirmed$/);
  });

  it('reads the staff acts with the level names', () => {
    expect(
      activityLine(
        entry({
          kind: 'staff',
          action: 'invited',
          subject: 'a@b.ng',
          changes: { staffLevel: { from: null, to: 'storekeeper' } },
        }),
      ).summary,
    ).toBe('Invited a@b.ng as Storekeeper');
    expect(
      activityLine(
        entry({
          kind: 'staff',
          action: 'level_changed',
          subject: 'a@b.ng',
          changes: { staffLevel: { from: 'sales', to: 'owner' } },
        }),
      ).summary,
    ).toBe('Changed a@b.ng from Sales to Owner');
  });

  it('reads a settings save with its fields', () => {
    const line = activityLine(
      entry({
        kind: 'settings',
        action: 'saved',
        subject: 'Delivery fees',
        changes: { Kano: { from: null, to: 185000 } },
      }),
    );
    expect(line.summary).toBe('Saved the delivery fees');
    expect(line.changes).toEqual([{ label: 'Kano', from: 'Quoted', to: '₦185,000' }]);
  });

  it("reads an owner's acts on accounts, with the changed fields named", () => {
    const staff = (action: string, changes: ActivityEntry['changes'] = {}) =>
      activityLine(entry({ kind: 'staff', action, subject: 'a@b.ng', changes }));
    expect(staff('account_created').summary).toBe('Created the account a@b.ng');
    expect(staff('account_removed').summary).toBe('Deleted the account a@b.ng');
    expect(staff('password_set').summary).toBe('Set a new password for a@b.ng');
    expect(staff('account_banned').summary).toBe('Banned a@b.ng');
    expect(staff('account_unbanned').summary).toBe('Lifted the ban on a@b.ng');
    expect(staff('session_revoked').summary).toBe('Signed a@b.ng out of one session');
    expect(staff('sessions_revoked').summary).toBe('Signed a@b.ng out everywhere');
    const updated = staff('account_updated', { name: { from: 'Ada', to: 'Ada Obi' } });
    expect(updated).toEqual({
      summary: 'Changed the account a@b.ng',
      changes: [{ label: 'Name', from: 'Ada', to: 'Ada Obi' }],
    });
  });
});
