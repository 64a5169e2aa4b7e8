/** Small SVG builders shared by the product drawings (canvas 1200x900, floor at y=760). */

export interface Palette {
  accent: string;
  accentDark: string;
  accentLight: string;
  metal: string;
  metalDark: string;
  ink: string;
  rubber: string;
  glass: string;
  screen: string;
}

export type Drawing = (c: Palette) => string;

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;

export const circle = (cx: number, cy: number, r: number, fill: string): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;

export const path = (d: string, fill = 'none', extra = ''): string =>
  `<path d="${d}" fill="${fill}" ${extra}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, extra = ''): string =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" ${extra}/>`;

/** A thick bar with an outline: two strokes on top of each other. */
export const bar = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  width: number,
  fill: string,
  ink: string,
): string =>
  line(x1, y1, x2, y2, `stroke="${ink}" stroke-width="${width + 12}"`) +
  line(x1, y1, x2, y2, `stroke="${fill}" stroke-width="${width}"`);

export const group = (transform: string, body: string): string => `<g transform="${transform}">${body}</g>`;

export const wheel = (cx: number, cy: number, r: number, c: Palette): string =>
  circle(cx, cy, r, c.rubber) + circle(cx, cy, r * 0.58, c.metal) + circle(cx, cy, r * 0.18, c.metalDark);

/** Evenly spaced parallel lines (fins, ribs, grooves). */
export function stripes(
  count: number,
  at: (i: number) => [number, number, number, number],
  extra = '',
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [x1, y1, x2, y2] = at(i);
    out += line(x1, y1, x2, y2, extra);
  }
  return out;
}

/** A saloon car in side view, 480x140 at scale 1, top-left at (x, y). */
export function car(x: number, y: number, scale: number, c: Palette, fill: string, wheels = true): string {
  const body =
    path(
      'M10,100 L10,72 Q12,58 40,54 L130,46 L190,8 Q200,2 215,2 L335,2 Q352,2 366,12 L420,46 L462,54 Q478,58 478,76 L478,100 Q478,106 470,106 L422,106 A40,40 0 0 0 342,106 L136,106 A40,40 0 0 0 56,106 L18,106 Q10,106 10,100 Z',
      fill,
    ) +
    path('M200,16 L272,16 L272,46 L150,46 Z', c.glass) +
    path('M288,16 L335,16 Q345,16 352,22 L395,46 L288,46 Z', c.glass) +
    line(280, 52, 280, 100) +
    rect(452, 62, 18, 12, c.accentLight, 4) +
    (wheels ? wheel(96, 106, 34, c) + wheel(382, 106, 34, c) : '');
  return `<g transform="translate(${x} ${y}) scale(${scale})" stroke-width="${(5 / scale).toFixed(2)}">${body}</g>`;
}
