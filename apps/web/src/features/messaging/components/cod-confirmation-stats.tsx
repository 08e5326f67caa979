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
  return (
    <section aria-label={t.codConfirmationHeading} className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
      {cards.map((c) => (
        <div key={c.label} className="rounded-xl border border-plum-100 bg-white p-4 shadow-sm">
          <p className="text-sm text-plum-700">{c.label}</p>
          <p className="mt-1 font-display text-2xl text-plum-900">{c.value}</p>
          <p className="mt-0.5 text-xs text-plum-500">{c.hint}</p>
        </div>
      ))}
    </section>
  );
}
