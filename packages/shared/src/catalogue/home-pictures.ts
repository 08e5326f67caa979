import type { Language } from '../i18n/language-list.ts';

/*
 * The home page's pictures, apart from the page rules every page loads: only the home page's own
 * script and the server's head read them.
 */

/**
 * The home carousel's first picture, the home page's largest on every screen: the phone artwork up
 * to 639 px wide, the wide one above. The server preloads the one that fits the screen.
 */
export const HOME_HERO_PICTURE = {
  wide: '/hero/slide-1.webp',
  phone: '/hero/slide-1-phone.webp',
  phoneMedia: '(max-width: 639px)',
  wideMedia: '(min-width: 640px)',
} as const;

/**
 * The share picture (`og:image`, 1200×630) of the pages without one of their own: the home artwork
 * with the store's name and what it sells, in the page's language (og-home.hi.jpg is drawn by
 * apps/server/scripts/og-image-hi.ts).
 */
export const HOME_SHARE_IMAGE: Record<Language, string> = { en: '/hero/og-home.jpg', hi: '/hero/og-home.hi.jpg' };
