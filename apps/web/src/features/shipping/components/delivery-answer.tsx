import { formatDeliveryDate } from '@nidra/shared';
import type { DeliveryCheck } from '@nidra/shared/shipping/shipping.schema';
import { useTexts } from '../../../lib/texts.tsx';

/** What the courier said about a PIN, in the shopper's words: the date and Cash on Delivery, or why not. */
export function DeliveryAnswer({ check }: { check: DeliveryCheck }) {
  const t = useTexts();
  if (!check.serviceable) return <p className="text-sm font-medium text-red-800">{t.pinNotServiceable}</p>;
  return (
    <div className="space-y-0.5 text-sm">
      {check.deliveryBy && (
        <p className="font-semibold text-plum-900">{t.deliveryBy(formatDeliveryDate(check.deliveryBy))}</p>
      )}
      <p className={check.codAvailable ? 'text-emerald-800' : 'text-plum-700'}>
        {check.codAvailable ? t.codAvailableForPin : t.codNotAvailableForPin}
      </p>
    </div>
  );
}
