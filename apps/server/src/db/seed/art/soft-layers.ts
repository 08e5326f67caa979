import sharp from 'sharp';
import { GARMENTS, type Silhouette } from './garments.ts';

/** Blurred shadow and fold layers as PNG data URIs, in the garment's 960 × 1200 space. */
export type SoftLayers = { shadow: string; folds: string; drape: string };

const cache = new Map<string, Promise<SoftLayers>>();

/**
 * SVG blur filters cost ~0.5 s per picture in librsvg. These layers depend only on the shape, so
 * they are drawn once per silhouette at a quarter (shadow) or half (folds) of the size, blurred by
 * sharp and scaled up by the SVG renderer, which keeps them soft and costs a few milliseconds.
 */
export function softLayers(silhouette: Silhouette): Promise<SoftLayers> {
  let layers = cache.get(silhouette);
  if (!layers) {
    layers = draw(silhouette);
    cache.set(silhouette, layers);
  }
  return layers;
}

async function layer(body: string, scale: number, sigma: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${960 * scale}" height="${1200 * scale}" viewBox="0 0 960 1200">${body}</svg>`;
  const png = await sharp(Buffer.from(svg)).blur(sigma).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function draw(silhouette: Silhouette): Promise<SoftLayers> {
  const g = GARMENTS[silhouette];
  const union = g.pieces.map((d) => `<path d="${d}"/>`).join('');
  const folds = g.folds.join(' ');
  const [shadow, foldLayer, drape] = await Promise.all([
    layer(`<g fill="#000" fill-opacity=".24" transform="translate(16 24)">${union}</g>`, 0.25, 3.5),
    layer(
      `<path d="${folds}" fill="none" stroke="#000" stroke-opacity=".17" stroke-width="18" stroke-linecap="round"/>` +
        `<path d="${folds}" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="8" stroke-linecap="round" transform="translate(14 0)"/>`,
      0.5,
      3.5,
    ),
    layer(
      '<path d="M-80 330C220 250 560 470 1040 300M-80 760C300 660 620 880 1040 700" fill="none" stroke="#000" stroke-opacity=".14" stroke-width="120"/>' +
        '<path d="M-80 240C220 160 560 380 1040 210M-80 670C300 570 620 790 1040 610" fill="none" stroke="#fff" stroke-opacity=".2" stroke-width="70"/>',
      0.25,
      10,
    ),
  ]);
  return { shadow, folds: foldLayer, drape };
}
