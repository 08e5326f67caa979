import { STATIC_PAGE_META } from '@nidra/shared';
import type { CoreTexts } from '@nidra/shared/i18n/texts';
import type { ComponentType } from 'react';
import { AboutUs } from './components/about-us.tsx';
import { PRIVACY_EFFECTIVE_DATE, PrivacyPolicy } from './components/privacy-policy.tsx';
import { RefundPolicy } from './components/refund-policy.tsx';
import { ShippingPolicy } from './components/shipping-policy.tsx';
import { TermsConditions } from './components/terms-conditions.tsx';

type StaticPage = {
  path: string;
  /** The words above the title and the title, from the page's catalogue where it has them. */
  eyebrow: (t: CoreTexts) => string;
  title: (t: CoreTexts) => string;
  lead: string;
  description: string;
  note?: string;
  Content: ComponentType;
};

/** The static pages of spec §2, chosen by path (one route module serves them all). */
const STATIC_PAGES: StaticPage[] = [
  {
    path: '/shipping-policy',
    eyebrow: (t) => t.ourPolicy,
    title: (t) => t.shippingPolicy,
    lead: 'How and when your order travels from our Hyderabad studio to your door.',
    description: STATIC_PAGE_META['/shipping-policy'].description,
    Content: ShippingPolicy,
  },
  {
    path: '/refund-policy',
    eyebrow: (t) => t.ourPolicy,
    title: (t) => t.refundPolicy,
    lead: 'Every sale is final, and we replace anything that reaches you damaged or defective.',
    description: STATIC_PAGE_META['/refund-policy'].description,
    Content: RefundPolicy,
  },
  {
    path: '/privacy-policy',
    eyebrow: (t) => t.ourPolicy,
    title: (t) => t.privacyPolicy,
    lead: 'What we keep about you, why, and how you stay in control.',
    description: STATIC_PAGE_META['/privacy-policy'].description,
    note: `Effective ${PRIVACY_EFFECTIVE_DATE}`,
    Content: PrivacyPolicy,
  },
  {
    path: '/terms-conditions',
    eyebrow: (t) => t.ourPolicy,
    title: (t) => t.termsConditions,
    lead: 'The terms that apply when you shop with Nidra.',
    description: STATIC_PAGE_META['/terms-conditions'].description,
    Content: TermsConditions,
  },
  {
    path: '/about-us',
    eyebrow: (t) => t.aboutUs,
    title: () => 'Made for restful nights',
    lead: 'A small Hyderabad label making soft, breathable nightwear for women across India.',
    description: STATIC_PAGE_META['/about-us'].description,
    Content: AboutUs,
  },
];

export function staticPageFor(pathname: string): StaticPage | undefined {
  const path = pathname.replace(/\/+$/, '');
  return STATIC_PAGES.find((p) => p.path === path);
}
