import type { CoreTexts } from '@nidra/shared/i18n/texts';
import type { ComponentType } from 'react';

/**
 * One static page of spec §2 in one language. Each language's pages are their own module
 * (static-pages.ts, static-pages.hi.ts) and route module, so a page downloads only its language's bodies.
 */
export type StaticPage = {
  path: string;
  /** The words above the title and the title, from the page's catalogue where it has them. */
  eyebrow: (t: CoreTexts) => string;
  title: (t: CoreTexts) => string;
  lead: string;
  /** The page's meta description; without one it is described as the server does (storefront-pages.ts). */
  description?: string;
  note?: string;
  Content: ComponentType;
};

/** The date both languages' Privacy Policies take effect. */
export const PRIVACY_EFFECTIVE_DATE = '01-Jan-2025';

/** The page of `pages` at `pathname` (a trailing slash allowed). */
export function staticPageAt(pages: StaticPage[], pathname: string): StaticPage | undefined {
  const path = pathname.replace(/\/+$/, '');
  return pages.find((p) => p.path === path);
}
