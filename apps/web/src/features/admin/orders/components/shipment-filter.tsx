import { type ShipmentFilter as Filter, SHIPMENT_FILTERS, shipmentFilterMessages as t } from '@nidra/shared';

/** The orders list's filter by courier shipment state (ADR 0024); asks the server. */
export function ShipmentFilter({
  value,
  onChange,
}: {
  value: Filter | undefined;
  onChange: (shipment: Filter | undefined) => void;
}) {
  return (
    <label className="mb-3 flex items-center gap-2 text-sm text-plum-800">
      {t.label}
      <select
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as Filter | undefined)}
        className="rounded-lg border border-plum-200 bg-white px-2.5 py-1.5 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100"
      >
        <option value="">{t.any}</option>
        {SHIPMENT_FILTERS.map((f) => (
          <option key={f} value={f}>
            {t.options[f]}
          </option>
        ))}
      </select>
    </label>
  );
}
