import { isSoldOut } from '@nidra/shared';
import type { CartItem } from '@nidra/shared/cart/cart.schema';
import { useFormat, useTexts } from '../../../lib/texts.tsx';
import { TrashIcon } from '../../../ui/icons/cart-icons.tsx';
import { ProductRow } from '../../../ui/product-row.tsx';
import { CART_PICTURE_SIZES } from '../cart-pictures.ts';

type Props = { item: CartItem; onRemove: () => void; removing: boolean; eager?: boolean };

/** One cart line: picture, name (to the product), size, quantity, price, 'Sold Out' flag and remove. */
export function CartLine({ item, onRemove, removing, eager = false }: Props) {
  const t = useTexts();
  const fmt = useFormat();
  const { product } = item;
  const soldOut = isSoldOut(product.quantity, product.isActive);
  return (
    <ProductRow
      product={product}
      className={`py-5 ${removing ? 'opacity-50' : ''}`}
      pictureClassName="w-24 sm:w-28"
      sizes={CART_PICTURE_SIZES}
      eager={eager}
      pictureTone={soldOut ? 'grayscale' : ''}
      cornerGap="gap-3"
      corner={
        <button
          type="button"
          onClick={onRemove}
          disabled={removing}
          aria-label={`Remove ${product.productName}`}
          className="-mr-2 -mt-2 grid h-10 w-10 shrink-0 place-items-center rounded-full text-plum-700 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
        >
          <TrashIcon />
        </button>
      }
    >
      <p className="mt-1 text-sm text-plum-700">
        {product.size && <span>{t.sizeLabel(product.size)} · </span>}
        <span>{t.qtyLabel(item.quantity)}</span>
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-3">
        <span className={`font-semibold ${soldOut ? 'text-plum-500' : 'text-ink'}`}>
          {fmt.money(product.sellingPrice * item.quantity)}
        </span>
        {!soldOut && product.MRP > product.sellingPrice && (
          <s className="text-sm text-plum-500">
            <span className="sr-only">MRP </span>
            {fmt.money(product.MRP * item.quantity)}
          </s>
        )}
        {soldOut && (
          <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-red-700">
            {t.soldOut}
          </span>
        )}
      </div>
    </ProductRow>
  );
}
