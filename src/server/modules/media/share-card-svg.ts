import { findCategory } from '../../../shared/categories';
import { SHOP } from '../../../shared/shop';
import { escapeMarkup } from '../../lib/escape-markup';
import { drawingArt, paletteFor, spreadHue } from './drawings/draw';
import type { DrawingKind } from './drawings/drawing-kinds';

/**
 * The link-preview pictures of the shop and of each category, drawn as SVG with the product drawings
 * (nothing is loaded from the internet): the shop's name and a headline on the left, two or three
 * drawings of what it sells on the right.
 */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/** What each category's picture shows: a large drawing behind, a small one in front. */
const CATEGORY_DRAWINGS: Record<string, [DrawingKind, DrawingKind]> = {
  spraybooth: ['spray-booth', 'spray-gun'],
  bodyparts: ['frame-machine', 'spot-welder'],
  garagetools: ['two-post-lift', 'tyre-changer'],
  diagnostictools: ['scanner-tablet', 'code-reader'],
  accessories: ['toolbox', 'torque-wrench'],
  handtools: ['socket-set', 'spanner-set'],
  lubebay: ['grease-pump', 'oil-drainer'],
  others: ['compressor', 'generator'],
};

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';
const AMBER = '#f59e0b';
const AMBER_LIGHT = '#fbbf24';
/** The shop's wrench mark (as in favicon.svg), on a 32x32 grid. */
const WRENCH =
  'M19.6 8.4a1.3 1.3 0 0 0 0 1.9l2.1 2.1a1.3 1.3 0 0 0 1.9 0l5-5a8 8 0 0 1-10.6 10.6l-9.2 9.2a2.8 2.8 0 0 1-4-4l9.2-9.2A8 8 0 0 1 24.6 3.4z';

interface Placed {
  kind: DrawingKind;
  /** Left and top of the drawing's 1200x900 canvas on the card, and its scale. */
  x: number;
  y: number;
  scale: number;
  hue: number;
}

interface CardContent {
  headline: string;
  text: string;
  drawings: Placed[];
}

/** Splits text into lines of at most `max` characters, at spaces; at most `lines` lines. */
export function wrapText(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]}…`;
  return kept;
}

function textLines(lines: string[], x: number, y: number, lineHeight: number, attrs: string): string {
  return lines
    .map(
      (line, index) => `<text x="${x}" y="${y + index * lineHeight}" ${attrs}>${escapeMarkup(line)}</text>`,
    )
    .join('');
}

function placeDrawing({ kind, x, y, scale, hue }: Placed, key: string): string {
  const floor = 760 * scale;
  return (
    `<ellipse cx="${x + 600 * scale}" cy="${y + floor + 2}" rx="${440 * scale}" ry="${22 * scale}" fill="#000" fill-opacity="0.35"/>` +
    `<g transform="translate(${x} ${y}) scale(${scale})">${drawingArt(kind, paletteFor(key, hue))}</g>`
  );
}

function content(key: string): CardContent {
  const category = findCategory(key);
  if (!category) {
    return {
      headline: SHOP.tagline,
      text: 'Lifts, spray booths, diagnostic scanners and tools for workshops across Nigeria.',
      drawings: [
        { kind: 'two-post-lift', x: 640, y: 40, scale: 0.46, hue: 8 },
        { kind: 'toolbox', x: 590, y: 290, scale: 0.32, hue: spreadHue(3) },
        { kind: 'scanner-tablet', x: 820, y: 270, scale: 0.32, hue: 150 },
      ],
    };
  }
  const [large, small] = CATEGORY_DRAWINGS[category.id] ?? ['toolbox', 'socket-set'];
  return {
    headline: category.name,
    text: category.description,
    drawings: [
      { kind: large, x: 600, y: 40, scale: 0.5, hue: spreadHue(category.id.length) },
      { kind: small, x: 840, y: 250, scale: 0.34, hue: spreadHue(category.id.length + 5) },
    ],
  };
}

/** The SVG of the picture for 'shop' or a category id (an unknown key gets the shop's). */
export function shareCardSvg(key: string): string {
  const card = content(key);
  const headline = wrapText(card.headline, 15, 2);
  const text = wrapText(card.text, 30, 3);
  const textTop = 250 + headline.length * 66;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" viewBox="0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}">`,
    '<defs>',
    '<linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1">',
    '<stop offset="0" stop-color="#09090b"/><stop offset="0.55" stop-color="#111827"/><stop offset="1" stop-color="#1e293b"/>',
    '</linearGradient>',
    '<radialGradient id="glow" cx="0.78" cy="0.5" r="0.5">',
    `<stop offset="0" stop-color="${AMBER}" stop-opacity="0.22"/><stop offset="1" stop-color="${AMBER}" stop-opacity="0"/>`,
    '</radialGradient>',
    '</defs>',
    `<rect width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" fill="url(#glow)"/>`,
    ...card.drawings.map((drawing, index) => placeDrawing(drawing, `${key}-${index}`)),
    // The shop's mark and name.
    `<rect x="64" y="64" width="84" height="84" rx="18" fill="${AMBER}"/>`,
    `<path d="${WRENCH}" transform="translate(68 72) scale(2.4)" fill="none" stroke="#09090b" stroke-width="2.4" stroke-linejoin="round"/>`,
    `<text x="170" y="124" font-family="${FONT}" font-size="52" font-weight="800" fill="#ffffff">Garage<tspan fill="${AMBER_LIGHT}">Pro</tspan></text>`,
    textLines(headline, 64, 262, 66, `font-family="${FONT}" font-size="56" font-weight="800" fill="#ffffff"`),
    textLines(text, 64, textTop, 40, `font-family="${FONT}" font-size="30" fill="#d4d4d8"`),
    `<rect x="64" y="540" width="72" height="6" rx="3" fill="${AMBER}"/>`,
    `<text x="64" y="584" font-family="${FONT}" font-size="26" font-weight="700" fill="#e4e4e7">Priced in naira · Order on WhatsApp</text>`,
    '</svg>',
  ].join('');
}
