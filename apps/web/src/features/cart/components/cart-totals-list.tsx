import { type CartTotals, formatINR } from '@nidra/shared';

/** The price breakdown shared by the cart and checkout summaries; the fee shown is the fee charged. */
export function CartTotalsList({ totals, showItems = false }: { totals: CartTotals; showItems?: boolean }) {
  const rows: [string, string][] = [
    ...(showItems ? ([['Total Items', String(totals.totalItems)]] as [string, string][]) : []),
    ['Total MRP', formatINR(totals.totalMRP)],
    ['Discount on MRP', `−${formatINR(totals.discountOnMRP)}`],
    ['Shipping Fee', formatINR(totals.shippingFee)],
  ];
  return (
    <dl className="space-y-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-plum-700">{label}</dt>
          <dd className={label === 'Discount on MRP' ? 'font-medium text-emerald-700' : 'text-ink'}>{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-plum-100 pt-3 text-base font-semibold text-ink">
        <dt>Total Amount</dt>
        <dd>{formatINR(totals.totalAmount)}</dd>
      </div>
    </dl>
  );
}
