// Draws the storefront's artwork as pictures from its SVG sources in apps/web/public: the home
// carousel's slides (hero/slide-*.svg → .webp, at 1.5 times their size: as sharp as the SVG on a
// phone's three device pixels to the CSS pixel and a desktop's two) and the language switch's "हिन्दी"
// (fonts/hindi-word.svg → .png, 64 px high, a mask: only its alpha counts). A page shows the pictures,
// not the SVGs: the browser builds a document of its own for every SVG picture, on the page's main
// thread, as it loads (docs/decisions/0028). Run after changing a source:
//
//   node --import tsx apps/server/scripts/raster-art.ts
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = fileURLToPath(new URL('../../web/public/', import.meta.url));
const SLIDES = ['slide-1', 'slide-1-phone', 'slide-2', 'slide-2-phone', 'slide-3', 'slide-3-phone'];
const SLIDE_SCALE = 1.5;
const WORD_HEIGHT = 64;

for (const slide of SLIDES) {
  const out = `${PUBLIC}hero/${slide}.webp`;
  // Smooth gradients: chroma kept sharp, quality where banding would not show.
  await sharp(`${PUBLIC}hero/${slide}.svg`, { density: 72 * SLIDE_SCALE })
    .webp({ quality: 82, effort: 6, smartSubsample: true })
    .toFile(out);
  process.stdout.write(`wrote ${out}\n`);
}

const word = `${PUBLIC}fonts/hindi-word.png`;
await sharp(`${PUBLIC}fonts/hindi-word.svg`).resize({ height: WORD_HEIGHT }).png({ compressionLevel: 9 }).toFile(word);
process.stdout.write(`wrote ${word}\n`);
