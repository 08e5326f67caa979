import type { Language } from '@nidra/shared/i18n/languages';
import { LATE_STYLES_ID } from '@nidra/shared/page-scripts';

/** The Devanagari font's `@font-face` (apps/web/public/fonts/devanagari.css). */
const FONT_CSS = '/fonts/devanagari.css';

/**
 * The shop's sans stack (apps/web/src/styles/shop-theme.css `--font-sans`) with the Devanagari face
 * first, for its letters only.
 */
const SANS =
  'html:lang(hi){--font-sans:"Nidra Devanagari",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}';

/**
 * The headings' serif stack (apps/web/src/styles/shop-theme.css `--font-display`) with the Devanagari
 * face first: the serif faces have no Devanagari, and a browser may have no Devanagari serif to fall
 * back on.
 */
const DISPLAY =
  'html:lang(hi){--font-display:"Nidra Devanagari","Iowan Old Style","Palatino Linotype",Palatino,"Book Antiqua",Georgia,serif}';

/**
 * Letter-spacing pulls a Devanagari word's letters apart and breaks the line joining them (the
 * shirorekha), so the tracked eyebrows and labels (Tailwind's `tracking-*`) keep normal spacing on
 * Hindi pages.
 */
const NO_TRACKING = 'html:lang(hi) [class*="tracking-"]{letter-spacing:normal}';

/**
 * What a language's pages add to their head (ADR 0029). Hindi pages put the Devanagari face first in
 * both font stacks and name its stylesheet in a template that the app adds once the first screen is
 * shown (apps/web/src/lib/late-styles.ts): until then the text shows in the device's own Devanagari
 * font (every phone has one), and the 50 KB file never shares a slow line with the first screen.
 * Declared inline from the start, the font's download put the Hindi home's simulated LCP ~0.5 s and
 * the client-drawn cart's ~0.3 s behind the English pages' (bench/README.md). Without script the
 * stylesheet loads as a plain link. Never preloaded; English pages never load it.
 */
export function languageHeads(): Record<Language, string> {
  const link = `<link rel="stylesheet" href="${FONT_CSS}">`;
  return {
    en: '',
    hi: `<style>${SANS}${DISPLAY}${NO_TRACKING}</style><template id="${LATE_STYLES_ID}">${link}</template><noscript>${link}</noscript>`,
  };
}

/** The page shell's opening in a language: `<html lang="hi">` for Hindi. */
export function htmlLangIn(before: string, lang: Language): string {
  return lang === 'en' ? before : before.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
}
