import { bar, car, circle, ellipse, line, path, rect, stripes, wheel, type Drawing } from './shapes';

/** Lifts, booths and body-shop machines. */

export const twoPostLift: Drawing = (c) =>
  rect(250, 120, 700, 34, c.accentDark, 6) +
  rect(250, 120, 60, 620, c.accent, 6) +
  rect(890, 120, 60, 620, c.accent, 6) +
  rect(225, 735, 110, 22, c.metalDark, 4) +
  rect(865, 735, 110, 22, c.metalDark, 4) +
  rect(262, 170, 14, 560, c.accentDark) +
  rect(924, 170, 14, 560, c.accentDark) +
  rect(195, 560, 55, 110, c.metalDark, 8) +
  circle(222, 590, 16, c.accent) +
  rect(300, 452, 30, 60, c.metal, 4) +
  rect(870, 452, 30, 60, c.metal, 4) +
  car(324, 318, 1.15, c, c.metal) +
  bar(320, 496, 440, 496, 14, c.metal, c.ink) +
  bar(880, 496, 760, 496, 14, c.metal, c.ink) +
  rect(420, 478, 50, 14, c.rubber, 3) +
  rect(730, 478, 50, 14, c.rubber, 3);

export const fourPostLift: Drawing = (c) =>
  rect(200, 230, 40, 500, c.metalDark, 4) +
  rect(1010, 230, 40, 500, c.metalDark, 4) +
  car(288, 288, 1.3, c, c.metal) +
  rect(150, 250, 920, 30, c.accentDark, 6) +
  rect(170, 250, 48, 490, c.accent, 6) +
  rect(985, 250, 48, 490, c.accent, 6) +
  rect(150, 735, 90, 22, c.metalDark, 4) +
  rect(965, 735, 90, 22, c.metalDark, 4) +
  rect(200, 470, 800, 36, c.metal, 4) +
  rect(200, 498, 800, 12, c.accentDark) +
  path('M1000,472 L1150,748 L1100,748 L1000,540 Z', c.metalDark) +
  stripes(10, (i) => [190, 300 + i * 44, 200, 300 + i * 44], `stroke="${c.ink}"`);

export const scissorLift: Drawing = (c) =>
  rect(300, 718, 600, 34, c.metalDark, 6) +
  bar(340, 470, 860, 720, 24, c.accentDark, c.ink) +
  bar(340, 720, 860, 470, 24, c.accent, c.ink) +
  bar(440, 715, 600, 600, 18, c.metal, c.ink) +
  circle(600, 595, 20, c.metal) +
  car(312, 262, 1.2, c, c.metal) +
  rect(250, 430, 700, 44, c.accent, 6) +
  stripes(12, (i) => [280 + i * 55, 440, 300 + i * 55, 464], `stroke="${c.accentDark}"`);

export const sprayBooth: Drawing = (c) =>
  rect(940, 70, 50, 120, c.metalDark, 4) +
  rect(925, 60, 80, 20, c.metal, 4) +
  rect(60, 380, 110, 360, c.accentDark, 8) +
  circle(115, 470, 36, c.metal) +
  stripes(3, (i) => [85 + i * 30, 440, 145 - i * 30, 500], `stroke="${c.ink}"`) +
  rect(80, 560, 70, 120, c.rubber, 4) +
  rect(170, 250, 860, 490, c.metal, 4) +
  rect(150, 175, 900, 80, c.accent, 8) +
  stripes(8, (i) => [200 + i * 110, 200, 260 + i * 110, 200], `stroke="${c.accentDark}" stroke-width="10"`) +
  rect(210, 320, 170, 240, c.screen, 6) +
  rect(820, 320, 170, 240, c.screen, 6) +
  rect(225, 335, 140, 18, c.accentLight, 3) +
  rect(835, 335, 140, 18, c.accentLight, 3) +
  rect(420, 300, 180, 440, c.metal, 4) +
  rect(600, 300, 180, 440, c.metal, 4) +
  rect(450, 340, 120, 170, c.glass, 6) +
  rect(630, 340, 120, 170, c.glass, 6) +
  rect(575, 560, 12, 60, c.rubber, 4) +
  rect(613, 560, 12, 60, c.rubber, 4) +
  rect(150, 740, 900, 20, c.metalDark, 2);

export const frameMachine: Drawing = (c) =>
  car(230, 402, 1.3, c, c.metalDark, false) +
  stripes(4, (i) => [340 + i * 180, 540, 340 + i * 180, 568], `stroke="${c.ink}" stroke-width="26"`) +
  stripes(4, (i) => [340 + i * 180, 540, 340 + i * 180, 568], `stroke="${c.accentLight}" stroke-width="16"`) +
  rect(150, 566, 900, 40, c.accent, 6) +
  rect(200, 606, 40, 120, c.metalDark) +
  rect(960, 606, 40, 120, c.metalDark) +
  wheel(220, 730, 24, c) +
  wheel(980, 730, 24, c) +
  bar(1040, 600, 1110, 600, 30, c.accentDark, c.ink) +
  rect(1080, 230, 56, 380, c.accentDark, 6) +
  rect(1094, 420, 28, 170, c.metal, 4) +
  path('M1090,300 Q980,330 880,470', 'none', `stroke="${c.ink}" stroke-width="10" stroke-dasharray="18 10"`);

