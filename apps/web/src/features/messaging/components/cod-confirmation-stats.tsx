import { messagingMessages as t } from '@nidra/shared/messaging/messaging.messages';
import { useCodConfirmationStats } from '../api/cod-confirmation.ts';

/** The dashboard's COD confirmation figures: the rate of answered orders confirmed, and those cancelled unanswered. */
export function CodConfirmationStats() {
  const { data } = useCodConfirmationStats();
  if (!data) return null;
  const cards = [
    {
      label: t.codConfirmationRate,
      value: data.ratePercent === null ? '—' : `${data.ratePercent}%`,
      hint: `${data.confirmed} confirmed`,
    },
    { label: t.codCancelledUnconfirmed, value: String(data.cancelled), hint: 'No answer on WhatsApp' },
  ];
  // The dashboard's figure cards, in the same look (a feature keeps its own markup: no import across features).
  return (
    <dl aria-label={t.codConfirmationHeading} className="mt-3 mb-6 grid grid-cols-2 gap-3 xl:grid-cols-4">
      {cards.map((c) => (
        <div
          key={c.label}
          className="rounded-xl border border-l-4 border-plum-100 border-l-plum-300 bg-white px-4 py-3.5 shadow-sm shadow-plum-900/5"
        >
          <dt className="text-xs font-semibold uppercase tracking-wide text-plum-500">{c.label}</dt>
          <dd className="mt-1 font-display text-2xl tabular-nums text-plum-900 sm:text-3xl">{c.value}</dd>
          <dd className="mt-0.5 text-xs text-plum-500">{c.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
