import { imageFallback, imageSrcSet } from '@nidra/shared';
import { OG_LOCALES, pathIn } from '@nidra/shared/i18n/language-path';
import { LANGUAGES, type Language } from '@nidra/shared/i18n/languages';
import { escapeHtml } from '../../lib/escape-html.ts';

/** The head of one storefront page as the server answers it, before it becomes HTML. */
export type PageHead = {
  /** The page's language: its URL's prefix (`/hi/`), `<html lang>` and og:locale (ADR 0029). */
  lang: Language;
  status: 200 | 404;
  title: string;
  description: string;
  /**
   * Path of the page's one address, as the English page writes it (the page's own language adds its
   * prefix); absent on the 404 page, which has none.
   */
  canonicalPath?: string;
  ogType: 'website' | 'product';
  /** Site path of the sharing picture. */
  image: string;
  structuredData: object[];
  /** The page's largest picture (LCP), fetched before the script that renders it has loaded. */
  preloadImage?: { path: string; sizes: string };
  /** Pictures chosen by the screen's width (home's hero artwork), preloaded the same way. */
  preloadArtwork?: { href: string; media: string }[];
};

/** `<` escaped so no text in the data can close the script element. */
const jsonForScript = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * The title, description, canonical, the page's address in every language (hreflang, x-default the
 * English one), Open Graph, Twitter, JSON-LD and preload tags, with absolute URLs.
 */
export function renderPageHead(head: PageHead, origin: string, storeName: string): string {
  const title = head.title.includes(storeName) ? head.title : `${head.title} | ${storeName}`;
  const abs = (path: string) => new URL(path, origin).href;
  const own = head.canonicalPath ? pathIn(head.lang, head.canonicalPath) : undefined;
  const alternate = (hreflang: string, path: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(abs(path))}" />`;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    own ? `<link rel="canonical" href="${escapeHtml(abs(own))}" />` : '',
    ...(head.canonicalPath
      ? [
          ...LANGUAGES.map((lang) => alternate(lang, pathIn(lang, head.canonicalPath!))),
          alternate('x-default', head.canonicalPath),
        ]
      : []),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:locale', OG_LOCALES[head.lang]),
    ...LANGUAGES.filter((lang) => lang !== head.lang).map((lang) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[lang]),
    ),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    own ? meta('property', 'og:url', abs(own)) : '',
    meta('property', 'og:image', abs(head.image)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', abs(head.image)),
    head.status === 404 ? meta('name', 'robots', 'noindex') : '',
    head.preloadImage ? preloadLink(head.preloadImage) : '',
    ...(head.preloadArtwork ?? []).map(
      (a) =>
        `<link rel="preload" as="image" href="${escapeHtml(a.href)}" media="${escapeHtml(a.media)}" fetchpriority="high" />`,
    ),
    ...head.structuredData.map((d) => `<script type="application/ld+json">${jsonForScript(d)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** Same URL, srcset and sizes as the page's `<img>`, so the browser reuses the preloaded file. */
function preloadLink({ path, sizes }: { path: string; sizes: string }): string {
  return `<link rel="preload" as="image" href="${escapeHtml(imageFallback(path))}" imagesrcset="${escapeHtml(imageSrcSet(path))}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`;
}
