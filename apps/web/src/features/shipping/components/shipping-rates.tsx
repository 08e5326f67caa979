import { useShippingStats } from '../api/get-shipping-stats.ts';

/** The dashboard's courier figures: failed-delivery (NDR) and return (RTO) rates, parcels to check in. */
export function ShippingRates() {
  const { data } = useShippingStats();
  const cards = [
    { label: 'NDR rate', value: data ? `${data.ndrRate}%` : '—', note: 'shipments with a failed delivery attempt' },
    { label: 'RTO rate', value: data ? `${data.rtoRate}%` : '—', note: 'shipments returned to the store' },
    { label: 'To check in', value: data ? String(data.awaitingCheckIn) : '—', note: 'returned parcels waiting' },
  ];
  return (
    <section aria-label="Courier" className="mb-6 grid grid-cols-3 gap-2 sm:gap-3">
      {cards.map((c) => (
        <div key={c.label} className="rounded-xl border border-plum-100 bg-white p-3 shadow-sm sm:p-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-plum-600">{c.label}</p>
          <p className="mt-1 text-xl font-semibold tabular-nums text-plum-900 sm:text-2xl">{c.value}</p>
          <p className="hidden text-xs text-plum-600 sm:block">
            {c.note}
            {data ? ` (of ${data.shipments})` : ''}
          </p>
        </div>
      ))}
    </section>
  );
}
