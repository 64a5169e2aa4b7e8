import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, DRAWING_KINDS } from './demo-products';
import { DRAWING_HEIGHT, DRAWING_WIDTH, drawProductSvg, paletteFor, spreadHue } from './draw';

describe('drawProductSvg', () => {
  it('renders every drawing kind to a 1200x900 picture', async () => {
    for (const drawing of DRAWING_KINDS) {
      const svg = drawProductSvg({ id: `test-${drawing}`, brand: 'Brand', drawing });
      // A full render, not just the header: librsvg must accept every shape.
      const { info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height], drawing).toEqual([DRAWING_WIDTH, DRAWING_HEIGHT]);
    }
  });

  it('is deterministic and writes the brand, escaped', () => {
    const product = { id: 'x', brand: 'Tom & <Jerry>', drawing: 'jack' as const };
    const svg = drawProductSvg(product);
    expect(drawProductSvg(product)).toBe(svg);
    expect(svg).toContain('TOM &#38; &#60;JERRY&#62;');
    expect(svg).not.toContain('<JERRY>');
  });

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
