import type { StoreFacts } from '@nidra/shared/store/store.defaults';
import { SOCIAL_HANDLE, SOCIALS } from './store-socials.ts';

/** Set by vite.config.ts from the STORE_* variables the server reads too (shared defaults otherwise). */
declare const __STORE__: StoreFacts;
// Read once: each mention of a define is replaced by the whole object literal.
const facts: StoreFacts = __STORE__;

/** The store's facts for the footer, contact page, policies and page titles (DESIGN §1: configuration). */
export const STORE = {
  ...facts,
  phoneHref: `tel:${facts.phone.replace(/[^\d+]/g, '')}`,
  hours: 'Monday to Saturday, 10 am – 6 pm IST',
  // The map follows the configured address rather than a fixed place.
  mapEmbedUrl: `https://www.google.com/maps?q=${encodeURIComponent(facts.addressLines.join(', '))}&output=embed`,
  socialHandle: SOCIAL_HANDLE,
  socials: SOCIALS,
};

export type SocialName = (typeof SOCIALS)[number]['name'];
