import { subcategoryPath } from '@nidra/shared';
import { Link } from '../../../lib/router.tsx';
import { useTexts } from '../../../lib/texts.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';

const SIZES = '(min-width: 1152px) 270px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';

/** A subcategory tile on the home page: square picture and name, linking to /prod/{name with hyphens}. */
export function SubcategoryCard({ name, image }: { name: string; image: string | null }) {
  const t = useTexts();
  return (
    <Link to={subcategoryPath(name)} className="group block text-center">
      <span className="block overflow-hidden rounded-2xl bg-plum-50 ring-1 ring-plum-100/70 transition-shadow duration-300 group-hover:shadow-lg group-hover:shadow-plum-900/10">
        <ProductImage
          src={image}
          alt=""
          sizes={SIZES}
          width={960}
          height={960}
          className="aspect-square w-full transition-transform duration-500 group-hover:scale-[1.04] motion-reduce:transition-none"
        />
      </span>
      <span className="mt-3 block font-display text-lg leading-tight text-plum-900 sm:text-xl">
        {t.categoryName(name)}
      </span>
      <span
        aria-hidden="true"
        className="mt-1 inline-block text-xs font-medium uppercase tracking-[0.18em] text-blush-700 transition-transform group-hover:translate-x-0.5"
      >
        {t.shopNow}
      </span>
    </Link>
  );
}

export function SubcategoryCardSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="aspect-square w-full animate-pulse rounded-2xl bg-plum-50 motion-reduce:animate-none" />
      <div className="mx-auto mt-3 h-6 w-2/3 rounded bg-plum-50" />
      <div className="mx-auto mt-1 h-4 w-1/3 rounded bg-plum-50" />
    </div>
  );
}
