import { HOME_HERO_PICTURE } from '@nidra/shared';
import type { Slide } from './carousel.tsx';

/** The home carousel's three slides: artwork in public/hero, words in HTML over it (spec §2, §9). */
export const HERO_SLIDES: Slide[] = [
  {
    image: HOME_HERO_PICTURE.wide,
    phoneImage: HOME_HERO_PICTURE.phone,
    tone: 'dark',
    eyebrow: 'The nightwear edit',
    title: 'Sleep, beautifully.',
    text: 'Breathable cotton, fluid rayon and soft satin — nightwear made for Indian nights.',
    cta: { label: 'Shop by category', href: '#categories' },
  },
  {
    image: '/hero/slide-2.svg',
    phoneImage: '/hero/slide-2-phone.svg',
    tone: 'light',
    eyebrow: 'Just in',
    title: 'Fresh for the season',
    text: 'New nighties and night suits in gentle prints, delivered across India.',
    cta: { label: 'See new arrivals', href: '#new-arrivals' },
  },
  {
    image: '/hero/slide-3.svg',
    phoneImage: '/hero/slide-3-phone.svg',
    tone: 'dark',
    eyebrow: 'Comfort, always',
    title: 'Made for every chapter',
    text: 'From easy lounge sets to maternity wear — soft, breezy and thoughtfully cut.',
    cta: { label: 'Explore the store', href: '#categories' },
  },
];
