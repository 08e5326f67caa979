import { productPath, subcategoryPath } from '@nidra/shared';

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
  return `User-agent: *\nAllow: /\n${privatePaths.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

/** The sitemap of the storefront: only public pages and active products. */
export function buildSitemap(
  publicUrl: string,
  subcategories: string[],
  products: { _id: string; productName: string; subcategory: string; updatedAt: Date | string }[],
): string {
  const url = (path: string, lastmod?: Date | string) =>
    `<url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PAGES.map((p) => url(p)),
    ...subcategories.map((s) => url(subcategoryPath(s))),
    ...products.map((p) => url(productPath(p), p.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
