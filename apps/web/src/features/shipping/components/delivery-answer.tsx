import { formatDeliveryDate, shippingMessages } from '@nidra/shared';
import type { DeliveryCheck } from '@nidra/shared/shipping/shipping.schema';

/** What the courier said about a PIN, in the shopper's words: the date and Cash on Delivery, or why not. */
export function DeliveryAnswer({ check }: { check: DeliveryCheck }) {
  if (!check.serviceable)
    return <p className="text-sm font-medium text-red-800">{shippingMessages.pinNotServiceable}</p>;
  return (
    <div className="space-y-0.5 text-sm">
      {check.deliveryBy && (
        <p className="font-semibold text-plum-900">
          {shippingMessages.deliveryBy(formatDeliveryDate(check.deliveryBy))}
        </p>
      )}
      <p className={check.codAvailable ? 'text-emerald-800' : 'text-plum-700'}>
        {check.codAvailable ? shippingMessages.codAvailableForPin : shippingMessages.codNotAvailableForPin}
      </p>
    </div>
  );
}
