import { isSoldOut } from '@nidra/shared';
import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { Price } from '../../../ui/price.tsx';
import { ProductRow } from '../../../ui/product-row.tsx';
import { WishlistHeart } from './wishlist-heart.tsx';

type Props = {
  products: PublicProduct[];
  isPending: boolean;
  isError: boolean;
  signedIn: boolean;
  /** The buy control under each piece (Add to Cart), filled in by the route. */
  renderAction: (product: PublicProduct) => ReactNode;
};

/** The saved pieces: picture, name, size, price, the heart to remove it, and the buy control. */
export function WishlistView({ products, isPending, isError, signedIn, renderAction }: Props) {
  const t = useAllTexts();
  if (isError && products.length === 0)
    return (
      <p role="alert" className="rounded-2xl bg-plum-50 px-6 py-16 text-center text-plum-700">
        {t.fetchWishlistFailed}
      </p>
    );
  if (isPending && products.length === 0)
    return (
      <ul aria-busy="true" className="grid gap-4 sm:grid-cols-2">
        {[0, 1].map((i) => (
          <li key={i} className="h-40 animate-pulse rounded-2xl bg-plum-50 motion-reduce:animate-none" />
        ))}
      </ul>
    );
  return (
    <>
      {!signedIn && (
        <p className="mb-5 rounded-xl bg-blush-50 px-4 py-3 text-sm text-plum-800">
          <span>{t.wishlistSignInNote}</span>{' '}
          <Link to="/login" state={{ from: '/wishlist' }} className="font-medium underline underline-offset-4">
            {t.signIn}
          </Link>
        </p>
      )}
      {products.length === 0 ? (
        <p className="rounded-2xl bg-plum-50 px-6 py-16 text-center text-plum-700">{t.wishlistEmpty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {products.map((product) => (
            <SavedPiece key={product._id} product={product} action={renderAction(product)} />
          ))}
        </ul>
      )}
    </>
  );
}

function SavedPiece({ product, action }: { product: PublicProduct; action: ReactNode }) {
  const t = useAllTexts();
  const soldOut = isSoldOut(product.quantity, product.isActive);
  return (
    <ProductRow
      product={product}
      className="rounded-2xl bg-white p-3 ring-1 ring-plum-100/70"
      pictureClassName="w-28 sm:w-32"
      sizes="128px"
      pictureTone={soldOut ? 'opacity-60 grayscale-[35%]' : ''}
      cornerGap="gap-2"
      corner={<WishlistHeart productId={product._id} productName={product.productName} />}
    >
      {product.size && <p className="mt-1 text-sm text-plum-700">{t.sizeLabel(product.size)}</p>}
      <div className="mt-1.5">
        <Price mrp={product.MRP} sellingPrice={product.sellingPrice} />
      </div>
      <div className="mt-auto pt-3">{action}</div>
    </ProductRow>
  );
}
