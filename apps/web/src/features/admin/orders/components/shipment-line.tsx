import { SHIPMENT_STATE_TEXT, shipmentFilterMessages } from '@nidra/shared';
import type { AdminOrder } from '@nidra/shared/admin/admin.schema';

/** The courier shipment's state under the order status, flagged when the parcel is overdue for pickup (ADR 0024). */
export function ShipmentLine({ shipment }: { shipment: NonNullable<AdminOrder['shipment']> }) {
  return (
    <>
      <span className="text-xs text-plum-700">
        <span className="sr-only">{shipmentFilterMessages.label}: </span>
        {SHIPMENT_STATE_TEXT[shipment.state]}
      </span>
      {shipment.pickupOverdue && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
          {shipmentFilterMessages.pickupOverdue}
        </span>
      )}
    </>
  );
}
