import { bar, circle, group, line, path, rect, stripes, type Drawing } from './shapes';

/** Diagnostic devices and hand tools. */

function appTiles(x: number, y: number, c: { accentLight: string; glass: string; metal: string }): string {
  let out = '';
  const fills = [c.accentLight, c.glass, c.metal];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      out += rect(x + col * 105, y + row * 105, 80, 80, fills[(row + col) % 3] ?? c.metal, 14);
    }
  }
  return out;
}

export const scannerTablet: Drawing = (c) =>
  path('M860,640 Q940,700 930,600', 'none', `stroke="${c.rubber}" stroke-width="12"`) +
  group(
    'rotate(8 960 600)',
    rect(890, 560, 140, 110, c.metalDark, 14) + circle(930, 600, 10, c.accentLight),
  ) +
  group(
    'rotate(-6 600 460)',
    rect(330, 220, 540, 480, c.accent, 44) +
      rect(370, 260, 460, 380, c.screen, 12) +
      appTiles(392, 290, c) +
      circle(600, 670, 14, c.accentDark),
  );

export const codeReader: Drawing = (c) =>
  path('M600,700 Q610,780 760,730 Q840,700 840,690', 'none', `stroke="${c.rubber}" stroke-width="14"`) +
  path('M800,630 L930,630 L910,700 L820,700 Z', c.metalDark) +
  rect(470, 180, 260, 520, c.accent, 56) +
  rect(500, 230, 200, 170, c.screen, 10) +
  stripes(
    4,
    (i) => [520, 265 + i * 34, 640 - (i % 2) * 50, 265 + i * 34],
    `stroke="${c.accentLight}" stroke-width="10"`,
  ) +
  circle(600, 500, 52, c.accentDark) +
  circle(600, 500, 20, c.metal) +
  rect(510, 590, 60, 34, c.metal, 10) +
  rect(630, 590, 60, 34, c.metal, 10);

export const batteryTester: Drawing = (c) =>
  rect(700, 470, 300, 240, c.rubber, 14) +
  rect(740, 440, 50, 30, '#c0392b', 4) +
  rect(910, 440, 50, 30, c.metalDark, 4) +
  rect(740, 540, 220, 60, c.accent, 8) +
  path('M520,640 Q600,430 760,445', 'none', `stroke="#c0392b" stroke-width="12"`) +
  path('M560,650 Q760,420 930,445', 'none', `stroke="${c.ink}" stroke-width="12"`) +
  rect(330, 230, 260, 440, c.accent, 44) +
  rect(360, 270, 200, 150, c.screen, 10) +
  rect(380, 300, 120, 24, c.accentLight, 4) +
  rect(380, 350, 160, 40, c.glass, 4) +
  circle(460, 520, 40, c.accentDark) +
  rect(380, 590, 160, 30, c.metal, 10);

export const obdDongle: Drawing = (c) =>
  path('M280,470 L540,470 L510,620 L310,620 Z', c.rubber) +
  rect(330, 500, 180, 40, c.accent, 8) +
  circle(480, 585, 10, c.accentLight) +
  stripes(6, (i) => [320 + i * 36, 620, 320 + i * 36, 650], `stroke="${c.metal}" stroke-width="12"`) +
  path(
    'M560,420 Q590,380 560,340 M590,450 Q650,380 590,310',
    'none',
    `stroke="${c.accentLight}" stroke-width="10"`,
  ) +
  rect(650, 200, 250, 500, c.rubber, 36) +
  rect(670, 240, 210, 420, c.screen, 14) +
  path('M700,480 A75,75 0 0 1 850,480', 'none', `stroke="${c.accent}" stroke-width="16"`) +
  line(775, 480, 820, 430, `stroke="${c.accentLight}" stroke-width="8"`) +
  stripes(3, (i) => [700, 540 + i * 34, 850 - i * 40, 540 + i * 34], `stroke="${c.glass}" stroke-width="10"`);

