import { isSoldOut } from '../cart/cart-totals.rules.ts';
import { shopperMessages as messages } from '../shopper.messages.ts';
import type { PublicProduct } from './catalogue.schema.ts';
import { productPath, subcategoryPath } from './product.rules.ts';

/**
 * What search engines and link previews read about each storefront page. The server writes it into
 * the HTML it answers; the browser sets the same title and description when it navigates.
 */

// In a module of its own: a storefront page that reads a static page's description does not need
// the words this module's other parts use (its own page's catalogue has them).
export { STATIC_PAGE_META } from './static-page-meta.rules.ts';

/** The contact page's description, from the store's configured address and email. */
export function contactDescription(store: { name: string; addressLines: string[]; email: string }): string {
  return `Contact ${store.name}: ${store.addressLines.join(', ')}. Email ${store.email}.`;
}

/** A subcategory list's description. */
export function subcategoryDescription(name: string, storeName: string): string {
  return `Shop ${name} at ${storeName}: soft, breathable nightwear for women, delivered across India.`;
}

/** A search-result length description: the product's own text, else a sentence naming it. */
export function productSummary(description: string, name: string, storeName: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (!text) return `${name} — soft nightwear for women from ${storeName}, delivered across India.`;
  return text.length > 155 ? `${text.slice(0, 154).trimEnd()}…` : text;
}

/** Every picture of the product, display image first, without repeats. */
export function productImages(product: Pick<PublicProduct, 'displayImage' | 'imagesUrl'>): string[] {
  const all = [product.displayImage, ...product.imagesUrl].filter((p): p is string => Boolean(p));
  return [...new Set(all)];
}

/** schema.org Product data with absolute URLs, price in INR and availability. */
export function productStructuredData(product: PublicProduct, origin: string, brand: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    image: productImages(product).map((path) => new URL(path, origin).href),
    description: product.description,
    sku: product.designNumber,
    brand: { '@type': 'Brand', name: brand },
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: product.sellingPrice,
      availability: isSoldOut(product.quantity) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      url: new URL(productPath(product), origin).href,
    },
  };
}

/** schema.org BreadcrumbList: Home, then the subcategory, then the product when there is one. */
export function breadcrumbStructuredData(origin: string, subcategory: string, product?: PublicProduct) {
  const items = [
    { name: messages.home, path: '/' },
    { name: subcategory, path: subcategoryPath(subcategory) },
    ...(product ? [{ name: product.productName, path: productPath(product) }] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: new URL(item.path, origin).href,
    })),
  };
}

/**
 * `sizes` of a product page's main picture; the server preloads it with the same value. On a phone the
 * picture spans the page less its 1 rem margins, so a 412 px screen at 1.75× takes the 480 w file.
 */
export const PRODUCT_MAIN_IMAGE_SIZES =
  '(min-width: 1152px) 480px, (min-width: 1024px) 42vw, (min-width: 640px) 80vw, calc(100vw - 2rem)';

/** `sizes` of a product card in a list; the server preloads the first card's picture with it. */
export const PRODUCT_GRID_IMAGE_SIZES =
  '(min-width: 1152px) 270px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';
