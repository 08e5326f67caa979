import { messages } from '@nidra/shared';

/** The links beside every static page. */
export const INFO_LINKS = [
  { to: '/about-us', label: messages.aboutUs },
  { to: '/contact-us', label: messages.contactUs },
  { to: '/terms-conditions', label: messages.termsConditions },
  { to: '/privacy-policy', label: messages.privacyPolicy },
  { to: '/refund-policy', label: messages.refundPolicy },
  { to: '/shipping-policy', label: messages.shippingPolicy },
];
