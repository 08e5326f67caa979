import { isSoldOut, productPath } from '@nidra/shared';
import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { STORE } from '../../../lib/store-info.ts';

/** schema.org Product data for search engines (DESIGN §9), with absolute URLs. */
export function productStructuredData(product: PublicProduct, origin: string) {
  const images = productImages(product).map((path) => new URL(path, origin).href);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    image: images,
    description: product.description,
    sku: product.designNumber,
    brand: { '@type': 'Brand', name: STORE.name },
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: product.sellingPrice,
      availability: isSoldOut(product.quantity) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      url: new URL(productPath(product), origin).href,
    },
  };
}

/** Every picture of the product, display image first, without repeats. */
export function productImages(product: Pick<PublicProduct, 'displayImage' | 'imagesUrl'>): string[] {
  const all = [product.displayImage, ...product.imagesUrl].filter((p): p is string => Boolean(p));
  return [...new Set(all)];
}

export function ProductJsonLd({ product }: { product: PublicProduct }) {
  // `<` escaped so a product text can never close the script element.
  const json = JSON.stringify(productStructuredData(product, window.location.origin)).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block, escaped above; never executed.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