export const toolbox: Drawing = (c) =>
  rect(340, 200, 520, 40, c.accentDark, 12) +
  rect(340, 235, 520, 150, c.accent, 8) +
  stripes(3, (i) => [360, 282 + i * 40, 840, 282 + i * 40], `stroke="${c.accentDark}"`) +
  rect(310, 385, 580, 26, c.metalDark, 4) +
  rect(320, 411, 560, 310, c.accent, 8) +
  stripes(5, (i) => [320, 470 + i * 52, 880, 470 + i * 52], `stroke="${c.accentDark}"`) +
  stripes(6, (i) => [540, 440 + i * 52, 660, 440 + i * 52], `stroke="${c.metal}" stroke-width="10"`) +
  bar(890, 460, 930, 460, 10, c.metal, c.ink) +
  circle(360, 738, 20, c.rubber) +
  circle(840, 738, 20, c.rubber);

export const torqueWrench: Drawing = (c) =>
  group(
    'rotate(-26 600 480)',
    circle(260, 480, 52, c.metal) +
      rect(236, 456, 48, 48, c.metalDark, 4) +
      rect(300, 458, 540, 44, c.metal, 12) +
      rect(600, 466, 110, 28, c.screen, 4) +
      stripes(
        6,
        (i) => [615 + i * 16, 470, 615 + i * 16, 490],
        `stroke="${c.accentLight}" stroke-width="3"`,
      ) +
      rect(830, 444, 200, 72, c.accent, 32) +
      stripes(5, (i) => [870 + i * 28, 452, 870 + i * 28, 508], `stroke="${c.accentDark}"`) +
      circle(1050, 480, 26, c.metalDark),
  );

function socketRow(c: { metal: string; screen: string }): string {
  let out = '';
  let x = 290;
  for (let i = 0; i < 9; i++) {
    const r = 18 + i * 2.5;
    out += circle(x + r, 420, r, c.metal) + circle(x + r, 420, r * 0.5, c.screen);
    x += r * 2 + 14;
  }
  return out;
}

export const socketSet: Drawing = (c) =>
  rect(220, 300, 760, 420, c.accentDark, 24) +
  rect(250, 330, 700, 360, c.rubber, 14) +
  socketRow(c) +
  stripes(8, (i) => [300 + i * 80, 500, 300 + i * 80, 570], `stroke="${c.metal}" stroke-width="40"`) +
  rect(300, 620, 460, 34, c.metal, 14) +
  circle(800, 637, 40, c.metal) +
  circle(800, 637, 16, c.accent) +
  rect(300, 620, 160, 34, c.accent, 14);

export const screwdriverSet: Drawing = (c) => {
  let out = rect(290, 640, 620, 70, c.accentDark, 12);
  for (let i = 0; i < 8; i++) {
    const x = 330 + i * 75;
    const top = 260 + (i % 2) * 40;
    out +=
      rect(x + 16, top + 150, 12, 250 - (i % 2) * 40, c.metal, 4) +
      rect(x, top, 44, 160, i % 2 ? c.accent : c.rubber, 18) +
      rect(x + 6, top + 40, 32, 18, i % 2 ? c.accentLight : c.accent, 6);
  }
  return out;
};

export const spannerSet: Drawing = (c) => {
  let out = '';
  for (let i = 0; i < 7; i++) {
    const angle = -42 + i * 14;
    const r = 30 + i * 3;
    out += group(
      `rotate(${angle} 600 760)`,
      rect(584, 300, 32, 420, c.metal, 12) +
        circle(600, 290, r, c.metal) +
        circle(600, 290, r * 0.5, c.screen),
    );
  }
  return out + rect(380, 680, 440, 80, c.accent, 16);
};

export const impactWrench: Drawing = (c) =>
  path('M640,500 L700,720 L560,720 L520,500 Z', c.rubber) +
  path('M340,380 L760,380 Q810,380 810,430 L810,460 Q810,500 770,500 L360,500 Q340,500 340,470 Z', c.accent) +
  stripes(5, (i) => [620 + i * 30, 395, 620 + i * 30, 485], `stroke="${c.accentDark}"`) +
  rect(250, 405, 90, 70, c.metal, 10) +
  rect(200, 425, 50, 30, c.metalDark, 4) +
  path('M520,500 Q510,560 540,590', 'none', `stroke="${c.ink}" stroke-width="16"`) +
  rect(585, 720, 90, 34, c.metalDark, 6) +
  bar(630, 760, 630, 800, 10, c.metal, c.ink);
