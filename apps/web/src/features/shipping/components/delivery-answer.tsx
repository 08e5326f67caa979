import { formatDeliveryDate } from '@nidra/shared';
import { formatShortDay } from '@nidra/shared/money/locale-format.rules';
import type { DeliveryCheck } from '@nidra/shared/shipping/shipping.schema';
import { useAllTexts, useLanguage } from '../../../lib/texts.tsx';

/** What the courier said about a PIN, in the shopper's words: the date and Cash on Delivery, or why not. */
export function DeliveryAnswer({ check }: { check: DeliveryCheck }) {
  const t = useAllTexts();
  const lang = useLanguage();
  // The courier's date is a day in India: noon there, so no time zone moves it.
  const day = (iso: string) =>
    lang === 'en' ? formatDeliveryDate(iso) : formatShortDay(new Date(`${iso}T12:00:00+05:30`), lang);
  if (!check.serviceable) return <p className="text-sm font-medium text-red-800">{t.pinNotServiceable}</p>;
  return (
    <div className="space-y-0.5 text-sm">
      {check.deliveryBy && <p className="font-semibold text-plum-900">{t.deliveryBy(day(check.deliveryBy))}</p>}
      <p className={check.codAvailable ? 'text-emerald-800' : 'text-plum-700'}>
        {check.codAvailable ? t.codAvailableForPin : t.codNotAvailableForPin}
      </p>
    </div>
  );
}
