import { describe, expect, it } from 'vitest';
import { paletteFor, spreadHue } from '../../media';
import { DEMO_PRODUCTS } from './demo-products';

describe('the demo pictures', () => {
  it('gives demo products of the same family clearly different accent hues', () => {
    const hues = new Map<string, number[]>();
    DEMO_PRODUCTS.forEach((p, i) => hues.set(p.drawing, [...(hues.get(p.drawing) ?? []), spreadHue(i)]));
    for (const [drawing, list] of hues) {
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) {
          const d = Math.abs((list[i] as number) - (list[j] as number));
          expect(Math.min(d, 360 - d), drawing).toBeGreaterThanOrEqual(20);
        }
      }
    }
    for (const [i, p] of DEMO_PRODUCTS.entries())
      expect(paletteFor(p.id, spreadHue(i)).accent).toMatch(/^#[0-9a-f]{6}$/);
  });
});
