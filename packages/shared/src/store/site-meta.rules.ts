/** The shop's colour in the browser's chrome and on a phone's splash screen (index.html's theme-color). */
export const THEME_COLOR = '#3f2a4a';
/** The page background behind the splash screen's icon. */
export const BACKGROUND_COLOR = '#fdf6f2';

/** The icons a phone asks for when the shop is added to its home screen (files under apps/web/public). */
export const WEB_APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

type SiteFacts = { name: string; legalName: string; email: string; phone: string; addressLines: string[] };

/** The web app manifest: the store's name, icons and colours; opens on the home page like an app. */
export function webAppManifest(store: Pick<SiteFacts, 'name'>) {
  return {
    name: store.name,
    short_name: store.name,
    description: `${store.name} — nightwear for women`,
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: WEB_APP_ICONS,
  };
}

/**
 * schema.org Organization and WebSite of the home page, with absolute URLs; the WebSite's SearchAction
 * names the store's own search page, so a search engine may offer a search box for it.
 */
export function homeStructuredData(origin: string, store: SiteFacts) {
  const abs = (path: string) => new URL(path, origin).href;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: store.name,
      legalName: store.legalName,
      url: abs('/'),
      logo: abs(WEB_APP_ICONS[1].src),
      email: store.email,
      telephone: store.phone,
      address: { '@type': 'PostalAddress', streetAddress: store.addressLines.join(', '), addressCountry: 'IN' },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: store.name,
      url: abs('/'),
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${abs('/search')}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
