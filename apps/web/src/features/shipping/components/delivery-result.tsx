import { useAllTexts } from '../../../lib/texts.tsx';
import { useDeliveryCheck } from '../api/check-delivery.ts';
import { DeliveryAnswer } from './delivery-answer.tsx';

/** The courier's answer for a PIN the shopper checked: its own chunk, loaded once there is a PIN. */
export default function DeliveryResult({ pin }: { pin: string }) {
  const t = useAllTexts();
  const check = useDeliveryCheck(pin);
  if (check.isError) return <p className="text-sm text-red-800">{t.deliveryCheckFailed}</p>;
  if (!check.data) return <p className="text-sm text-plum-600">…</p>;
  return <DeliveryAnswer check={check.data} />;
}
