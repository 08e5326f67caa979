import { GARMENTS, type Silhouette } from './garments.ts';
import type { Palette } from './palettes.ts';
import { type Print, patternDef } from './patterns.ts';
import type { SoftLayers } from './soft-layers.ts';

/** Front and back on the hanger, a neckline close-up and a fabric swatch: the 4 pictures of a design. */
export type View = 'front' | 'back' | 'detail' | 'fabric';
type Artwork = { silhouette: Silhouette; print: Print; palette: Palette };

const W = 960;
const H = 1200;

function defs(a: Artwork, printScale: number): string {
  const p = a.palette;
  const sheen = p.satin ? [0.42, 0.16] : [0.1, 0.05];
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset=".45" stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#000" stop-opacity=".2"/><stop offset=".2" stop-color="#000" stop-opacity="0"/>
<stop offset=".45" stop-color="#fff" stop-opacity=".12"/><stop offset=".75" stop-color="#000" stop-opacity="0"/>
<stop offset="1" stop-color="#000" stop-opacity=".24"/></linearGradient>
<linearGradient id="sheen" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="380" y2="210" spreadMethod="reflect">
<stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".45" stop-color="#fff" stop-opacity="${sheen[0]}"/>
<stop offset=".6" stop-color="#fff" stop-opacity="${sheen[1]}"/><stop offset="1" stop-color="#000" stop-opacity=".1"/></linearGradient>
<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9b48a"/><stop offset="1" stop-color="#a8794d"/></linearGradient>
<linearGradient id="drape" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="120" y2="300" spreadMethod="reflect"><stop offset="0" stop-color="#fff" stop-opacity=".1"/><stop offset="1" stop-color="#000" stop-opacity=".08"/></linearGradient>
${patternDef('print', a.print, p, printScale)}
</defs>`;
}

function hanger(kind: 'wood' | 'clip'): string {
  const hook =
    '<path d="M480 116V74C480 52 500 42 516 50C530 58 530 76 516 84" fill="none" stroke="#a9a9b0" stroke-width="7" stroke-linecap="round"/>';
  if (kind === 'clip')
    return (
      hook.replace('M480 116', 'M480 150') +
      '<path d="M290 150H670" stroke="#8d8d95" stroke-width="10" stroke-linecap="round"/>' +
      '<rect x="324" y="140" width="34" height="78" rx="5" fill="#b8b8c0"/><rect x="602" y="140" width="34" height="78" rx="5" fill="#b8b8c0"/>'
    );
  return `${hook}<path d="M480 112L258 194Q244 202 258 208L702 208Q716 202 702 194Z" fill="url(#wood)"/>`;
}

/** The garment on its hanger with shadow, print, shading, folds and trims. */
function figure(a: Artwork, back: boolean, layers: SoftLayers): string {
  const g = GARMENTS[a.silhouette];
  const k = {
    trim: a.palette.trim,
    base: a.palette.base,
    accent: a.palette.a2,
    lace: a.palette.satin === true || a.print === 'floral',
  };
  const all = back ? g.pieces : [...g.pieces, ...(g.frontPieces ?? [])];
  const union = all.map((d) => `<path d="${d}"/>`).join('');
  // From the back the neckline is high: the back panel fills what the front view shows as its inside.
  const inner =
    !g.inner || (back && g.openFront)
      ? ''
      : back
        ? `<path d="${g.inner}" fill="url(#print)"/><path d="${g.inner}" fill="#000" opacity=".06"/>`
        : `<path d="${g.inner}" fill="${a.palette.base}"/><path d="${g.inner}" fill="#000" opacity=".28"/>`;
  const pieces = all
    .map(
      (d) =>
        `<path d="${d}" fill="url(#print)"/><path d="${d}" fill="url(#shade)"/>` +
        (a.palette.satin ? `<path d="${d}" fill="url(#sheen)"/>` : '') +
        `<path d="${d}" fill="none" stroke="#000" stroke-opacity=".14" stroke-width="2"/>`,
    )
    .join('');
  return `<clipPath id="body">${union}</clipPath>
<g transform="translate(480 40) scale(${g.scale}) translate(-480 -40)">
${hanger(g.hanger)}
<image href="${layers.shadow}" width="${W}" height="${H}" preserveAspectRatio="none"/>
${back ? '' : inner}
${pieces}
${back ? inner : ''}
<g clip-path="url(#body)"><image href="${layers.folds}" width="${W}" height="${H}" preserveAspectRatio="none"/></g>
${g.trims(k, back)}
</g>`;
}

/** A close-up of the cloth: the print enlarged, draped in soft diagonal folds, with the hem trim. */
function fabric(a: Artwork, layers: SoftLayers): string {
  const trim = a.palette.trim;
  return `<rect width="${W}" height="${H}" fill="url(#print)"/>
<rect width="${W}" height="${H}" fill="url(#sheen)"/>
<rect width="${W}" height="${H}" fill="url(#drape)"/>
<image href="${layers.drape}" width="${W}" height="${H}" preserveAspectRatio="none"/>
<path d="M-20 1010C300 960 640 1060 980 990" fill="none" stroke="${trim}" stroke-width="26"/>
<path d="M-20 1010C300 960 640 1060 980 990" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="3" stroke-dasharray="10 8" transform="translate(0 -6)"/>`;
}

/** SVG markup for one picture; `square` frames it 1:1 for subcategory cards. */
export function artworkSvg(a: Artwork, view: View, layers: SoftLayers, square = false): string {
  const isFabric = view === 'fabric';
  let viewBox = `0 0 ${W} ${H}`;
  if (square) viewBox = `-120 0 ${H} ${H}`;
  if (view === 'detail') {
    const s = GARMENTS[a.silhouette].scale;
    const top = a.silhouette === 'pants' ? 150 : a.silhouette === 'cami' ? 200 : 130;
    viewBox = `${480 - 240 * s} ${40 + (top - 40) * s} ${480 * s} ${600 * s}`;
  }
  const body = isFabric ? fabric(a, layers) : figure(a, view === 'back', layers);
  const size = square ? `width="${H}" height="${H}"` : `width="${W}" height="${H}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="${viewBox}">${defs(a, isFabric ? 2.4 : 1)}
<rect x="-200" y="-200" width="${W + 400}" height="${H + 400}" fill="url(#bg)"/>
${body}</svg>`;
}
