import { isSoldOut } from '@nidra/shared';
import type { CartItem } from '@nidra/shared/cart/cart.schema';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useAllTexts, useFormat } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormError } from '../../../ui/form-field.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';

type Props = {
  items: CartItem[];
  /** The price breakdown (Total Items … Total Amount). */
  breakdown: ReactNode;
  error: string | null;
  busy: boolean;
  onProceed: () => void;
  /** Shown above the button: the payment method choice (Cash on Delivery, ADR 0014). */
  paymentChoice?: ReactNode;
  /** The button's texts when another payment method than PhonePe is chosen. */
  action?: { label: string; busyLabel: string };
};

/** The order summary card: what is bought, what it costs, and 'Proceed to Payment'. */
export function CheckoutSummary({ items, breakdown, error, busy, onProceed, paymentChoice, action }: Props) {
  const t = useAllTexts();
  const fmt = useFormat();
  const buying = items.filter((i) => !isSoldOut(i.product.quantity, i.product.isActive));
  return (
    <section aria-labelledby="order-summary" className="rounded-2xl border border-plum-100 bg-white p-5 sm:p-6">
      <h2 id="order-summary" className="mb-4 font-display text-xl text-plum-900">
        {t.orderSummary}
      </h2>
      <ul className="mb-5 space-y-3 border-b border-plum-100 pb-5">
        {buying.map((i) => (
          <li key={i._id} className="flex items-center gap-3">
            <ProductImage src={i.product.displayImage} alt="" sizes="48px" className="h-15 w-12 shrink-0 rounded-lg" />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm leading-5 text-ink">{i.product.productName}</p>
              <p className="text-xs text-plum-700">
                {i.product.size && `${t.sizeLabel(i.product.size)} · `}
                {t.qtyLabel(i.quantity)}
              </p>
            </div>
            <p className="text-sm font-medium text-ink">{fmt.money(i.product.sellingPrice * i.quantity)}</p>
          </li>
        ))}
      </ul>
      {breakdown}
      {paymentChoice && <div className="mt-6 border-t border-plum-100 pt-5">{paymentChoice}</div>}
      <div className={paymentChoice ? '' : 'mt-6'}>
        <FormError message={error} />
      </div>
      <Button onClick={onProceed} disabled={busy} aria-busy={busy} className="w-full py-3">
        {action ? (busy ? action.busyLabel : action.label) : busy ? t.takingYouToPayment : t.proceedToPayment}
      </Button>
      <p className="mt-4 text-center text-xs leading-5 text-plum-700">
        {t.phonePeNote}{' '}
        <Link to="/refund-policy" className="font-medium text-plum-900 underline underline-offset-2">
          {t.refundPolicy}
        </Link>{' '}
        {t.phonePeNoteEnd}
      </p>
    </section>
  );
}
