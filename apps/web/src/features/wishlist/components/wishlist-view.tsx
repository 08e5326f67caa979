import { isSoldOut, messages, productPath } from '@nidra/shared';
import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../ui/price.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';
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
  if (isError && products.length === 0)
    return (
      <p role="alert" className="rounded-2xl bg-plum-50 px-6 py-16 text-center text-plum-700">
        {messages.fetchWishlistFailed}
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
          <span>{messages.wishlistSignInNote}</span>{' '}
          <Link to="/login" state={{ from: '/wishlist' }} className="font-medium underline underline-offset-4">
            {messages.signIn}
          </Link>
        </p>
      )}
      {products.length === 0 ? (
        <p className="rounded-2xl bg-plum-50 px-6 py-16 text-center text-plum-700">{messages.wishlistEmpty}</p>
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
  const soldOut = isSoldOut(product.quantity, product.isActive);
  const href = productPath(product);
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-3 ring-1 ring-plum-100/70">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="w-28 shrink-0 sm:w-32">
        <ProductImage
          src={product.displayImage}
          alt=""
          sizes="128px"
          className={`aspect-[4/5] h-auto w-full rounded-xl ${soldOut ? 'opacity-60 grayscale-[35%]' : ''}`}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={href}
            className="line-clamp-2 rounded font-medium text-ink underline-offset-4 hover:text-plum-800 hover:underline"
          >
            {product.productName}
          </Link>
          <WishlistHeart productId={product._id} productName={product.productName} />
        </div>
        {product.size && <p className="mt-1 text-sm text-plum-700">Size {product.size}</p>}
        <div className="mt-1.5">
          <Price mrp={product.MRP} sellingPrice={product.sellingPrice} />
        </div>
        <div className="mt-auto pt-3">{action}</div>
      </div>
    </li>
  );
}
