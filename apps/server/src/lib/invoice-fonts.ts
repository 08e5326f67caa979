import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Helvetica (built into every PDF reader) has no rupee sign (U+20B9). We embed a system TrueType font
// that has it when one is installed (Debian: fonts-noto-core or fonts-dejavu-core), subset by pdfkit,
// and nothing is copied into the repository. Without one we use Helvetica and write "Rs." everywhere,
// so an invoice never mixes the two and never shows a missing-glyph box.
const CANDIDATES: ReadonlyArray<readonly [regular: string, bold: string]> = [
  ['/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf', '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf'],
  ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
  ['/usr/share/fonts/noto/NotoSans-Regular.ttf', '/usr/share/fonts/noto/NotoSans-Bold.ttf'],
  ['/usr/share/fonts/TTF/DejaVuSans.ttf', '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf'],
  ['/usr/share/fonts/dejavu/DejaVuSans.ttf', '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf'],
];

/** A font parsed by fontkit; pdfkit takes it in place of a file or Buffer and does not parse it again. */
export type ParsedFont = { layout: (...args: never[]) => unknown };

export type InvoiceFonts = {
  regular: string | Buffer | ParsedFont;
  bold: string | Buffer | ParsedFont;
  /** "₹" with an embedded font, "Rs." with Helvetica. */
  currency: string;
  /** Noto Sans Devanagari (its Devanagari subset) for the Hindi headings; absent, the invoice is English only. */
  hindi?: { regular: ParsedFont; bold: ParsedFont };
};

export const BUILTIN_FONTS: InvoiceFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', currency: 'Rs.' };

let found: InvoiceFonts | undefined;

/**
 * The first installed font pair with a rupee sign, read and parsed once per thread (given a Buffer,
 * pdfkit would parse the whole font again for every document, about two thirds of a render); Helvetica
 * and "Rs." otherwise.
 */
export function invoiceFonts(): InvoiceFonts {
  if (found) return found;
  const pair = CANDIDATES.find(([regular, bold]) => existsSync(regular) && existsSync(bold));
  const base = pair ? { regular: parse(pair[0]), bold: parse(pair[1]), currency: '₹' } : BUILTIN_FONTS;
  const hindi = devanagariFonts();
  found = hindi ? { ...base, hindi } : base;
  return found;
}

/**
 * The Devanagari font the Hindi headings are drawn in: Noto Sans Devanagari from the
 * @fontsource/noto-sans-devanagari package (its Devanagari subset, WOFF; fontkit shapes conjuncts,
 * vowel signs and reph, pdfkit embeds only the glyphs used). Undefined if the package is missing.
 */
function devanagariFonts(): InvoiceFonts['hindi'] {
  try {
    return { regular: parse(devanagariFontFile(400)), bold: parse(devanagariFontFile(700)) };
  } catch {
    return undefined;
  }
}

/**
 * The path of the package's Noto Sans Devanagari WOFF (its Devanagari subset) in `weight`; throws if the
 * package is missing. The benches also give it to their Chromium as the phone's own font.
 */
export function devanagariFontFile(weight: 400 | 700): string {
  return createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
  );
}

/** fontkit as pdfkit itself loads it (pdfkit's own dependency, resolved from pdfkit). */
function parse(file: string): ParsedFont {
  const fromPdfkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'));
  const fontkit = fromPdfkit('fontkit') as { create: (data: Buffer) => ParsedFont };
  return fontkit.create(readFileSync(file));
}
