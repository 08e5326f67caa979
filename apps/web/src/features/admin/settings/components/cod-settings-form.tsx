import { formatINR, MAX_OPEN_COD_ORDERS, messages } from '@nidra/shared';
import type { CodSettings } from '@nidra/shared/cod/cod.rules';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../../ui/form-field.tsx';
import { adminButton } from '../../components/admin-page.tsx';
import { useSaveCodSettings } from '../api/save-cod-settings.ts';

/** Quick checks so the admin sees a mistake at once; the server's shared schema decides. */
function check(fee: string, limit: string): { fee?: string; limit?: string } {
  const errors: { fee?: string; limit?: string } = {};
  const f = Number(fee);
  const l = Number(limit);
  if (fee.trim() === '' || !Number.isFinite(f) || f < 0 || f > 1000) errors.fee = 'Enter a fee from ₹0 to ₹1,000.';
  if (limit.trim() === '' || !Number.isFinite(l) || l < 1 || l > 1_000_000)
    errors.limit = 'Enter a limit from ₹1 to ₹10,00,000.';
  return errors;
}

/** Cash on Delivery on/off, its fee and the highest order value it is offered for. */
export function CodSettingsForm({ settings }: { settings: CodSettings }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [fee, setFee] = useState(String(settings.fee));
  const [limit, setLimit] = useState(String(settings.limit));
  const [errors, setErrors] = useState<{ fee?: string; limit?: string }>({});
  const save = useSaveCodSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(fee, limit);
    setErrors(found);
    if (found.fee || found.limit) return;
    save.mutate({ enabled, fee: Number(fee), limit: Number(limit) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="max-w-lg space-y-5 rounded-xl border border-plum-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          className="mt-0.5 h-4 w-4 accent-plum-700"
        />
        <span>
          <span className="block text-sm font-medium text-plum-900">{messages.codSettingsEnabled}</span>
          <span className="block text-xs leading-5 text-plum-500">
            Shoppers may have at most {MAX_OPEN_COD_ORDERS} undelivered Cash on Delivery orders at a time.
          </span>
        </span>
      </label>
      <FormField
        id="cod-fee"
        label={messages.codSettingsFee}
        type="number"
        inputMode="decimal"
        min={0}
        max={1000}
        step="0.01"
        value={fee}
        onChange={(e) => setFee(e.target.value)}
        error={errors.fee}
        hint="Added to every Cash on Delivery order, shown as its own line at checkout and on the invoice."
      />
      <FormField
        id="cod-limit"
        label={messages.codSettingsLimit}
        type="number"
        inputMode="decimal"
        min={1}
        step="0.01"
        value={limit}
        onChange={(e) => setLimit(e.target.value)}
        error={errors.limit}
        hint={`Above this order value (now ${formatINR(settings.limit)}) Cash on Delivery is shown greyed with the reason.`}
      />
      <button type="submit" className={adminButton('primary')} disabled={save.isPending}>
        {save.isPending ? 'Saving…' : messages.codSettingsSave}
      </button>
    </form>
  );
}
