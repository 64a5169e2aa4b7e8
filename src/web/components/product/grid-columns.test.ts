import { describe, expect, it } from 'vitest';
import { FEATURED_LIMIT, RELATED_LIMIT } from '../../../shared/catalogue';
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
  it('keeps one column on a phone', () => {
    for (let count = 1; count <= 12; count++) expect(gridColumns(count).base).toBe(1);
  });

  it('never leaves one card alone in the last row of a grid of several columns, for 1 to 12 cards', () => {
    for (let count = 1; count <= 12; count++) {
      const plan = gridColumns(count);
      for (const width of ['sm', 'lg'] as const) {
        const columns = plan[width];
        const leadSpan = width === 'sm' && plan.leadAtSm ? 2 : 1;
        const sizes = rows(count, columns, leadSpan);
        expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(count);
        if (columns > 1) expect(sizes.at(-1), `${count} cards at ${width}: ${sizes.join(', ')}`).not.toBe(1);
      }
    }
  });

  it('gives the related products (4) two columns on a tablet and four on a desktop', () => {
    expect(gridColumns(RELATED_LIMIT)).toEqual({ base: 1, sm: 2, lg: 4, leadAtSm: false });
  });

  it('gives 7 featured products a wide first card on a tablet and four columns on a desktop', () => {
    expect(gridColumns(7)).toEqual({ base: 1, sm: 2, lg: 4, leadAtSm: true });
  });

  it('gives 9, 6, 5 and 3 featured products three columns on a desktop', () => {
    for (const count of [FEATURED_LIMIT, 6, 5, 3]) expect(gridColumns(count).lg).toBe(3);
  });

  it('writes the plan as whole Tailwind class names', () => {
    expect(gridColumnClasses(7)).toMatchObject({ list: 'sm:grid-cols-2 lg:grid-cols-4', lead: true });
    expect(gridColumnClasses(9)).toMatchObject({ list: 'sm:grid-cols-3 lg:grid-cols-3', lead: false });
    expect(gridColumnClasses(1).list).toBe('max-w-sm');
  });

  it('tells the browser how wide the pictures are drawn, so a phone downloads no more than it shows', () => {
    expect(gridColumnClasses(9).sizes).toBe(
      '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 33vw, 100vw',
    );
    expect(gridColumnClasses(4).sizes).toBe(
      '(min-width: 1280px) 294px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
    );
    expect(gridColumnClasses(7).leadSizes).toBe(
      '(min-width: 1280px) 294px, (min-width: 1024px) 25vw, (min-width: 640px) 240px, 100vw',
    );
  });
});
