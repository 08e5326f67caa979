import { shippingFeeFor } from '@nidra/shared';
import { useFormat } from '../../../lib/texts.tsx';

/** Item-count bands come from the shared fee rule itself, so this table can never drift from checkout. */
const LAST_COUNT_CHECKED = 100;

type Band = { from: number; to: number; fee: number };

function feeBands(): Band[] {
  const bands: Band[] = [];
  for (let n = 1; n <= LAST_COUNT_CHECKED; n++) {
    const fee = shippingFeeFor(n);
    const last = bands.at(-1);
    if (last && last.fee === fee) last.to = n;
    else bands.push({ from: n, to: n, fee });
  }
  return bands;
}

/** The table's words, given by each language's Shipping Policy (so a page carries only its own). */
export type FeeTableWords = {
  caption: string;
  items: string;
  fee: string;
  band: (from: number, to: number, isLast: boolean) => string;
};

export function ShippingFeeTable({ words }: { words: FeeTableWords }) {
  const fmt = useFormat();
  const bands = feeBands();
  return (
    <div className="mt-6 overflow-hidden rounded-2xl border border-plum-100 bg-white">
      <table className="w-full text-left text-[0.9375rem]">
        <caption className="sr-only">{words.caption}</caption>
        <thead className="bg-plum-50 text-sm text-plum-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {words.items}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {words.fee}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-plum-100">
          {bands.map((band, i) => (
            <tr key={band.from}>
              <td className="px-4 py-2.5 text-plum-800">{words.band(band.from, band.to, i === bands.length - 1)}</td>
              <td className="px-4 py-2.5 text-right font-medium tabular-nums text-plum-900">{fmt.money(band.fee)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
