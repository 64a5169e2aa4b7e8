import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DRAWING_HEIGHT, DRAWING_WIDTH, drawProductSvg } from './draw';
import { DRAWING_KINDS } from './drawing-kinds';

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
});
