import { shopperMessages as messages } from '../shopper.messages.ts';

/** Titles and descriptions of the static pages of spec §2, by path. */
export const STATIC_PAGE_META: Record<string, { title: string; description: string }> = {
  '/shipping-policy': {
    title: messages.shippingPolicy,
    description:
      'Nidra ships across India: orders are processed within 2 business days, then 7–10 business days in transit. See the shipping fee by number of items.',
  },
  '/refund-policy': {
    title: messages.refundPolicy,
    description:
      'Nidra does not offer refunds or returns; damaged or defective products are replaced when reported within 7 days of delivery with an unboxing video.',
  },
  '/privacy-policy': {
    title: messages.privacyPolicy,
    description:
      'How Nidra keeps and uses your name, email, phone number, addresses and orders. Payments are handled by PhonePe.',
  },
  '/terms-conditions': {
    title: messages.termsConditions,
    description:
      'Terms of sale at Nidra: prices in ₹ inclusive of GST, orders subject to availability, governed by the laws of India.',
  },
  '/about-us': {
    title: messages.aboutUs,
    description:
      "The story of Nidra, a women's nightwear label from Hyderabad making soft, breathable nighties and night suits.",
  },
};
