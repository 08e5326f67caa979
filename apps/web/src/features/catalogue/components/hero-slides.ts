import { HOME_HERO_PICTURE } from '@nidra/shared/catalogue/home-pictures';
import type { CoreTexts } from '@nidra/shared/i18n/texts';
import type { Slide } from './carousel.tsx';

/**
 * The home carousel's three slides: artwork in public/hero (pictures drawn from its SVGs by
 * apps/server/scripts/raster-art.ts), words in HTML over it (spec §2, §9), in
 * the page's language.
 */
export const heroSlides = (t: CoreTexts): Slide[] => [
  {
    image: HOME_HERO_PICTURE.wide,
    phoneImage: HOME_HERO_PICTURE.phone,
    tone: 'dark',
    eyebrow: t.heroSlides[0].eyebrow,
    title: t.heroSlides[0].title,
    text: t.heroSlides[0].text,
    cta: { label: t.heroSlides[0].cta, href: '#categories' },
  },
  {
    image: '/hero/slide-2.webp',
    phoneImage: '/hero/slide-2-phone.webp',
    tone: 'light',
    eyebrow: t.heroSlides[1].eyebrow,
    title: t.heroSlides[1].title,
    text: t.heroSlides[1].text,
    cta: { label: t.heroSlides[1].cta, href: '#new-arrivals' },
  },
  {
    image: '/hero/slide-3.webp',
    phoneImage: '/hero/slide-3-phone.webp',
    tone: 'dark',
    eyebrow: t.heroSlides[2].eyebrow,
    title: t.heroSlides[2].title,
    text: t.heroSlides[2].text,
    cta: { label: t.heroSlides[2].cta, href: '#categories' },
  },
];