export const spotWelder: Drawing = (c) =>
  rect(585, 150, 30, 190, c.metalDark, 4) +
  rect(585, 150, 330, 26, c.metalDark, 4) +
  path('M905,176 Q960,260 910,340 Q880,390 900,420', 'none', `stroke="${c.rubber}" stroke-width="14"`) +
  path('M860,420 L960,420 L960,450 L900,450 L900,560 L960,560 L960,590 L860,590 Z', c.accent) +
  rect(470, 330, 260, 370, c.accent, 14) +
  rect(500, 360, 200, 100, c.screen, 8) +
  rect(520, 385, 110, 18, c.accentLight, 3) +
  rect(520, 418, 70, 14, c.glass, 3) +
  circle(540, 510, 22, c.metal) +
  circle(600, 510, 22, c.metal) +
  circle(660, 510, 22, c.metal) +
  stripes(5, (i) => [500, 570 + i * 22, 700, 570 + i * 22], `stroke="${c.accentDark}"`) +
  path('M470,620 Q380,660 400,720 Q420,760 360,740', 'none', `stroke="${c.rubber}" stroke-width="12"`) +
  wheel(510, 720, 34, c) +
  wheel(690, 720, 34, c);

export const dentPuller: Drawing = (c) =>
  rect(230, 580, 740, 160, c.accentDark, 16) +
  rect(260, 605, 680, 110, c.rubber, 10) +
  stripes(8, (i) => [300 + i * 80, 640, 330 + i * 80, 680], `stroke="${c.metal}" stroke-width="16"`) +
  bar(260, 520, 940, 280, 18, c.metal, c.ink) +
  path('M240,528 L210,500 L200,540', 'none', `stroke="${c.ink}" stroke-width="14"`) +
  `<g transform="rotate(-19.4 560 414)">${rect(480, 384, 160, 60, c.accent, 14)}</g>` +
  `<g transform="rotate(-19.4 925 285)">${rect(880, 258, 130, 56, c.rubber, 22)}</g>`;

export const tyreChanger: Drawing = (c) =>
  rect(800, 180, 50, 380, c.accentDark, 6) +
  rect(600, 190, 260, 36, c.metal, 6) +
  rect(618, 226, 26, 200, c.metal, 4) +
  path('M610,426 L652,426 L640,460 L622,460 Z', c.metalDark) +
  path('M360,560 Q360,530 400,530 L760,530 Q800,530 800,560 L800,740 L360,740 Z', c.accent) +
  ellipse(560, 528, 190, 26, c.metal) +
  ellipse(560, 480, 210, 64, c.rubber) +
  ellipse(560, 470, 140, 40, c.metal) +
  ellipse(560, 470, 40, 12, c.metalDark) +
  bar(360, 620, 250, 570, 20, c.metal, c.ink) +
  rect(215, 510, 34, 140, c.accentDark, 6) +
  rect(420, 740, 60, 16, c.rubber, 4) +
  rect(520, 740, 60, 16, c.rubber, 4) +
  rect(620, 740, 60, 16, c.rubber, 4);

export const wheelBalancer: Drawing = (c) =>
  path('M540,380 L760,380 L790,470 L510,470 Z', c.screen) +
  rect(560, 405, 70, 30, c.accentLight, 4) +
  rect(670, 405, 70, 30, c.accentLight, 4) +
  rect(480, 470, 340, 270, c.accent, 12) +
  stripes(4, (i) => [520, 520 + i * 28, 780, 520 + i * 28], `stroke="${c.accentDark}"`) +
  rect(380, 545, 100, 26, c.metal, 4) +
  rect(290, 400, 110, 320, c.rubber, 40) +
  stripes(6, (i) => [290, 440 + i * 48, 400, 440 + i * 48], `stroke="${c.metalDark}"`) +
  rect(318, 470, 54, 180, c.metal, 10) +
  path('M250,560 Q250,330 350,320 Q450,330 450,560', 'none', `stroke="${c.metalDark}" stroke-width="14"`);

export const jack: Drawing = (c) =>
  bar(400, 610, 170, 300, 20, c.metalDark, c.ink) +
  rect(140, 270, 60, 50, c.rubber, 12) +
  bar(500, 640, 830, 520, 34, c.accentDark, c.ink) +
  rect(790, 490, 90, 28, c.metal, 6) +
  path('M330,690 L330,620 Q330,600 360,600 L880,640 Q900,645 900,665 L900,690 Z', c.accent) +
  rect(420, 590, 150, 40, c.metal, 8) +
  wheel(380, 712, 28, c) +
  wheel(840, 704, 38, c);

export const engineCrane: Drawing = (c) =>
  rect(250, 716, 720, 26, c.accentDark, 6) +
  wheel(280, 744, 18, c) +
  wheel(940, 744, 18, c) +
  rect(330, 300, 44, 420, c.accent, 6) +
  bar(352, 600, 600, 300, 20, c.metal, c.ink) +
  bar(352, 320, 900, 250, 34, c.accent, c.ink) +
  line(900, 262, 900, 430, `stroke="${c.ink}" stroke-width="10" stroke-dasharray="16 8"`) +
  path(
    'M900,430 Q930,430 930,460 Q930,490 900,490 Q880,490 878,470',
    'none',
    `stroke="${c.ink}" stroke-width="12"`,
  );
