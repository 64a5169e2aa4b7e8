import { describe, expect, it } from 'vitest';
import { xlsxBomb } from '../test/xlsx-bomb';
import { checkXlsxLimits, XLSX_LIMITS } from './xlsx-limits';

const limits = (change: Partial<typeof XLSX_LIMITS>) => ({ ...XLSX_LIMITS, ...change });

describe('checkXlsxLimits', () => {
  it('counts every shared string, across the chunks the inflater gives', async () => {
    // 2,621 strings of 25 bytes per 64 KB block, 40 blocks, and the header's two.
    const file = xlsxBomb({ inflatedBytes: 40 * 65_525 });
    const strings = 40 * 2621 + 2;
    await expect(checkXlsxLimits(file, limits({ maxSharedStrings: strings }))).resolves.toMatchObject({
      records: expect.any(Array),
    });
    await expect(checkXlsxLimits(file, limits({ maxSharedStrings: strings - 1 }))).rejects.toMatchObject({
      problem: 'tooLarge',
    });
  });

  it('counts the bytes inflated: too many is too large, more than declared is a lie', async () => {
    const file = xlsxBomb({ inflatedBytes: 4 * 1024 * 1024 });
    await expect(checkXlsxLimits(file, limits({ maxInflatedBytes: 1024 * 1024 }))).rejects.toMatchObject({
      problem: 'tooLarge',
    });
    const lying = xlsxBomb({ inflatedBytes: 4 * 1024 * 1024, declared: 'small' });
    await expect(checkXlsxLimits(lying)).rejects.toMatchObject({ problem: 'unreadable' });
  });

  it('refuses a zip whose entries a streaming reader would see otherwise: a gap, or another name', async () => {
    const file = xlsxBomb({ inflatedBytes: 1000 });
    const gap = Buffer.concat([Buffer.from('junk'), file]);
    await expect(checkXlsxLimits(gap)).rejects.toMatchObject({ problem: 'unreadable' });
    const renamed = Buffer.from(file);
    renamed.write('X', 30); // the first local header's name, not the directory's
    await expect(checkXlsxLimits(renamed)).rejects.toMatchObject({ problem: 'unreadable' });
  });
});
