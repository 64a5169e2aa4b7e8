import { describe, expect, it } from 'vitest';
import { nextOffset } from './offset-paging';

interface Page {
  rows: string[];
  total: number;
}

const next = nextOffset((page: Page) => page.rows);
const page = (count: number, total: number): Page => ({ rows: Array.from({ length: count }, String), total });

describe('nextOffset', () => {
  it('starts the next page where the loaded rows end', () => {
    const first = page(24, 60);
    expect(next(first, [first])).toBe(24);
    const second = page(24, 60);
    expect(next(second, [first, second])).toBe(48);
  });

  it('stops once every match is loaded', () => {
    const pages = [page(24, 30), page(6, 30)];
    expect(next(pages[1]!, pages)).toBeUndefined();
    const only = page(10, 10);
    expect(next(only, [only])).toBeUndefined();
  });

  it('stops at an empty page even if the total says more (the list shrank meanwhile)', () => {
    const pages = [page(24, 60), page(0, 60)];
    expect(next(pages[1]!, pages)).toBeUndefined();
  });
});
