// Draws apps/web/public/hero/og-home.hi.jpg, the Hindi pages' share image: the English og-home.jpg's
// night sky (hero/slide-1.svg, its 1200×630 from (200, 20)) with the store's name and the Hindi home
// title's words in the shop's Devanagari font, laid out as the English words are. Needs Chromium:
//
//   node --import tsx apps/server/scripts/og-image-hi.ts   (CHROMIUM_PATH, default /usr/bin/chromium)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { textsFor } from '@nidra/shared/i18n/texts-for';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const PUBLIC = fileURLToPath(new URL('../../web/public/', import.meta.url));
const NAME = 'निद्रा'; // Nidra: the Sanskrit word for sleep (About Us)
const TAGLINE = textsFor('hi').homeTitle(NAME).split(' — ')[1]; // महिलाओं के नाइटवियर का पूरा स्टोर

const base64 = (file: string) => readFileSync(`${PUBLIC}${file}`).toString('base64');
const page = `<!doctype html><meta charset="utf-8"><style>
  @font-face { font-family: D; src: url(data:font/woff2;base64,${base64('fonts/noto-sans-devanagari-devanagari-400-normal.woff2')}); }
  body { margin: 0; width: 1200px; height: 630px; overflow: hidden; position: relative; }
  img { position: absolute; left: -200px; top: -20px; }
  svg { position: absolute; inset: 0; font-family: D; }
</style>
<img src="data:image/svg+xml;base64,${base64('hero/slide-1.svg')}" width="1600" height="700" alt="">
<svg width="1200" height="630">
  <text x="92" y="292" font-size="92" fill="#fff">${NAME}</text>
  <text x="94" y="368" font-size="36" fill="#f3d9c8">${TAGLINE}</text>
</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await tab.setContent(page);
  await tab.evaluate(() => document.fonts.ready);
  const png = await tab.screenshot({ type: 'png' });
  const out = `${PUBLIC}hero/og-home.hi.jpg`;
  await sharp(png).jpeg({ quality: 82, progressive: true, mozjpeg: true }).toFile(out);
  process.stdout.write(`wrote ${out}\n`);
} finally {
  await browser.close();
}
