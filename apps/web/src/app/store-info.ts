/** The store's contact facts, used by the footer and the contact page (DESIGN §1: configuration). */
export const STORE = {
  name: 'Nidra',
  email: 'care@nidra.in',
  phone: '+91 40 4850 4200',
  phoneHref: 'tel:+914048504200',
  hours: 'Monday to Saturday, 10 am – 6 pm IST',
  addressLines: ['Plot 42, Road No. 12', 'Banjara Hills', 'Hyderabad, Telangana 500034', 'India'],
  mapEmbedUrl: 'https://www.google.com/maps?q=Banjara+Hills+Hyderabad&output=embed',
  socials: [
    { name: 'Instagram', href: 'https://www.instagram.com/nidra.nightwear' },
    { name: 'YouTube', href: 'https://www.youtube.com/@nidra.nightwear' },
    { name: 'Pinterest', href: 'https://in.pinterest.com/nidranightwear' },
    { name: 'Facebook', href: 'https://www.facebook.com/nidra.nightwear' },
  ],
} as const;

export type SocialName = (typeof STORE.socials)[number]['name'];
