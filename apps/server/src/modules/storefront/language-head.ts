import type { Language } from '@nidra/shared/i18n/languages';
import { LATE_FONT_ID } from '@nidra/shared/page-scripts';

/** The shop's Devanagari face: Noto Sans Devanagari 400 (SIL OFL 1.1, apps/web/public/fonts). */
const FAMILY = 'Nidra Devanagari';

/**
 * A `@font-face` of the family from `src`: its Devanagari letters only (digits, ₹ and Latin stay in the
 * shop's system font), shown at once in the device's Devanagari font until it is in. One weight: bold
 * Devanagari is the browser's synthesized bold of it (a 700 file was a second 54 KB download).
 */
const face = (src: string) =>
  `@font-face{font-family:"${FAMILY}";font-style:normal;font-weight:400;font-display:swap;src:${src};unicode-range:U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+25CC,U+A830-A839,U+A8E0-A8FF}`;

/** The device's own copy: every Android phone has Noto Sans Devanagari. */
const DEVICE_FACE = face('local("Noto Sans Devanagari"),local("NotoSansDevanagari-Regular")');

/** The shop's file, for a device without its own copy. */
const FILE_FACE = face('url("/fonts/noto-sans-devanagari-devanagari-400-normal.woff2") format("woff2")');

/**
 * The shop's sans stack (apps/web/src/styles/shop-theme.css `--font-sans`) with the Devanagari face
 * first, for its letters only.
 */
const SANS = `html:lang(hi){--font-sans:"${FAMILY}",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}`;

/**
 * The headings' serif stack (apps/web/src/styles/shop-theme.css `--font-display`) with the Devanagari
 * face first: the serif faces have no Devanagari, and a browser may have no Devanagari serif to fall
 * back on.
 */
const DISPLAY = `html:lang(hi){--font-display:"${FAMILY}","Iowan Old Style","Palatino Linotype",Palatino,"Book Antiqua",Georgia,serif}`;

/**
 * Letter-spacing pulls a Devanagari word's letters apart and breaks the line joining them (the
 * shirorekha), so the tracked eyebrows and labels (Tailwind's `tracking-*`) keep normal spacing on
 * Hindi pages.
 */
const NO_TRACKING = 'html:lang(hi) [class*="tracking-"]{letter-spacing:normal}';

/**
 * What a language's pages add to their head (ADR 0029). Hindi pages declare the Devanagari face from
 * the device's own copy (found at the first layout: nothing downloaded, nothing laid out twice) and put
 * it first in both font stacks. The face from the shop's 50 KB file waits in a template that the app
 * adds once the first screen is shown, and only where the device has no copy
 * (apps/web/src/lib/late-font.ts): declared from the start, its download shared a slow line with the
 * first screen and put the Hindi home's simulated LCP ~0.5 s and the signed-in cart's ~0.3 s behind
 * the English pages' (bench/README.md). Without script it is declared as a plain style. Never
 * preloaded; English pages name no Devanagari font.
 */
export function languageHeads(): Record<Language, string> {
  const file = `<style>${FILE_FACE}</style>`;
  return {
    en: '',
    hi: `<style>${DEVICE_FACE}${SANS}${DISPLAY}${NO_TRACKING}</style><template id="${LATE_FONT_ID}" data-family="${FAMILY}">${file}</template><noscript>${file}</noscript>`,
  };
}

/** The page shell's opening in a language: `<html lang="hi">` for Hindi. */
export function htmlLangIn(before: string, lang: Language): string {
  return lang === 'en' ? before : before.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
}
