import { productStructuredData } from '@nidra/shared';
import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { STORE } from '../../../lib/store-info.ts';

export function ProductJsonLd({ product }: { product: PublicProduct }) {
  // `<` escaped so a product text can never close the script element.
  const json = JSON.stringify(productStructuredData(product, window.location.origin, STORE.name)).replace(
    /</g,
    '\\u003c',
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block, escaped above; never executed.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
