import { TWO_PIECE_SETS } from './garments-sets.ts';
import { bow, button, type Kit, label, lace, line, piping, quad, zip } from './trims.ts';

/** Garment shapes drawn on a 960 × 1200 canvas, hanging from a hanger whose hook is at (480, 40). */
export type Silhouette =
  | 'nighty'
  | 'maternity'
  | 'feeding'
  | 'kaftan'
  | 'nightsuit'
  | 'pyjama'
  | 'shorts'
  | 'cami'
  | 'pants'
  | 'robe';

export type Garment = {
  /** Shorter garments are drawn larger so every picture is filled alike. */
  scale: number;
  hanger: 'wood' | 'clip';
  /** Outlines filled with the print, back to front. */
  pieces: string[];
  /** Pieces only seen from the front (collars). */
  frontPieces?: string[];
  /** The inside of the back panel, seen through the neckline. */
  inner: string | null;
  /** An open wrap front: from the back the panel is whole, so the inside is not drawn at all. */
  openFront?: boolean;
  folds: string[];
  trims: (k: Kit, back: boolean) => string;
};

const NIGHTY =
  'M420 178Q480 262 540 178L642 200L728 318L674 356L626 322C640 560 700 860 746 1112Q480 1150 214 1112C260 860 320 560 334 322L286 356L232 318L318 200Z';
const NIGHTY_FOLDS = [
  'M400 470C392 700 372 900 346 1110',
  'M480 470C482 700 480 900 480 1128',
  'M560 470C570 700 600 900 626 1110',
  'M440 620C436 800 424 960 412 1120',
  'M522 620C530 800 544 960 552 1122',
];

function nightyTrims(k: Kit, back: boolean, extra: string): string {
  const hem = quad([214, 1112], [480, 1150], [746, 1112]);
  return (
    piping('M420 178Q480 262 540 178', k.trim, 9) +
    piping('M232 318L286 356M728 318L674 356', k.trim, 14) +
    piping('M334 420Q480 444 626 420', k.trim, 4, 0.8) +
    piping('M214 1112Q480 1150 746 1112', k.trim, 14) +
    (k.lace ? lace(hem, k.trim, 12) : '') +
    (back ? label(480, 190) : extra)
  );
}

export const GARMENTS: Record<Silhouette, Garment> = {
  ...TWO_PIECE_SETS,
  nighty: {
    scale: 1,
    hanger: 'wood',
    pieces: [NIGHTY],
    inner: 'M420 178Q480 262 540 178Q480 196 420 178Z',
    folds: NIGHTY_FOLDS,
    trims: (k, back) => nightyTrims(k, back, bow(480, 226, k.trim, 0.8)),
  },
  maternity: {
    scale: 1,
    hanger: 'wood',
    pieces: [NIGHTY],
    inner: 'M420 178Q480 262 540 178Q480 196 420 178Z',
    folds: NIGHTY_FOLDS,
    trims: (k, back) =>
      nightyTrims(
        k,
        back,
        piping('M470 222V560M490 222V560', k.trim, 3, 0.7) +
          [270, 330, 390, 450, 510].map((y) => button(480, y, k.trim)).join(''),
      ),
  },
  feeding: {
    scale: 1,
    hanger: 'wood',
    pieces: [NIGHTY],
    inner: 'M420 178Q480 262 540 178Q480 196 420 178Z',
    folds: NIGHTY_FOLDS,
    trims: (k, back) =>
      nightyTrims(k, back, zip(404, 300, 440, k.trim) + zip(556, 300, 440, k.trim) + bow(480, 226, k.trim, 0.7)),
  },
  kaftan: {
    scale: 1,
    hanger: 'wood',
    pieces: [
      'M424 178L480 320L536 178L640 196C720 210 810 240 856 290C864 380 860 480 842 570C760 640 690 680 640 700L652 1116Q480 1140 308 1116L320 700C270 680 200 640 118 570C100 480 96 380 104 290C150 240 240 210 320 196Z',
    ],
    inner: 'M424 178L480 320L536 178Q480 192 424 178Z',
    folds: [
      'M190 300C220 420 270 560 322 690',
      'M770 300C740 420 690 560 638 690',
      'M300 250C330 330 360 420 384 540',
      'M660 250C630 330 600 420 576 540',
      'M420 720C414 860 404 1000 396 1120',
      'M480 720V1130',
      'M545 720C550 860 560 1000 566 1120',
    ],
    trims: (k, back) =>
      piping('M104 290C96 380 100 480 118 570M856 290C864 380 860 480 842 570', k.trim, 26) +
      piping('M104 290C96 380 100 480 118 570M856 290C864 380 860 480 842 570', k.accent, 4, 0.8) +
      piping('M308 1116Q480 1140 652 1116', k.trim, 20) +
      (back
        ? piping('M424 178Q480 192 536 178', k.trim, 14) + label(480, 186)
        : piping('M424 178L480 320L536 178', k.trim, 24) +
          `<path d="M424 178L480 320L536 178" fill="none" stroke="${k.accent}" stroke-width="5" stroke-dasharray="2 10" stroke-linecap="round"/>` +
          piping('M480 320L470 392M480 320L492 396', k.trim, 4) +
          `<circle cx="470" cy="398" r="7" fill="${k.trim}"/><circle cx="492" cy="402" r="7" fill="${k.trim}"/>`),
  },
  robe: {
    scale: 1,
    hanger: 'wood',
    pieces: [
      'M420 176L330 196L176 300L148 566L302 566L336 430L318 1116Q480 1140 642 1116L624 430L658 566L812 566L784 300L630 196L540 176Q480 190 420 176Z',
    ],
    inner: 'M432 180L480 300L528 180Q480 192 432 180Z',
    openFront: true,
    folds: [
      'M230 330C226 420 220 500 216 560',
      'M730 330C734 420 740 500 744 560',
      'M390 600C384 800 370 960 360 1114',
      'M460 600C460 800 458 960 456 1128',
      'M580 600C586 800 596 960 606 1116',
    ],
    trims: (k, back) =>
      piping('M148 566H302M658 566H812', k.trim, 24) +
      (k.lace ? lace(line([148, 578], [302, 578]), k.trim, 10) + lace(line([658, 578], [812, 578]), k.trim, 10) : '') +
      piping('M318 1116Q480 1140 642 1116', k.trim, 18) +
      (back
        ? piping('M420 176Q480 190 540 176', k.trim, 30) +
          piping('M336 520Q480 538 624 520', k.trim, 30) +
          label(480, 190)
        : piping('M428 178C440 300 480 420 540 540', k.trim, 36) +
          piping('M532 178C520 300 480 420 424 540', k.trim, 36) +
          piping('M532 178C520 300 480 420 424 540', '#000', 2, 0.15) +
          `<path d="M336 512Q480 530 624 512L624 552Q480 570 336 552Z" fill="url(#print)"/>` +
          piping('M336 512Q480 530 624 512M336 552Q480 570 624 552', k.trim, 4) +
          piping('M550 548C540 620 530 700 526 780M572 548C588 620 598 690 606 760', 'url(#print)', 26) +
          piping('M514 790L538 770M594 770L618 750', k.trim, 8) +
          `<ellipse cx="562" cy="532" rx="26" ry="22" fill="url(#print)" stroke="${k.trim}" stroke-width="4"/>`),
  },
};
