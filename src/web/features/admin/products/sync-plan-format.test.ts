import { describe, expect, it } from 'vitest';
import type { SyncPlan } from '../../../../shared/admin-catalogue';
import { syncPlanChangesSomething, syncPlanSummary, syncUpdateLines } from './sync-plan-format';

const added = { name: 'Tyre changer', brand: 'Launch', price: 850_000, stockCount: 3 };
const update = (name: string): SyncPlan['update'][number] => ({
  id: name.toLowerCase(),
  name,
  changes: { rating: { from: 4.5, to: 4 } },
});

describe('syncPlanSummary', () => {
  it.each([
    [
      { add: [added, added], update: [update('A'), update('B'), update('C')], unchanged: 46 },
      'The sync will add 2 products and update 3. 46 products are up to date.',
    ],
    [{ add: [added], update: [], unchanged: 1 }, 'The sync will add 1 product. 1 product is up to date.'],
    [{ add: [], update: [update('A')], unchanged: 0 }, 'The sync will update 1 product.'],
    [{ add: [], update: [], unchanged: 51 }, 'Nothing to change: every demo product is up to date.'],
  ] as [SyncPlan, string][])('says what the plan does', (plan, text) => {
    expect(syncPlanSummary(plan)).toBe(text);
  });

  it('tells whether the plan changes anything', () => {
    expect(syncPlanChangesSomething({ add: [], update: [], unchanged: 3 })).toBe(false);
    expect(syncPlanChangesSomething({ add: [added], update: [], unchanged: 0 })).toBe(true);
  });
});

describe('syncUpdateLines', () => {
  it('shows each changed field as old -> new, money in naira, the picture in words (once, with the list of pictures)', () => {
    expect(
      syncUpdateLines({
        id: 'lift',
        name: 'Lift',
        changes: {
          price: { from: 1_000_000, to: 2_450_000 },
          brand: { from: 'Launch Tech', to: 'Launch' },
          image: { from: '/media/a/800.webp', to: '/media/b/800.webp' },
          imagePublicId: { from: 'a', to: 'b' },
          images: { from: ['a', 'c'], to: ['b', 'c'] },
        },
      }),
    ).toEqual([
      { field: 'price', label: 'Price', from: '₦1,000,000', to: '₦2,450,000' },
      { field: 'brand', label: 'Brand', from: 'Launch Tech', to: 'Launch' },
      { field: 'imagePublicId', label: 'Image', from: 'current picture', to: 'demo picture' },
    ]);
  });
});
