import type { CartTotals } from '@nidra/shared';
import type { ReactNode } from 'react';
import { useFormat, useTexts } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { CartTotalsList } from './cart-totals-list.tsx';

type Props = { totals: CartTotals; onProceed: () => void; offerLines?: ReactNode };

/** The price details card; on phones its button moves to the sticky bar (CartProceedBar). */
export function CartSummary({ totals, onProceed, offerLines }: Props) {
  const t = useTexts();
  return (
    <section aria-labelledby="cart-summary-title" className="rounded-2xl border border-plum-100 bg-white p-5 sm:p-6">
      <h2 id="cart-summary-title" className="mb-4 text-xs font-semibold uppercase tracking-[0.14em] text-plum-700">
        {t.priceDetails}
      </h2>
      <CartTotalsList totals={totals} offerLines={offerLines} />
      <div className="mt-6 hidden lg:block">
        <Button onClick={onProceed} disabled={totals.hasSoldOut} className="w-full py-3">
          {t.proceedToBuy}
        </Button>
      </div>
    </section>
  );
}

/** The phone's sticky bar: the amount to pay and the one 'Proceed to Buy' button. */
export function CartProceedBar({ totals, onProceed }: Props) {
  const t = useTexts();
  const fmt = useFormat();
  return (
    <div className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-plum-100 bg-white/95 px-4 py-3 backdrop-blur lg:hidden">
      <div className="flex items-center justify-between gap-4">
        <div>
          <p className="text-xs text-plum-700">{t.totalAmount}</p>
          <p className="text-lg font-semibold text-ink">{fmt.money(totals.totalAmount)}</p>
        </div>
        <Button onClick={onProceed} disabled={totals.hasSoldOut} className="px-7 py-3">
          {t.proceedToBuy}
        </Button>
      </div>
    </div>
  );
}
