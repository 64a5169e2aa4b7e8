import { describe, expect, it } from 'vitest';
import { FEATURED_LIMIT, RELATED_LIMIT } from './catalogue';
import { gridColumns, gridColumnClasses } from './grid-columns';

/** Cards per row of a grid of `columns`, the first card taking `leadSpan` places. */
function rows(count: number, columns: number, leadSpan: number): number[] {
  const sizes: number[] = [];
  let used = columns;
  for (let card = 0; card < count; card++) {
    const span = card === 0 ? leadSpan : 1;
    if (used + span > columns) {
      sizes.push(0);
      used = 0;
    }
    sizes[sizes.length - 1]! += 1;
    used += span;
  }
  return sizes;
}

describe('gridColumns', () => {
  it('shows two columns on a phone, like the shop, the first card across both when the count is odd', () => {
    expect(gridColumns(1)).toMatchObject({ base: 1, leadAtBase: false });
    for (let count = 2; count <= 12; count++) {
      expect(gridColumns(count)).toMatchObject({ base: 2, leadAtBase: count % 2 === 1 });
    }
  });

  it('never leaves one card alone in the last row of a grid of several columns, for 1 to 12 cards', () => {
    for (let count = 1; count <= 12; count++) {
      const plan = gridColumns(count);
      const widths = [
        [plan.base, plan.leadAtBase],
        [plan.sm, plan.leadAtSm],
        [plan.lg, false],
      ] as const;
      for (const [columns, lead] of widths) {
        const sizes = rows(count, columns, lead ? 2 : 1);
        expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(count);
        if (columns > 1)
          expect(sizes.at(-1), `${count} cards in ${columns}: ${sizes.join(', ')}`).not.toBe(1);
      }
    }
  });

  it('gives the related products (4) two columns on a phone and a tablet and four on a desktop', () => {
    expect(gridColumns(RELATED_LIMIT)).toEqual({ base: 2, sm: 2, lg: 4, leadAtBase: false, leadAtSm: false });
  });

  it('gives 7 featured products a wide first card on a phone and a tablet and four columns on a desktop', () => {
    expect(gridColumns(7)).toEqual({ base: 2, sm: 2, lg: 4, leadAtBase: true, leadAtSm: true });
  });

  it('gives 9, 6, 5 and 3 featured products three columns on a desktop', () => {
    for (const count of [FEATURED_LIMIT, 6, 5, 3]) expect(gridColumns(count).lg).toBe(3);
  });

  it('writes the plan as whole Tailwind class names', () => {
    expect(gridColumnClasses(7)).toMatchObject({
      list: 'grid-cols-2 sm:grid-cols-2 lg:grid-cols-4',
      leadItem: 'col-span-2 lg:col-span-1',
      lead: true,
    });
    expect(gridColumnClasses(9)).toMatchObject({
      list: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-3',
      leadItem: 'col-span-2 sm:col-span-1',
      lead: false,
    });
    expect(gridColumnClasses(4)).toMatchObject({ leadItem: '', lead: false });
    expect(gridColumnClasses(1).list).toBe('max-w-sm');
  });

  it('tells the browser how wide the pictures are drawn, so a phone downloads no more than it shows', () => {
    expect(gridColumnClasses(9).sizes).toBe(
      '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 33vw, 50vw',
    );
    expect(gridColumnClasses(9).leadSizes).toBe(
      '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 33vw, 100vw',
    );
    expect(gridColumnClasses(4).sizes).toBe(
      '(min-width: 1280px) 294px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 50vw',
    );
    expect(gridColumnClasses(7).leadSizes).toBe(
      '(min-width: 1280px) 294px, (min-width: 1024px) 25vw, (min-width: 640px) 240px, 100vw',
    );
  });
});
