import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@nidra/shared/i18n/language-list';
import { pathIn } from '@nidra/shared/i18n/language-path';
import { useLocation } from '../../../lib/router.tsx';
import { useLanguage, useTexts } from '../../../lib/texts.tsx';
import { setLanguage } from '../api/set-language.ts';

/**
 * "English | हिन्दी" (ADR 0029): the page's language is marked, the other is a link to the same page in
 * that language. Choosing it first remembers the choice (cookie, and the account when signed in), then
 * loads that page, which the server renders in its language.
 */
export function LanguageSwitch({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const lang = useLanguage();
  const t = useTexts();
  const { pathname, search, hash } = useLocation();
  const link =
    tone === 'light'
      ? 'text-plum-100 underline-offset-4 hover:text-white hover:underline'
      : 'text-plum-900 underline-offset-4 hover:underline';
  const choose = (other: Language, href: string) => (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    void setLanguage(other)
      .catch(() => undefined)
      .then(() => window.location.assign(href));
  };
  return (
    <nav aria-label={t.languageSwitchLabel} className="flex items-center gap-1.5 text-sm leading-normal">
      {LANGUAGES.map((other, i) => {
        const href = pathIn(other, `${pathname}${search}${hash}`);
        return (
          <span key={other} className="flex items-center gap-1.5">
            {i > 0 && (
              <span aria-hidden="true" className={tone === 'light' ? 'text-plum-300' : 'text-plum-300'}>
                |
              </span>
            )}
            {other === lang ? (
              <span lang={other} aria-current="true" className="font-semibold">
                {LANGUAGE_NAMES[other]}
              </span>
            ) : (
              <a href={href} lang={other} hrefLang={other} onClick={choose(other, href)} className={`rounded ${link}`}>
                {other === 'hi' ? <HindiWord /> : LANGUAGE_NAMES[other]}
              </a>
            )}
          </span>
        );
      })}
    </nav>
  );
}

/**
 * "हिन्दी" on a page that does not load the Devanagari font (every English page): the word drawn from
 * Noto Sans Devanagari's outlines (public/fonts/hindi-word.svg, shaped once) in the link's colour, so
 * it reads the same on a computer without a Devanagari font; its text stays for screen readers. The
 * mask is those outlines drawn as a picture (hindi-word.png, by apps/server/scripts/raster-art.ts): an
 * SVG picture is a document of its own, built on the page's main thread as it loads (ADR 0028).
 */
function HindiWord() {
  return (
    <>
      <span className="sr-only">{LANGUAGE_NAMES.hi}</span>
      <span
        aria-hidden="true"
        className="inline-block h-[1.04em] w-[1.9em] bg-current align-[-0.14em]"
        style={{ mask: 'url(/fonts/hindi-word.png) no-repeat center / contain' }}
      />
    </>
  );
}
