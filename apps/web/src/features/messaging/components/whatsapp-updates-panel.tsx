import { formatAdminDate } from '@nidra/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { useAllTexts } from '../../../lib/texts.tsx';
import { toast } from '../../../ui/toast.tsx';
import { useSaveWhatsappConsent, useWhatsappConsent } from '../api/whatsapp-consent.ts';

/** In the account: the WhatsApp order updates switch, with when it was turned on. */
export function WhatsappUpdatesPanel() {
  const t = useAllTexts();
  const consent = useWhatsappConsent();
  const save = useSaveWhatsappConsent();
  if (!consent.data) return null;
  const on = consent.data.consent;
  return (
    <section aria-labelledby="whatsapp-updates" className="mb-6 rounded-2xl border border-plum-100 bg-white p-4 sm:p-5">
      <h2 id="whatsapp-updates" className="font-display text-lg text-plum-900">
        {t.whatsappUpdates}
      </h2>
      <label className="mt-2 flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={on}
          disabled={save.isPending}
          onChange={(e) =>
            save.mutate(
              { consent: e.target.checked },
              {
                onSuccess: () => toast.success(t.whatsappConsentSaved),
                onError: (err) => toast.error(err instanceof ApiError ? err.message : t.whatsappConsentNeedsPhone),
              },
            )
          }
          className="mt-0.5 h-4 w-4 shrink-0 accent-plum-700"
        />
        <span className="text-sm text-ink">
          {t.whatsappConsentLabel}
          <span className="mt-0.5 block text-xs leading-5 text-plum-700">
            {on && consent.data.grantedAt ? `On since ${formatAdminDate(consent.data.grantedAt)}. ` : ''}
            {t.whatsappConsentHint}
          </span>
        </span>
      </label>
    </section>
  );
}
