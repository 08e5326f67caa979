import { cartTotalsOf } from '@nidra/shared';
import type { Cart } from '@nidra/shared/cart/cart.schema';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { useTexts } from '../../../lib/texts.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { BagIcon } from '../../../ui/icons/shop-icons.tsx';
import { useDeleteCartItem } from '../api/delete-cart-item.ts';
import { useCart } from '../api/get-cart.ts';
import { EAGER_CART_LINES } from '../cart-pictures.ts';
import { CartLine } from './cart-line.tsx';
import { CartProceedBar, CartSummary } from './cart-summary.tsx';

/** What the route adds around the price details for a cart: the coupon field, offer lines, offers for you. */
export type CartExtras = (cart: Cart) => { before?: ReactNode; lines?: ReactNode; after?: ReactNode };

/** The cart screen: lines, price details and 'Proceed to Buy', blocked while a line is sold out. */
export function CartView({ extras }: { extras?: CartExtras } = {}) {
  const t = useTexts();
  const { data: cart, isPending, error } = useCart();
  const remove = useDeleteCartItem();
  const navigate = useNavigate();

  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  if (error) return <CartMessage title={t.fetchCartError} />;
  if (isPending) return <CartSkeleton />;
  if (cart.items.length === 0) return <CartMessage title={t.cartEmpty} text={t.cartEmptyNote} />;

  const totals = cartTotalsOf(cart.items, cart.offers);
  const proceed = () => {
    if (!totals.hasSoldOut) navigate('/checkout');
  };
  const removingId = remove.isPending ? remove.variables?.itemId : undefined;
  const added = extras?.(cart) ?? {};

  return (
    <>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10">
        <section aria-label={t.itemsInCart}>
          {totals.hasSoldOut && (
            <p role="alert" className="mb-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {t.soldOutInCart}
            </p>
          )}
          <ul className="divide-y divide-plum-100 border-y border-plum-100">
            {cart.items.map((item, index) => (
              <CartLine
                key={item._id}
                item={item}
                eager={index < EAGER_CART_LINES}
                removing={removingId === item._id}
                onRemove={() => remove.mutate({ cartId: cart._id, itemId: item._id })}
              />
            ))}
          </ul>
        </section>
        <div className="mt-8 space-y-4 lg:sticky lg:top-24 lg:mt-0">
          {added.before}
          <CartSummary totals={totals} offerLines={added.lines} onProceed={proceed} />
          {added.after}
        </div>
      </div>
      <CartProceedBar totals={totals} onProceed={proceed} />
    </>
  );
}

function CartMessage({ title, text }: { title: string; text?: string }) {
  const t = useTexts();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-14 text-center sm:py-20">
      <span
        aria-hidden="true"
        className="mb-6 grid h-20 w-20 place-items-center rounded-full bg-blush-50 text-blush-500"
      >
        <BagIcon width="36" height="36" strokeWidth="1.3" />
      </span>
      <p className="font-display text-2xl text-plum-900">{title}</p>
      {text && <p className="mt-2 text-sm text-plum-700">{text}</p>}
      <Link to="/" className={buttonClass('primary', 'mt-8 px-8 py-3')}>
        {t.continueShopping}
      </Link>
    </div>
  );
}

function CartSkeleton() {
  const t = useTexts();
  return (
    <div aria-busy="true" role="status" className="animate-pulse lg:grid lg:grid-cols-[1fr_22rem] lg:gap-10">
      <span className="sr-only">{t.loadingCart}</span>
      <div className="divide-y divide-plum-100">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4 py-5">
            <div className="aspect-[4/5] w-24 rounded-xl bg-plum-100 sm:w-28" />
            <div className="flex-1 space-y-3 pt-1">
              <div className="h-4 w-3/4 rounded bg-plum-100" />
              <div className="h-3 w-1/3 rounded bg-plum-50" />
              <div className="h-4 w-1/4 rounded bg-plum-100" />
            </div>
          </div>
        ))}
      </div>
      <div className="mt-8 h-64 rounded-2xl bg-plum-50 lg:mt-0" />
    </div>
  );
}
