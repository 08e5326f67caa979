import { isSoldOut } from '@nidra/shared';
import type { ProductDetail } from '@nidra/shared/catalogue/catalogue.schema';
import { useEffect } from 'react';
import { useFormat, useTexts } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { keepToastsAbove } from '../../../ui/toast.tsx';
import { useSwitchSize } from './size-picker.tsx';

type Props = { product: ProductDetail; visible: boolean; onAdd: () => void; isPending: boolean };

/**
 * A slim bar at the bottom of a phone's screen with price, size and Add to Cart while the page's own
 * button is off screen. It is fixed (nothing moves when it shows), and the page keeps room for it
 * below the footer all along (the shop layout's `data-buy-bar` rule), so it covers nothing; hidden from
 * 1024 px, where the button stays in reach. Showing it changes an attribute, not a class: the server's
 * markup has every class it uses, so a server-rendered page's inline rules style it (lib/stylesheet.ts).
 */
export function StickyBuyBar({ product, visible, onAdd, isPending }: Props) {
  const t = useTexts();
  const fmt = useFormat();
  const switchSize = useSwitchSize();
  // Toasts rise above the bar (ui/toast.tsx), so "added to cart" never hides the button just pressed.
  useEffect(() => keepToastsAbove('4.5rem'), []);
  const soldOut = isSoldOut(product.quantity);
  const sizes = product.designSizes ?? [];
  return (
    <section
      data-buy-bar
      aria-label={t.buyBar}
      aria-hidden={!visible}
      inert={!visible}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-plum-100 bg-white/95 px-4 py-2.5 shadow-[0_-4px_16px_rgba(60,20,60,0.08)] backdrop-blur transition-transform duration-200 motion-reduce:transition-none aria-hidden:translate-y-full lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <p className="shrink-0 text-base font-semibold text-ink">{fmt.money(product.sellingPrice)}</p>
        {sizes.length > 1 ? (
          <label className="min-w-0">
            <span className="sr-only">{t.chooseSize}</span>
            <select
              value={product._id}
              onChange={(e) => {
                const size = sizes.find((s) => s.productId === e.target.value);
                if (size) switchSize(size);
              }}
              className="max-w-24 rounded-lg border border-plum-200 bg-white px-2 py-2 text-sm text-ink"
            >
              {sizes.map((s) => (
                <option key={s.productId} value={s.productId} disabled={!s.inStock}>
                  {s.inStock ? s.size : t.sizeSoldOut(s.size)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          product.size && <p className="text-sm text-plum-700">{product.size}</p>
        )}
        <div className="ml-auto">
          {soldOut ? (
            <p className="text-sm font-semibold uppercase tracking-wider text-plum-700">{t.soldOut}</p>
          ) : (
            <Button onClick={onAdd} disabled={isPending} className="py-2.5">
              {isPending ? t.adding : t.addToCart}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
