import { escapeMarkup } from '../../../lib/escape-markup';
import type { DrawingKind } from './drawing-kinds';
import * as machines from './machines';
import type { Drawing, Palette } from './shapes';
import * as tools from './tools';
import * as workshop from './workshop';

/**
 * Product pictures drawn as SVG (the demo catalogue's pictures, rendered to WebP at seed time, and the
 * link-preview cards): nothing is loaded from the internet.
 */

export const DRAWING_WIDTH = 1200;
export const DRAWING_HEIGHT = 900;

const DRAWINGS: Record<DrawingKind, Drawing> = {
  'two-post-lift': workshop.twoPostLift,
  'four-post-lift': workshop.fourPostLift,
  'scissor-lift': workshop.scissorLift,
  'spray-booth': workshop.sprayBooth,
  'spray-gun': machines.sprayGun,
  'frame-machine': workshop.frameMachine,
  'spot-welder': workshop.spotWelder,
  'dent-puller': workshop.dentPuller,
  'tyre-changer': workshop.tyreChanger,
  'wheel-balancer': workshop.wheelBalancer,
  jack: workshop.jack,
  'engine-crane': workshop.engineCrane,
  compressor: machines.compressor,
  generator: machines.generator,
  'pressure-washer': machines.pressureWasher,
  'scanner-tablet': tools.scannerTablet,
  'code-reader': tools.codeReader,
  'battery-tester': tools.batteryTester,
  'obd-dongle': tools.obdDongle,
  toolbox: tools.toolbox,
  'torque-wrench': tools.torqueWrench,
  'socket-set': tools.socketSet,
  'screwdriver-set': tools.screwdriverSet,
  'spanner-set': tools.spannerSet,
  'impact-wrench': tools.impactWrench,
  'oil-drainer': machines.oilDrainer,
  'grease-pump': machines.greasePump,
  'hose-reel': machines.hoseReel,
};

/** What a product's picture shows: its drawing, its brand, and a colour of its own from its id. */
export interface DrawableProduct {
  id: string;
  brand: string;
  drawing: DrawingKind;
}

export interface DrawOptions {
  /** Accent hue in degrees; by default derived from the product id. */
  hue?: number;
}

/** One drawing's shapes on the 1200x900 canvas (floor at y=760), outlined in the palette's ink. */
export function drawingArt(kind: DrawingKind, c: Palette): string {
  return `<g stroke="${c.ink}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">${DRAWINGS[kind](c)}</g>`;
}

export function drawProductSvg(product: DrawableProduct, options: DrawOptions = {}): string {
  const c = paletteFor(product.id, options.hue);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAWING_WIDTH}" height="${DRAWING_HEIGHT}" viewBox="0 0 ${DRAWING_WIDTH} ${DRAWING_HEIGHT}">`,
    '<defs>',
    '<linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1">',
    '<stop offset="0" stop-color="#0b1220"/><stop offset="0.6" stop-color="#1e293b"/><stop offset="1" stop-color="#64748b"/>',
    '</linearGradient>',
    '<radialGradient id="glow" cx="0.5" cy="0.45" r="0.55">',
    `<stop offset="0" stop-color="${c.accent}" stop-opacity="0.28"/><stop offset="1" stop-color="${c.accent}" stop-opacity="0"/>`,
    '</radialGradient>',
    '</defs>',
    `<rect width="${DRAWING_WIDTH}" height="${DRAWING_HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${DRAWING_WIDTH}" height="${DRAWING_HEIGHT}" fill="url(#glow)"/>`,
    '<rect y="760" width="1200" height="140" fill="#0f172a" fill-opacity="0.25"/>',
    '<ellipse cx="600" cy="762" rx="440" ry="24" fill="#000" fill-opacity="0.35"/>',
    drawingArt(product.drawing, c),
    brandMark(product.brand, c),
    '</svg>',
  ].join('');
}

function brandMark(brand: string, c: Palette): string {
  const text = escapeMarkup(brand.toUpperCase());
  return (
    `<rect x="1090" y="832" width="60" height="6" rx="3" fill="${c.accent}"/>` +
    `<text x="1150" y="870" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" ` +
    `font-size="30" font-weight="700" letter-spacing="3" fill="#e2e8f0">${text}</text>`
  );
}

/** The n-th of a list of hues spread by the golden angle: neighbours in a list never look alike. */
export function spreadHue(index: number): number {
  return (index * 137.508) % 360;
}

/** A stable accent colour per product, so neighbouring cards look distinct. */
export function paletteFor(id: string, hue = hashString(id) % 360): Palette {
  return {
    accent: hsl(hue, 0.72, 0.52),
    accentDark: hsl(hue, 0.65, 0.32),
    accentLight: hsl(hue, 0.9, 0.78),
    metal: '#d8dee6',
    metalDark: '#8592a6',
    ink: '#0b1220',
    rubber: '#1f2733',
    glass: '#a5c8e4',
    screen: '#10233a',
  };
}

function hashString(text: string): number {
  // FNV-1a: tiny and stable across runs.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function hsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
