import { useAllTexts } from '../../../lib/texts.tsx';

type Props = { checked: boolean; onChange: (checked: boolean) => void; note?: string | null };

/** The checkout's checkbox: order updates on WhatsApp, with what they are and how to stop them. */
export function WhatsappConsentField({ checked, onChange, note }: Props) {
  const t = useAllTexts();
  return (
    <div className="rounded-xl border border-plum-100 bg-white p-4">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby="whatsapp-consent-hint"
          className="mt-0.5 h-4 w-4 shrink-0 accent-plum-700"
        />
        <span className="min-w-0">
          <span className="block text-sm font-medium text-ink">{t.whatsappConsentLabel}</span>
          <span id="whatsapp-consent-hint" className="mt-0.5 block text-xs leading-5 text-plum-700">
            {t.whatsappConsentHint}
          </span>
          {checked && note && <span className="mt-1 block text-xs leading-5 text-plum-900">{note}</span>}
        </span>
      </label>
    </div>
  );
}
