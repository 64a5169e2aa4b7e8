import { bar, circle, ellipse, line, path, rect, stripes, wheel, type Drawing } from './shapes';

/** Compressors, generators, washers, lube bay equipment and the spray gun. */

export const compressor: Drawing = (c) =>
  rect(230, 520, 700, 170, c.accent, 85) +
  stripes(2, (i) => [400 + i * 360, 525, 400 + i * 360, 685], `stroke="${c.accentDark}"`) +
  rect(330, 330, 170, 190, c.metalDark, 10) +
  stripes(6, (i) => [330, 360 + i * 26, 500, 360 + i * 26], `stroke="${c.ink}"`) +
  rect(560, 380, 200, 140, c.metal, 12) +
  stripes(7, (i) => [585 + i * 25, 395, 585 + i * 25, 505], `stroke="${c.metalDark}"`) +
  path('M500,380 L560,410 L560,500 L500,500 Z', c.accentDark) +
  circle(860, 470, 34, c.metal) +
  line(860, 470, 880, 450, `stroke="${c.accentDark}"`) +
  rect(300, 690, 40, 40, c.metalDark) +
  wheel(830, 716, 40, c) +
  bar(930, 600, 1010, 540, 12, c.metalDark, c.ink);

export const generator: Drawing = (c) =>
  rect(330, 420, 370, 270, c.metalDark, 12) +
  stripes(7, (i) => [360, 450 + i * 34, 670, 450 + i * 34], `stroke="${c.ink}"`) +
  rect(700, 440, 190, 250, c.accent, 24) +
  rect(720, 470, 150, 120, c.screen, 8) +
  circle(760, 530, 18, c.metal) +
  circle(830, 530, 18, c.metal) +
  rect(745, 490, 100, 14, c.accentLight, 3) +
  rect(320, 270, 560, 110, c.accent, 34) +
  rect(760, 250, 60, 30, c.metal, 8) +
  rect(250, 300, 700, 420, 'none', 24).replace('/>', ` stroke="${c.rubber}" stroke-width="22"/>`) +
  wheel(320, 736, 34, c) +
  wheel(880, 736, 34, c);

export const pressureWasher: Drawing = (c) =>
  path('M520,380 L500,180 L700,180 L690,380', 'none', `stroke="${c.ink}" stroke-width="26"`) +
  path('M520,380 L500,180 L700,180 L690,380', 'none', `stroke="${c.metalDark}" stroke-width="14"`) +
  rect(460, 360, 290, 340, c.accent, 40) +
  rect(500, 400, 210, 60, c.accentDark, 12) +
  circle(605, 560, 50, c.metal) +
  circle(605, 560, 20, c.rubber) +
  path('M750,450 Q900,470 860,620 Q830,720 940,700', 'none', `stroke="${c.rubber}" stroke-width="12"`) +
  bar(940, 700, 1080, 420, 10, c.metal, c.ink) +
  rect(915, 660, 40, 70, c.accentDark, 8) +
  wheel(520, 712, 46, c) +
  wheel(700, 712, 46, c);

export const sprayGun: Drawing = (c) =>
  rect(520, 210, 130, 150, c.glass, 16) +
  rect(505, 190, 160, 30, c.metal, 10) +
  rect(560, 360, 50, 50, c.metalDark, 4) +
  path('M380,400 L760,400 Q800,400 800,440 Q800,480 760,480 L380,480 Z', c.metal) +
  path('M640,480 L720,480 L760,730 L680,730 Z', c.accent) +
  path('M600,480 Q560,560 590,660', 'none', `stroke="${c.ink}" stroke-width="18"`) +
  path('M600,480 Q560,560 590,660', 'none', `stroke="${c.metalDark}" stroke-width="8"`) +
  rect(330, 410, 60, 60, c.accent, 12) +
  rect(300, 425, 30, 30, c.metalDark, 6) +
  circle(790, 430, 18, c.accentDark) +
  rect(695, 730, 50, 30, c.metalDark, 4);

export const oilDrainer: Drawing = (c) =>
  path('M420,190 L780,190 L650,270 L550,270 Z', c.accent) +
  ellipse(600, 190, 180, 22, c.accentDark) +
  rect(580, 270, 40, 150, c.metal, 6) +
  rect(450, 410, 300, 290, c.accent, 40) +
  rect(475, 450, 22, 200, c.glass, 8) +
  stripes(4, (i) => [475, 480 + i * 40, 497, 480 + i * 40], `stroke="${c.ink}"`) +
  rect(640, 430, 80, 50, c.metalDark, 8) +
  circle(680, 455, 16, c.metal) +
  rect(420, 700, 360, 22, c.metalDark, 6) +
  wheel(460, 736, 22, c) +
  wheel(740, 736, 22, c);

export const greasePump: Drawing = (c) =>
  rect(540, 140, 120, 90, c.accentDark, 12) +
  rect(570, 230, 60, 220, c.metal, 6) +
  path('M630,270 Q820,280 860,450 Q880,540 900,560', 'none', `stroke="${c.rubber}" stroke-width="14"`) +
  path('M880,560 L980,560 L980,600 L930,600 L940,680 L900,680 L890,600 Z', c.metalDark) +
  ellipse(600, 430, 220, 30, c.metal) +
  rect(380, 430, 440, 290, c.accent, 10) +
  stripes(2, (i) => [382, 520 + i * 100, 818, 520 + i * 100], `stroke="${c.accentDark}" stroke-width="10"`) +
  rect(360, 720, 480, 20, c.metalDark, 4);

export const hoseReel: Drawing = (c) =>
  rect(440, 650, 320, 40, c.metalDark, 6) +
  bar(480, 660, 540, 560, 18, c.metalDark, c.ink) +
  bar(720, 660, 660, 560, 18, c.metalDark, c.ink) +
  circle(600, 430, 230, c.accent) +
  [200, 178, 156, 134, 112]
    .map((r) => circle(600, 430, r, 'none').replace('/>', ` stroke="${c.rubber}" stroke-width="16"/>`))
    .join('') +
  circle(600, 430, 80, c.metal) +
  circle(600, 430, 24, c.metalDark) +
  path('M790,520 Q900,600 930,660', 'none', `stroke="${c.rubber}" stroke-width="16"`) +
  path('M900,650 L1010,650 L1010,690 L960,690 L960,760 L920,760 L920,690 L900,690 Z', c.metal) +
  bar(1010, 670, 1090, 700, 8, c.metalDark, c.ink);
