const ORDER_TONES: Record<string, string> = {
  PENDING: 'bg-amber-50 text-amber-800 ring-amber-200',
  DISPATCHED: 'bg-sky-50 text-sky-800 ring-sky-200',
  INTRANSIT: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  DELIVERED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  CANCELLED: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
};

const PAYMENT_TONES: Record<string, string> = {
  PAYMENT_SUCCESS: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  PAYMENT_INITIATED: 'bg-amber-50 text-amber-800 ring-amber-200',
  PAYMENT_REFUNDED: 'bg-sky-50 text-sky-800 ring-sky-200',
  REFUND_PENDING: 'bg-violet-50 text-violet-800 ring-violet-200',
  PAYMENT_FAILED: 'bg-red-50 text-red-800 ring-red-200',
  COD_PENDING: 'bg-orange-50 text-orange-800 ring-orange-200',
  COD_COLLECTED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

const BASE = 'inline-block whitespace-nowrap rounded-md px-1.5 py-0.5 text-[0.7rem] font-semibold ring-1 ring-inset';
const PLAIN = 'bg-zinc-50 text-zinc-700 ring-zinc-200';

/** An order or payment status as stored, coloured by meaning; unknown values show plainly (spec §4). */
export function StatusBadge({ value, kind }: { value: string; kind: 'order' | 'payment' }) {
  const tone = (kind === 'order' ? ORDER_TONES : PAYMENT_TONES)[value] ?? PLAIN;
  return <span className={`${BASE} ${tone}`}>{value}</span>;
}
