import { AboutUsHi } from './components/hi/about-us.hi.tsx';
import { PrivacyPolicyHi } from './components/hi/privacy-policy.hi.tsx';
import { RefundPolicyHi } from './components/hi/refund-policy.hi.tsx';
import { ShippingPolicyHi } from './components/hi/shipping-policy.hi.tsx';
import { TermsConditionsHi } from './components/hi/terms-conditions.hi.tsx';
import { PRIVACY_EFFECTIVE_DATE, type StaticPage, staticPageAt } from './static-page.ts';

/**
 * The static pages in Hindi (ADR 0029), by path: written as pages for Hindi readers, not sentence by
 * sentence; the policies say what the English ones say. The headings' page names come from the
 * catalogue; About Us has its own title. No description: the server's (storefront-pages.ts) is used.
 */
const HINDI_PAGES: StaticPage[] = [
  {
    path: '/shipping-policy',
    eyebrow: (t) => t.ourPolicy,
    title: (t) => t.shippingPolicy,
    lead: 'आपका ऑर्डर हमारे हैदराबाद स्टूडियो से आपके दरवाज़े तक कैसे और कब पहुँचता है।',
    Content: ShippingPolicyHi,
  },
  {
    path: '/refund-policy',
    eyebrow: (t) => t.ourPolicy,
    title: (t) => t.refundPolicy,
    lead: 'हर बिक्री अंतिम है, और जो भी ख़राब या डिफ़ेक्टिव पहुँचे, उसे हम बदल देते हैं।',
    Content: RefundPolicyHi,
  },
  {
    path: '/privacy-policy',
    eyebrow: (t) => t.ourPolicy,
    title: (t) => t.privacyPolicy,
    lead: 'हम आपके बारे में क्या रखते हैं, क्यों रखते हैं, और नियंत्रण आपके हाथ में कैसे रहता है।',
    note: `प्रभावी तारीख़: ${PRIVACY_EFFECTIVE_DATE}`,
    Content: PrivacyPolicyHi,
  },
  {
    path: '/terms-conditions',
    eyebrow: (t) => t.ourPolicy,
    title: (t) => t.termsConditions,
    lead: 'Nidra से ख़रीदारी करते समय लागू होने वाली शर्तें।',
    Content: TermsConditionsHi,
  },
  {
    path: '/about-us',
    eyebrow: (t) => t.aboutUs,
    title: () => 'चैन की रातों के लिए बना',
    lead: 'हैदराबाद का एक छोटा ब्रांड, जो पूरे भारत की महिलाओं के लिए मुलायम, हवादार नाइटवियर बनाता है।',
    Content: AboutUsHi,
  },
];

export const hindiPageFor = (pathname: string) => staticPageAt(HINDI_PAGES, pathname);
