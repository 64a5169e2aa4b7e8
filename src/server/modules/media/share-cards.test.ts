import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../../../shared/categories';
import { wrapText } from './share-card-svg';
import { SHARE_CARD_PREFIX, ShareCards, shareCardKey, shareCardPath } from './share-cards';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'share-cards-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

const fileOf = (key: string) => shareCardPath(key).slice(SHARE_CARD_PREFIX.length);

describe('share cards', () => {
  it('picks the category of a category page (or of its sub-category), else the shop', () => {
    expect(shareCardKey('/')).toBe('shop');
    expect(shareCardKey('/about')).toBe('shop');
    expect(shareCardKey('/shop')).toBe('shop');
    expect(shareCardKey('/shop', '?category=spraybooth&sort=rating')).toBe('spraybooth');
    expect(shareCardKey('/shop', '?subCategory=thinkcar')).toBe('diagnostictools');
    expect(shareCardKey('/shop', '?category=nothing')).toBe('shop');
    expect(shareCardKey('/about', '?category=spraybooth')).toBe('shop');
  });

  it('names each picture by its key and a hash of its drawing, the same on every call', () => {
    const names = ['shop', ...CATEGORY_IDS].map(fileOf);
    expect(new Set(names).size).toBe(CATEGORY_IDS.length + 1);
    for (const name of names) expect(name).toMatch(/^[a-z]+-[0-9a-f]{12}\.jpg$/);
    expect(fileOf('spraybooth')).toBe(fileOf('spraybooth'));
    expect(fileOf('no-such-key')).toBe(fileOf('shop'));
  });

  it('draws every picture once and keeps it in the folder for the next start', async () => {
    const cards = new ShareCards(dir);
    await cards.warm();
    expect((await readdir(dir)).sort()).toEqual(['shop', ...CATEGORY_IDS].map(fileOf).sort());

    // The next start reads the kept file rather than drawing again.
    await writeFile(path.join(dir, fileOf('shop')), 'kept');
    const restarted = new ShareCards(dir);
    expect((await restarted.picture(fileOf('shop')))?.toString()).toBe('kept');
  });

  it('knows no other file', async () => {
    const cards = new ShareCards(dir);
    expect(await cards.picture('shop-000000000000.jpg')).toBeUndefined();
    expect(await cards.picture('../../package.json')).toBeUndefined();
    expect(await readdir(dir)).toEqual([]);
  });

  it('wraps a headline at spaces and cuts what does not fit', () => {
    expect(wrapText('Other Machineries', 15, 2)).toEqual(['Other', 'Machineries']);
    expect(wrapText('Premium car oven', 30, 3)).toEqual(['Premium car oven']);
    expect(wrapText('one two three four', 7, 2)).toEqual(['one two', 'three…']);
  });
});
