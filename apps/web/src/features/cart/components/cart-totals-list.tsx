import { type CartTotals, codOrderTotal } from '@nidra/shared';
import type { ReactNode } from 'react';
import { useFormat, useTexts } from '../../../lib/texts.tsx';

/**
 * The price breakdown shared by the cart and checkout summaries; the fee shown is the fee charged.
 * With `codFee` (Cash on Delivery chosen) the fee is its own line and part of Total Amount. Applied
 * offers add their own lines and the total saving (ADR 0023); the spec's lines stay as they are.
 */
export function CartTotalsList({
  totals,
  showItems = false,
  codFee,
  offerLines,
}: {
  totals: CartTotals;
  showItems?: boolean;
  codFee?: number;
  /** The applied offers' lines (promotions), drawn before Total Amount. */
  offerLines?: ReactNode;
}) {
  const t = useTexts();
  const fmt = useFormat();
  const rows: [string, string][] = [
    ...(showItems ? ([[t.totalItems, String(totals.totalItems)]] as [string, string][]) : []),
    [t.totalMRP, fmt.money(totals.totalMRP)],
    [t.discountOnMRP, `−${fmt.money(totals.discountOnMRP)}`],
    [t.shippingFee, fmt.money(totals.shippingFee)],
    ...(codFee === undefined ? [] : ([[t.codFee, fmt.money(codFee)]] as [string, string][])),
  ];
  return (
    <dl className="space-y-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-plum-700">{label}</dt>
          <dd className={label === t.discountOnMRP ? 'font-medium text-emerald-700' : 'text-ink'}>{value}</dd>
        </div>
      ))}
      {offerLines}
      <div className="flex justify-between gap-4 border-t border-plum-100 pt-3 text-base font-semibold text-ink">
        <dt>{t.totalAmount}</dt>
        <dd>{fmt.money(codFee === undefined ? totals.totalAmount : codOrderTotal(totals.totalAmount, codFee))}</dd>
      </div>
    </dl>
  );
}
