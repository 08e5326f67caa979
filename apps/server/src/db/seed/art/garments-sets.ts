import type { Garment } from './garments.ts';
import { bow, button, type Kit, label, lace, line, piping, quad } from './trims.ts';

/** Two-piece sets (top and bottoms) and lounge pants, on the same canvas as the dresses. */
const PANTS = 'M338 590L622 590L664 1120L494 1120L480 770L466 1120L296 1120Z';
const PANTS_FOLDS = ['M384 700C378 860 368 1000 358 1116', 'M578 700C584 860 594 1000 604 1116', 'M480 664V770'];
const SHORTS = 'M338 580L622 580L662 820L494 830L480 730L466 830L298 820Z';

function pantsCuffs(k: Kit): string {
  return (
    piping('M300 1096L466 1096M494 1096L660 1096', k.trim, 4, 0.8) +
    piping('M296 1120L466 1120M494 1120L664 1120', k.trim, 12)
  );
}

export const TWO_PIECE_SETS: Record<'nightsuit' | 'pyjama' | 'shorts' | 'cami' | 'pants', Garment> = {
  nightsuit: {
    scale: 1,
    hanger: 'wood',
    pieces: [
      PANTS,
      'M420 178L318 200L222 356L282 390L334 326L330 664Q480 676 630 664L626 326L678 390L738 356L642 200L540 178Q480 196 420 178Z',
    ],
    frontPieces: ['M420 176L388 234L446 252L480 312L452 196Z', 'M540 176L572 234L514 252L480 312L508 196Z'],
    inner: 'M452 196L480 312L508 196Q480 204 452 196Z',
    folds: [...PANTS_FOLDS, 'M400 420C396 520 392 600 390 660', 'M566 420C570 520 572 600 574 660'],
    trims: (k, back) =>
      pantsCuffs(k) +
      piping('M222 356L282 390M738 356L678 390', k.trim, 12) +
      piping('M330 664Q480 676 630 664', k.trim, 10) +
      (back
        ? piping('M420 178Q480 196 540 178', k.trim, 16) +
          piping('M330 268Q480 290 630 268', k.trim, 4, 0.7) +
          label(480, 186)
        : piping('M420 176L388 234L446 252L480 312M540 176L572 234L514 252L480 312', k.trim, 7) +
          piping('M370 372H430V432Q400 442 370 432Z', k.trim, 5) +
          [350, 420, 490, 560, 630].map((y) => button(486, y, k.trim)).join('')),
  },
  pyjama: {
    scale: 1,
    hanger: 'wood',
    pieces: [
      PANTS,
      'M420 178Q480 240 540 178L642 200L766 512L716 534L626 350L630 664Q480 676 330 664L334 350L244 534L194 512L318 200Z',
    ],
    inner: 'M420 178Q480 240 540 178Q480 194 420 178Z',
    folds: [
      ...PANTS_FOLDS,
      'M400 330C396 480 392 580 390 660',
      'M566 330C570 480 572 580 574 660',
      'M280 300L232 500',
      'M680 300L728 500',
    ],
    trims: (k, back) =>
      pantsCuffs(k) +
      piping('M420 178Q480 240 540 178', k.trim, 14) +
      piping('M194 512L244 534M766 512L716 534', k.trim, 18) +
      piping('M330 664Q480 676 630 664', k.trim, 14) +
      (back
        ? label(480, 190)
        : piping('M480 212V304', k.trim, 4, 0.8) + [236, 270, 304].map((y) => button(480, y, k.trim, 7)).join('')),
  },
  shorts: {
    scale: 1.22,
    hanger: 'wood',
    pieces: [
      SHORTS,
      'M420 178Q480 236 540 178L642 200L724 312L672 346L626 316L630 600Q480 612 330 600L334 316L288 346L236 312L318 200Z',
    ],
    inner: 'M420 178Q480 236 540 178Q480 194 420 178Z',
    folds: [
      'M400 330C396 460 392 540 390 600',
      'M566 330C570 460 572 540 574 600',
      'M380 640C376 720 370 780 364 820',
      'M580 640C584 720 590 780 596 820',
    ],
    trims: (k, back) =>
      piping('M420 178Q480 236 540 178', k.trim, 12) +
      piping('M236 312L288 346M724 312L672 346', k.trim, 12) +
      piping('M330 600Q480 612 630 600', k.trim, 10) +
      piping('M298 820L466 830M494 830L662 820', k.trim, 12) +
      (k.lace ? lace(line([298, 822], [466, 832]), k.trim, 9) + lace(line([494, 832], [662, 822]), k.trim, 9) : '') +
      (back ? label(480, 188) : bow(480, 222, k.trim, 0.65)),
  },
  cami: {
    scale: 1.2,
    hanger: 'wood',
    pieces: [SHORTS, 'M372 262Q480 360 588 262C606 390 632 500 640 620Q480 640 320 620C328 500 354 390 372 262Z'],
    inner: 'M372 262Q480 360 588 262Q480 300 372 262Z',
    folds: [
      'M410 360C404 460 398 540 394 624',
      'M552 360C558 460 562 540 566 624',
      'M380 640C376 720 370 780 364 820',
      'M580 640C584 720 590 780 596 820',
    ],
    trims: (k, back) =>
      piping('M380 266L408 190M580 266L552 190', k.trim, 7) +
      piping('M320 620Q480 640 640 620', k.trim, 6) +
      (k.lace ? lace(quad([320, 620], [480, 640], [640, 620]), k.trim, 10) : '') +
      piping('M298 820L466 830M494 830L662 820', k.trim, 10) +
      (k.lace ? lace(line([298, 822], [466, 832]), k.trim, 9) + lace(line([494, 832], [662, 822]), k.trim, 9) : '') +
      (back
        ? piping('M372 262Q480 300 588 262', k.trim, 8)
        : piping('M372 262Q480 360 588 262', k.trim, 8) +
          (k.lace ? lace(quad([372, 262], [480, 360], [588, 262]), k.trim, 9, -1) : '') +
          bow(480, 318, k.trim, 0.5)),
  },
  pants: {
    scale: 1,
    hanger: 'clip',
    pieces: ['M318 200L642 200L690 1120L500 1120L480 440L460 1120L270 1120Z'],
    inner: null,
    folds: [
      'M380 300C372 600 350 900 330 1116',
      'M580 300C590 600 610 900 630 1116',
      'M300 700C298 900 290 1000 284 1118',
      'M660 700C664 900 670 1000 676 1118',
      'M470 300V440',
    ],
    trims: (k, back) =>
      `<rect x="318" y="200" width="324" height="56" fill="${k.base}"/><rect x="318" y="200" width="324" height="56" fill="#000" opacity=".08"/>` +
      piping('M318 214H642M318 228H642M318 242H642', '#000', 2, 0.08) +
      piping('M300 1096H460M500 1096H688', k.trim, 4, 0.7) +
      piping('M270 1120H460M500 1120H690', k.trim, 12) +
      (back
        ? label(480, 262)
        : piping('M470 244C462 300 452 330 444 350M490 244C500 300 510 320 522 340', k.trim, 5) +
          bow(480, 244, k.trim, 0.55)),
  },
};
