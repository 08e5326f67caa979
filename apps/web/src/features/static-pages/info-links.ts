/** The links beside every static page. */
export const INFO_LINKS = [
  { to: '/about-us', labelKey: 'aboutUs' },
  { to: '/contact-us', labelKey: 'contactUs' },
  { to: '/terms-conditions', labelKey: 'termsConditions' },
  { to: '/privacy-policy', labelKey: 'privacyPolicy' },
  { to: '/refund-policy', labelKey: 'refundPolicy' },
  { to: '/shipping-policy', labelKey: 'shippingPolicy' },
] as const;
