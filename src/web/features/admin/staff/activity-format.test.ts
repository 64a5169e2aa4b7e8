import { describe, expect, it } from 'vitest';
import { productFieldsSchema } from '../../../../shared/product';
import { businessDetailsSchema } from '../../../../shared/settings';
import type { ActivityEntry } from '../../../../shared/staff-forms';
import { activityLine } from './activity-format';

/** A label a person reads: not the code's name for the field (no camelCase, no colon-joined keys). */
const human = (label: string) =>
  /^[A-Z0-9₦]/.test(label) && !/[a-z][A-Z]/.test(label) && !label.includes(':');

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

  it('labels every field of every kind in words, never the code names', () => {
    const settings = activityLine(
      entry({
        kind: 'settings',
        action: 'saved',
        subject: 'Business details',
        changes: {
          bankName: { from: 'GTBank', to: 'Zenith Bank' },
          proformaValidityDays: { from: 7, to: 14 },
          rcNumber: { from: '', to: 'RC 1234567' },
        },
      }),
    );
    expect(settings.changes).toEqual([
      { label: 'Bank name', from: 'GTBank', to: 'Zenith Bank' },
      { label: 'Proforma validity (days)', from: '7', to: '14' },
      { label: 'RC number', from: '(none)', to: 'RC 1234567' },
    ]);
    // Every field the business details have, and any the shop adds later, reads as words.
    for (const field of [...Object.keys(businessDetailsSchema.shape), 'whatsappNumber', 'businessHours']) {
      const [line] = activityLine(
        entry({
          kind: 'settings',
          subject: 'Business details',
          changes: { [field]: { from: 'a', to: 'b' } },
        }),
      ).changes;
      expect(human(line!.label), `${field} -> ${line!.label}`).toBe(true);
    }

    const adjusted = activityLine(
      entry({
        kind: 'orders',
        action: 'adjustment',
        subject: 'GE-1001',
        changes: {
          'price:0': { from: '2450000', to: '2300000' },
          delivery: { from: '', to: '45000' },
          installation: { from: '0', to: '250000' },
          discount: { from: '0', to: '50000' },
        },
      }),
    );
    expect(adjusted.changes).toEqual([
      { label: 'Line 1 price', from: '₦2,450,000', to: '₦2,300,000' },
      { label: 'Delivery fee', from: 'Quoted on WhatsApp', to: '₦45,000' },
      { label: 'Installation fee', from: '₦0', to: '₦250,000' },
      { label: 'Discount', from: '₦0', to: '₦50,000' },
    ]);

    // Every product field, the low-stock threshold and fields the shop adds later too.
    for (const field of [...Object.keys(productFieldsSchema.shape), 'lowStockThreshold', 'deliveryClass']) {
      const [line] = activityLine(
        entry({ kind: 'products', changes: { [field]: { from: 1, to: 2 } } }),
      ).changes;
      expect(human(line!.label), `${field} -> ${line!.label}`).toBe(true);
    }
    expect(
      activityLine(
        entry({ kind: 'stock', action: 'update', changes: { lowStockThreshold: { from: 2, to: 5 } } }),
      ).changes[0]?.label,
    ).toBe('Low-stock threshold');
  });
});
