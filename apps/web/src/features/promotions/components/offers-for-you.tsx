import { offerHint } from '@nidra/shared/promotions/offer-hint.rules';
import type { CartOffers } from '@nidra/shared/promotions/promotion.schema';
import { useTexts } from '../../../lib/texts.tsx';
import { useCoupon } from '../api/coupon.ts';

/** "Offers for you" on the cart: automatic offers that almost apply, and public codes to tap. */
export function OffersForYou({ offers }: { offers: CartOffers | undefined }) {
  const t = useTexts();
  const { apply } = useCoupon();
  const list = offers?.forYou ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="offers-for-you" className="rounded-2xl border border-blush-100 bg-blush-50/60 p-5 sm:p-6">
      <h2 id="offers-for-you" className="mb-3 text-xs font-semibold uppercase tracking-[0.14em] text-plum-700">
        {t.offersForYou}
      </h2>
      <ul className="space-y-3 text-sm">
        {list.map((o) => (
          <li key={o.id} className="flex items-center justify-between gap-3">
            <div>
              <p className="font-medium text-ink">{o.name}</p>
              <p className="text-plum-700">{offerHint(o, t)}</p>
            </div>
            {o.code && (
              <button
                type="button"
                onClick={() => apply.mutate(o.code as string)}
                disabled={apply.isPending}
                className="shrink-0 rounded-full border border-plum-300 px-3 py-1 text-xs font-semibold tracking-wide text-plum-800 hover:bg-white"
              >
                {t.couponApply} {o.code}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
