import type { CodAvailability, PaymentMethod } from '@nidra/shared';
import { useAllTexts, useFormat } from '../../../lib/texts.tsx';

type Props = {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Null while the store's COD offer is unknown (loading or failed): only online payment is offered. */
  cod: { fee: number; availability: CodAvailability } | null;
};

const OPTION =
  'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-[:checked]:border-plum-700 has-[:checked]:bg-blush-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-plum-300';

/** The two ways to pay: online through PhonePe, or Cash on Delivery (greyed, with the reason, when not offered). */
export function PaymentMethodChoice({ value, onChange, cod }: Props) {
  const t = useAllTexts();
  const fmt = useFormat();
  const codOff = !cod?.availability.available;
  const reason = cod && !cod.availability.available ? cod.availability.reason : null;
  return (
    <fieldset className="mb-5">
      <legend className="mb-3 text-sm font-semibold text-plum-900">{t.paymentMethodLegend}</legend>
      <div className="space-y-2">
        <label className={`${OPTION} border-plum-100`}>
          <input
            type="radio"
            name="payment-method"
            value="ONLINE"
            checked={value === 'ONLINE'}
            onChange={() => onChange('ONLINE')}
            className="mt-0.5 h-4 w-4 accent-plum-700"
          />
          <span className="text-sm font-medium text-ink">{t.payOnline}</span>
        </label>
        {cod && (
          <label
            className={`${OPTION} ${codOff ? 'cursor-not-allowed border-plum-100 bg-plum-50/40' : 'border-plum-100'}`}
          >
            <input
              type="radio"
              name="payment-method"
              value="COD"
              checked={value === 'COD'}
              disabled={codOff}
              aria-describedby="cod-note"
              onChange={() => onChange('COD')}
              className="mt-0.5 h-4 w-4 accent-plum-700"
            />
            <span className="min-w-0">
              <span className={`block text-sm font-medium ${codOff ? 'text-plum-500' : 'text-ink'}`}>
                {t.cashOnDelivery}
                {cod.fee > 0 && <span className="font-normal"> (+{fmt.money(cod.fee)})</span>}
              </span>
              <span
                id="cod-note"
                className={`mt-0.5 block text-xs leading-5 ${reason ? 'text-plum-700' : 'text-plum-700'}`}
              >
                {reason ?? t.codPayOnDelivery}
              </span>
            </span>
          </label>
        )}
      </div>
    </fieldset>
  );
}
