import { messages } from '@nidra/shared';
import type { ComponentType } from 'react';
import { AboutUs } from './components/about-us.tsx';
import { PRIVACY_EFFECTIVE_DATE, PrivacyPolicy } from './components/privacy-policy.tsx';
import { RefundPolicy } from './components/refund-policy.tsx';
import { ShippingPolicy } from './components/shipping-policy.tsx';
import { TermsConditions } from './components/terms-conditions.tsx';

export type StaticPage = {
  path: string;
  eyebrow: string;
  title: string;
  lead: string;
  description: string;
  note?: string;
  Content: ComponentType;
};

/** The static pages of spec §2, chosen by path (one route module serves them all). */
export const STATIC_PAGES: StaticPage[] = [
  {
    path: '/shipping-policy',
    eyebrow: messages.ourPolicy,
    title: messages.shippingPolicy,
    lead: 'How and when your order travels from our Hyderabad studio to your door.',
    description:
      'Nidra ships across India: orders are processed within 2 business days, then 7–10 business days in transit. See the shipping fee by number of items.',
    Content: ShippingPolicy,
  },
  {
    path: '/refund-policy',
    eyebrow: messages.ourPolicy,
    title: messages.refundPolicy,
    lead: 'Every sale is final, and we replace anything that reaches you damaged or defective.',
    description:
      'Nidra does not offer refunds or returns; damaged or defective products are replaced when reported within 7 days of delivery with an unboxing video.',
    Content: RefundPolicy,
  },
  {
    path: '/privacy-policy',
    eyebrow: messages.ourPolicy,
    title: messages.privacyPolicy,
    lead: 'What we keep about you, why, and how you stay in control.',
    description:
      'How Nidra keeps and uses your name, email, phone number, addresses and orders. Payments are handled by PhonePe.',
    note: `Effective ${PRIVACY_EFFECTIVE_DATE}`,
    Content: PrivacyPolicy,
  },
  {
    path: '/terms-conditions',
    eyebrow: messages.ourPolicy,
    title: messages.termsConditions,
    lead: 'The terms that apply when you shop with Nidra.',
    description:
      'Terms of sale at Nidra: prices in ₹ inclusive of GST, orders subject to availability, governed by the laws of India.',
    Content: TermsConditions,
  },
  {
    path: '/about-us',
    eyebrow: messages.aboutUs,
    title: 'Made for restful nights',
    lead: 'A small Hyderabad label making soft, breathable nightwear for women across India.',
    description:
      "The story of Nidra, a women's nightwear label from Hyderabad making soft, breathable nighties and night suits.",
    Content: AboutUs,
  },
];

export function staticPageFor(pathname: string): StaticPage | undefined {
  const path = pathname.replace(/\/+$/, '');
  return STATIC_PAGES.find((p) => p.path === path);
}
