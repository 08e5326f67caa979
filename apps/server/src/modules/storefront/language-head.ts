import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@nidra/shared/i18n/languages';

const FONT_CSS = 'fonts/devanagari.css';
/**
 * The headings' serif stack (apps/web/src/index.css `--font-display`) with the Devanagari face first:
 * the serif faces have no Devanagari, and a browser may have no Devanagari serif to fall back on.
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
 * What a language's pages add to their head (ADR 0029). Hindi pages carry the Devanagari font's rules
 * inline (font-display: swap, Devanagari letters only, a phone's own copy first). The file is not
 * preloaded: on a slow line a preloaded 50 KB font shares the first paint's bandwidth (simulated LCP of
 * the Hindi home and list ~2.0 s with it, ~1.5 s without), and a phone with the font never needs it.
 * English pages never load it.
 */
export function loadLanguageHeads(webDist: string, webSource: string): Record<Language, string> {
  const built = path.join(webDist, FONT_CSS);
  const css = readFileSync(existsSync(built) ? built : path.join(webSource, 'public', FONT_CSS), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,])\s*/g, '$1')
    .trim();
  return {
    en: '',
    hi: `<style>${css}${DISPLAY}${NO_TRACKING}</style>`,
  };
}

/** The page shell's opening in a language: `<html lang="hi">` for Hindi. */
export function htmlLangIn(before: string, lang: Language): string {
  return lang === 'en' ? before : before.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
}
