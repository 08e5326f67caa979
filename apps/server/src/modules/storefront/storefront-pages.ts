import {
  breadcrumbStructuredData,
  contactDescription,
  HOME_HERO_PICTURE,
  HOME_SHARE_IMAGE,
  homeStructuredData,
  PRODUCT_GRID_IMAGE_SIZES,
  PRODUCT_MAIN_IMAGE_SIZES,
  productImages,
  productPath,
  productStructuredData,
  productSummary,
  reviewStructuredData,
  STATIC_PAGE_META,
  subcategoryDescription,
  subcategoryPath,
} from '@nidra/shared';
import type { ProductDetail, PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { productTextIn } from '@nidra/shared/catalogue/product-text.rules';
import type { Language } from '@nidra/shared/i18n/languages';
import { textsFor } from '@nidra/shared/i18n/texts-for';
import type { PublicReview } from '@nidra/shared/reviews/review.schema';
import type { PageHead } from './page-head.ts';

/** The store facts and address the heads are written from. */
export type HeadFacts = {
  origin: string;
  storeName: string;
  legalName: string;
  storeEmail: string;
  storePhone: string;
  addressLines: string[];
};

/** Home: the store's title and description, and the store as an Organization and a searchable WebSite. */
export function homeHead(facts: HeadFacts, lang: Language = 'en'): PageHead {
  const t = textsFor(lang);
  return {
    lang,
    status: 200,
    title: t.homeTitle(facts.storeName),
    description: t.homeDescription(facts.storeName),
    canonicalPath: '/',
    ogType: 'website',
    image: HOME_SHARE_IMAGE[lang],
    structuredData: homeStructuredData(facts.origin, {
      name: facts.storeName,
      legalName: facts.legalName,
      email: facts.storeEmail,
      phone: facts.storePhone,
      addressLines: facts.addressLines,
    }),
    preloadArtwork: [
      { href: HOME_HERO_PICTURE.phone, media: HOME_HERO_PICTURE.phoneMedia },
      { href: HOME_HERO_PICTURE.wide, media: HOME_HERO_PICTURE.wideMedia },
    ],
  };
}

/** The static pages' titles in the catalogue, for the Hindi pages (English ones read STATIC_PAGE_META). */
const STATIC_PAGE_TITLE_KEYS = {
  '/shipping-policy': 'shippingPolicy',
  '/refund-policy': 'refundPolicy',
  '/privacy-policy': 'privacyPolicy',
  '/terms-conditions': 'termsConditions',
  '/about-us': 'aboutUs',
} as const;

/** A static page of spec §2 (policies, About Us, Contact Us); undefined for any other path. */
export function staticPageHead(path: string, facts: HeadFacts, lang: Language = 'en'): PageHead | undefined {
  const t = textsFor(lang);
  const address = { name: facts.storeName, addressLines: facts.addressLines, email: facts.storeEmail };
  const contact =
    lang === 'en'
      ? contactDescription(address)
      : t.contactPageDescription(facts.storeName, facts.addressLines.join(', '), facts.storeEmail);
  const titleKey = STATIC_PAGE_TITLE_KEYS[path as keyof typeof STATIC_PAGE_TITLE_KEYS];
  const page =
    path === '/contact-us'
      ? { title: t.contactUs, description: contact }
      : lang === 'en' || !titleKey
        ? STATIC_PAGE_META[path]
        : { title: t[titleKey], description: `${t[titleKey]} — ${t.homeDescription(facts.storeName)}` };
  if (!page) return undefined;
  return {
    lang,
    status: 200,
    ...page,
    canonicalPath: path,
    ogType: 'website',
    image: HOME_SHARE_IMAGE[lang],
    structuredData: [],
  };
}

/** A subcategory list: its name, its first product's picture preloaded, and its breadcrumb. */
export function subcategoryHead(
  name: string,
  firstProduct: PublicProduct | undefined,
  facts: HeadFacts,
  lang: Language = 'en',
): PageHead {
  const picture = firstProduct?.displayImage;
  const shown = textsFor(lang).categoryName(name);
  return {
    lang,
    status: 200,
    title: shown,
    description:
      lang === 'en'
        ? subcategoryDescription(name, facts.storeName)
        : textsFor(lang).subcategoryPageDescription(shown, facts.storeName),
    canonicalPath: subcategoryPath(name),
    ogType: 'website',
    image: picture ?? HOME_SHARE_IMAGE[lang],
    structuredData: [breadcrumbStructuredData(facts.origin, name)],
    preloadImage: picture ? { path: picture, sizes: PRODUCT_GRID_IMAGE_SIZES } : undefined,
  };
}

/**
 * A product page: Product (INR price, availability, its design's rating and a few published reviews)
 * and BreadcrumbList data, its main picture preloaded.
 */
export function productHead(
  product: ProductDetail,
  facts: HeadFacts,
  reviews: PublicReview[] = [],
  lang: Language = 'en',
): PageHead {
  const picture = productImages(product)[0];
  const words = productTextIn(product, lang);
  const description =
    lang === 'en' || words.description.trim()
      ? productSummary(words.description, words.productName, facts.storeName)
      : textsFor(lang).productFallbackDescription(words.productName, facts.storeName);
  return {
    lang,
    status: 200,
    title: words.productName,
    description,
    canonicalPath: productPath(product),
    ogType: 'product',
    image: picture ?? HOME_SHARE_IMAGE[lang],
    structuredData: [
      {
        ...productStructuredData({ ...product, ...words }, facts.origin, facts.storeName),
        ...reviewStructuredData(product.rating, reviews),
      },
      breadcrumbStructuredData(facts.origin, product.subcategory, product),
    ],
    preloadImage: picture ? { path: picture, sizes: PRODUCT_MAIN_IMAGE_SIZES } : undefined,
  };
}

/** Search results: the words in the title; its one address is the words without sort or filters. */
export function searchHead(words: string, facts: HeadFacts, lang: Language = 'en'): PageHead {
  const t = textsFor(lang);
  return {
    lang,
    status: 200,
    title: words ? t.searchResultsFor(words) : t.searchTitle,
    description: t.homeDescription(facts.storeName),
    canonicalPath: words ? `/search?${new URLSearchParams({ q: words })}` : '/search',
    ogType: 'website',
    image: HOME_SHARE_IMAGE[lang],
    structuredData: [],
  };
}

/** Unknown pages, products and subcategories: a real 404 that search engines drop. */
export function notFoundHead(lang: Language = 'en'): PageHead {
  const t = textsFor(lang);
  return {
    lang,
    status: 404,
    title: t.notFoundPageTitle,
    description: t.notFoundPageDescription,
    ogType: 'website',
    image: HOME_SHARE_IMAGE[lang],
    structuredData: [],
  };
}
