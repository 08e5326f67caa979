import { productPath, subcategoryPath } from '@nidra/shared';
import { pathIn } from '@nidra/shared/i18n/language-path';
import { LANGUAGES } from '@nidra/shared/i18n/languages';

/** Client routes of the storefront that search engines may index (spec §2). */
const STATIC_PAGES = [
  '/',
  '/about-us',
  '/contact-us',
  '/terms-conditions',
  '/privacy-policy',
  '/shipping-policy',
  '/refund-policy',
];

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Allows everything except the private screens; points crawlers at the sitemap. */
export function buildRobots(publicUrl: string): string {
  const privatePaths = [
    '/admin',
    '/cart',
    '/checkout',
    '/orders',
    '/returns',
    '/address',
    '/change-password',
    '/reset-password',
  ];
  const everyLanguage = privatePaths.flatMap((p) => (p === '/admin' ? [p] : LANGUAGES.map((lang) => pathIn(lang, p))));
  return `User-agent: *\nAllow: /\n${everyLanguage.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

/**
 * The sitemap of the storefront: only public pages and active products, each in every language
 * (`/` and `/hi/`, ADR 0029), every entry naming all of its languages' addresses (hreflang).
 */
export function buildSitemap(
  publicUrl: string,
  subcategories: string[],
  products: { _id: string; productName: string; subcategory: string; updatedAt: Date | string }[],
): string {
  const loc = (path: string) => escapeXml(publicUrl + path);
  const alternates = (path: string) =>
    [
      ...LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${loc(pathIn(lang, path))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${loc(path)}"/>`,
    ].join('');
  const url = (path: string, lastmod?: Date | string) =>
    LANGUAGES.map(
      (lang) =>
        `<url><loc>${loc(pathIn(lang, path))}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}${alternates(path)}</url>`,
    ).join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...STATIC_PAGES.map((p) => url(p)),
    ...subcategories.map((s) => url(subcategoryPath(s))),
    ...products.map((p) => url(productPath(p), p.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
