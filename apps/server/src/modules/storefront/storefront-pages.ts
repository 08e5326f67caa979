import {
  breadcrumbStructuredData,
  contactDescription,
  HOME_HERO_PICTURE,
  homeStructuredData,
  messages,
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

const HOME_IMAGE = '/hero/og-home.jpg';

/** Home: the store's title and description, and the store as an Organization and a searchable WebSite. */
export function homeHead(facts: HeadFacts): PageHead {
  return {
    status: 200,
    title: messages.homeTitle(facts.storeName),
    description: messages.homeDescription(facts.storeName),
    canonicalPath: '/',
    ogType: 'website',
    image: HOME_IMAGE,
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

/** A static page of spec §2 (policies, About Us, Contact Us); undefined for any other path. */
export function staticPageHead(path: string, facts: HeadFacts): PageHead | undefined {
  const page =
    path === '/contact-us'
      ? {
          title: messages.contactUs,
          description: contactDescription({
            name: facts.storeName,
            addressLines: facts.addressLines,
            email: facts.storeEmail,
          }),
        }
      : STATIC_PAGE_META[path];
  if (!page) return undefined;
  return { status: 200, ...page, canonicalPath: path, ogType: 'website', image: HOME_IMAGE, structuredData: [] };
}

/** A subcategory list: its name, its first product's picture preloaded, and its breadcrumb. */
export function subcategoryHead(name: string, firstProduct: PublicProduct | undefined, facts: HeadFacts): PageHead {
  const picture = firstProduct?.displayImage;
  return {
    status: 200,
    title: name,
    description: subcategoryDescription(name, facts.storeName),
    canonicalPath: subcategoryPath(name),
    ogType: 'website',
    image: picture ?? HOME_IMAGE,
    structuredData: [breadcrumbStructuredData(facts.origin, name)],
    preloadImage: picture ? { path: picture, sizes: PRODUCT_GRID_IMAGE_SIZES } : undefined,
  };
}

/**
 * A product page: Product (INR price, availability, its design's rating and a few published reviews)
 * and BreadcrumbList data, its main picture preloaded.
 */
export function productHead(product: ProductDetail, facts: HeadFacts, reviews: PublicReview[] = []): PageHead {
  const picture = productImages(product)[0];
  return {
    status: 200,
    title: product.productName,
    description: productSummary(product.description, product.productName, facts.storeName),
    canonicalPath: productPath(product),
    ogType: 'product',
    image: picture ?? HOME_IMAGE,
    structuredData: [
      {
        ...productStructuredData(product, facts.origin, facts.storeName),
        ...reviewStructuredData(product.rating, reviews),
      },
      breadcrumbStructuredData(facts.origin, product.subcategory, product),
    ],
    preloadImage: picture ? { path: picture, sizes: PRODUCT_MAIN_IMAGE_SIZES } : undefined,
  };
}

/** Search results: the words in the title; its one address is the words without sort or filters. */
export function searchHead(words: string, facts: HeadFacts): PageHead {
  return {
    status: 200,
    title: words ? messages.searchResultsFor(words) : messages.searchTitle,
    description: messages.homeDescription(facts.storeName),
    canonicalPath: words ? `/search?${new URLSearchParams({ q: words })}` : '/search',
    ogType: 'website',
    image: HOME_IMAGE,
    structuredData: [],
  };
}

/** Unknown pages, products and subcategories: a real 404 that search engines drop. */
export function notFoundHead(): PageHead {
  return {
    status: 404,
    title: 'Page not found',
    description: 'The page you were looking for is not here.',
    ogType: 'website',
    image: HOME_IMAGE,
    structuredData: [],
  };
}
