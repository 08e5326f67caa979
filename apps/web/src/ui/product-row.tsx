import { productPath } from '@nidra/shared';
import type { ReactNode } from 'react';
import { Link } from '../lib/router.tsx';
import { ProductImage } from './product-image.tsx';

type RowProduct = { _id: string; subcategory: string; productName: string; displayImage: string | null };

type Props = {
  product: RowProduct;
  /** Classes of the row (padding, frame, dimming). */
  className: string;
  /** Classes of the picture's column (its width). */
  pictureClassName: string;
  /** The picture's `sizes`. */
  sizes: string;
  /** Classes the picture takes on (a sold-out piece is greyed). */
  pictureTone: string;
  /** The control beside the name (remove, the heart). */
  corner: ReactNode;
  cornerGap: string;
  /** The first lines of a list paint with the page (their picture may be its largest paint). */
  eager?: boolean;
  children: ReactNode;
};

/** One product in a list of lines (cart, wishlist): picture and name linking to the product, a control beside the name, then the line's details. */
export function ProductRow({
  product,
  className,
  pictureClassName,
  sizes,
  pictureTone,
  corner,
  cornerGap,
  eager = false,
  children,
}: Props) {
  const href = productPath(product);
  return (
    <li className={`flex gap-4 ${className}`}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className={`${pictureClassName} shrink-0`}>
        <ProductImage
          src={product.displayImage}
          alt=""
          sizes={sizes}
          eager={eager}
          className={`aspect-[4/5] h-auto w-full rounded-xl ${pictureTone}`}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className={`flex items-start justify-between ${cornerGap}`}>
          <Link
            to={href}
            className="line-clamp-2 rounded font-medium text-ink underline-offset-4 hover:text-plum-800 hover:underline"
          >
            {product.productName}
          </Link>
          {corner}
        </div>
        {children}
      </div>
    </li>
  );
}
