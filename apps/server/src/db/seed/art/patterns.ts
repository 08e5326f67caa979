import type { Palette } from './palettes.ts';

/** The prints the generated pictures use; `label` goes into the product name ('' for plain satin). */
export const PRINTS = {
  floral: 'Floral',
  polka: 'Polka Dot',
  stripes: 'Striped',
  checks: 'Checked',
  leaves: 'Leaf Print',
  buti: 'Paisley Buti',
  moon: 'Moon & Stars',
  solid: '',
} as const;
export type Print = keyof typeof PRINTS;

const f = (n: number) => Math.round(n * 10) / 10;

function flower(cx: number, cy: number, r: number, petal: string, centre: string): string {
  let s = '';
  for (let k = 0; k < 5; k++) {
    s += `<ellipse cx="${cx}" cy="${f(cy - r * 0.62)}" rx="${f(r * 0.46)}" ry="${f(r * 0.62)}" fill="${petal}" transform="rotate(${k * 72} ${cx} ${cy})"/>`;
  }
  return `${s}<circle cx="${cx}" cy="${cy}" r="${f(r * 0.3)}" fill="${centre}"/>`;
}

function leaf(x: number, y: number, rot: number, size: number, fill: string, rib: string): string {
  const t = `translate(${x} ${y}) rotate(${rot}) scale(${size})`;
  return (
    `<g transform="${t}"><path d="M0 0C10-14 34-16 50 0C34 16 10 14 0 0Z" fill="${fill}"/>` +
    `<path d="M2 0H44" stroke="${rib}" stroke-width="1.6" stroke-opacity=".6"/></g>`
  );
}

function star(x: number, y: number, r: number, fill: string): string {
  const pts: string[] = [];
  for (let k = 0; k < 10; k++) {
    const rr = k % 2 === 0 ? r : r * 0.45;
    const a = (Math.PI / 5) * k - Math.PI / 2;
    pts.push(`${f(x + rr * Math.cos(a))},${f(y + rr * Math.sin(a))}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
}

/** A paisley (buta) with a curled tip, its inner outline and a dot: the classic Indian buti. */
const PAISLEY =
  'M2 20C-12 20-19 9-18-2C-17-13-9-20 0-24C8-27 14-31 15-37C20-30 19-22 13-16C21-10 22 4 14 13C11 17 7 20 2 20Z';
function paisley(x: number, y: number, rot: number, fill: string, line: string): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="${PAISLEY}" fill="${fill}"/>` +
    `<path d="${PAISLEY}" fill="none" stroke="${line}" stroke-width="2.2" transform="translate(0 2) scale(.62)"/>` +
    `<circle cx="-1" cy="5" r="3.2" fill="${line}"/><circle cx="-24" cy="-6" r="2" fill="${fill}"/><circle cx="-22" cy="6" r="1.6" fill="${fill}"/></g>`
  );
}

/** The tile of one print, drawn in the palette's colours. */
function tile(print: Print, p: Palette): { size: number; body: string } {
  switch (print) {
    case 'floral':
      return {
        size: 140,
        body:
          leaf(44, 56, 35, 0.55, p.leaf, p.base) +
          leaf(20, 30, 200, 0.45, p.leaf, p.base) +
          flower(34, 36, 20, p.a1, p.a2) +
          leaf(112, 118, 215, 0.5, p.leaf, p.base) +
          flower(104, 104, 15, p.a2, p.a1) +
          `<circle cx="96" cy="34" r="4" fill="${p.a1}"/><circle cx="30" cy="112" r="3.5" fill="${p.a2}"/>` +
          `<circle cx="66" cy="80" r="2.5" fill="${p.leaf}"/>`,
      };
    case 'polka':
      return {
        size: 64,
        body: `<circle cx="16" cy="16" r="8" fill="${p.a1}"/><circle cx="48" cy="48" r="8" fill="${p.a1}"/><circle cx="48" cy="16" r="2.5" fill="${p.a2}"/><circle cx="16" cy="48" r="2.5" fill="${p.a2}"/>`,
      };
    case 'stripes':
      return {
        size: 60,
        body: `<rect x="0" width="20" height="60" fill="${p.a1}" opacity=".85"/><rect x="36" width="4" height="60" fill="${p.a2}"/>`,
      };
    case 'checks':
      return {
        size: 72,
        body:
          `<rect width="36" height="72" fill="${p.a1}" opacity=".4"/><rect width="72" height="36" fill="${p.a1}" opacity=".4"/>` +
          `<rect x="53" width="3" height="72" fill="${p.a2}" opacity=".7"/><rect y="53" width="72" height="3" fill="${p.a2}" opacity=".7"/>`,
      };
    case 'leaves':
      return {
        size: 160,
        body:
          leaf(10, 40, -35, 1.1, p.leaf, p.a1) +
          leaf(90, 30, 40, 0.9, p.a2, p.a1) +
          leaf(60, 120, -120, 1, p.leaf, p.a1) +
          leaf(150, 110, 160, 0.8, p.a2, p.a1) +
          `<circle cx="120" cy="70" r="4" fill="${p.a1}"/><circle cx="30" cy="140" r="3" fill="${p.a1}"/>`,
      };
    case 'buti':
      return {
        size: 124,
        body:
          paisley(36, 48, -15, p.a1, p.a2) +
          paisley(92, 80, 165, p.a2, p.a1) +
          `<circle cx="96" cy="22" r="3" fill="${p.a1}"/><circle cx="28" cy="104" r="3" fill="${p.a2}"/>`,
      };
    case 'moon':
      return {
        size: 120,
        body:
          `<circle cx="34" cy="36" r="17" fill="${p.a1}"/><circle cx="42" cy="30" r="15" fill="${p.base}"/>` +
          star(92, 84, 11, p.a2) +
          star(90, 26, 5, p.a1) +
          star(26, 96, 6, p.a2) +
          `<circle cx="64" cy="60" r="2.5" fill="${p.a1}"/><circle cx="110" cy="116" r="2" fill="${p.a1}"/>`,
      };
    case 'solid':
      return { size: 40, body: '' };
  }
}

/** An SVG <pattern> filling garments with the print. */
export function patternDef(id: string, print: Print, p: Palette, scale = 1, rotate = 0): string {
  const t = tile(print, p);
  return (
    `<pattern id="${id}" width="${t.size}" height="${t.size}" patternUnits="userSpaceOnUse" ` +
    `patternTransform="rotate(${rotate}) scale(${scale})"><rect width="${t.size}" height="${t.size}" fill="${p.base}"/>${t.body}</pattern>`
  );
}
