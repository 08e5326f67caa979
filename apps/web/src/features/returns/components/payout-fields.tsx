import type { PayoutBody } from '@nidra/shared/returns/return.schema';
import { useAllTexts } from '../../../lib/texts.tsx';
import { FormField } from '../../../ui/form-field.tsx';

export type PayoutDraft = { kind: 'UPI' | 'BANK'; upiId: string; accountNumber: string; ifsc: string };
export const emptyPayout: PayoutDraft = { kind: 'UPI', upiId: '', accountNumber: '', ifsc: '' };

/** The body the server validates: only the fields of the chosen kind. */
export const payoutBodyOf = (d: PayoutDraft): PayoutBody =>
  d.kind === 'UPI' ? { kind: 'UPI', upiId: d.upiId } : { kind: 'BANK', accountNumber: d.accountNumber, ifsc: d.ifsc };

/** A cash-on-delivery refund's destination: a UPI ID, or a bank account with its IFSC. */
export function PayoutFields({ value, onChange }: { value: PayoutDraft; onChange: (d: PayoutDraft) => void }) {
  const t = useAllTexts();
  const set = (patch: Partial<PayoutDraft>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-plum-900">{t.returnPayoutLabel}</legend>
      <div className="grid grid-cols-2 gap-2">
        {(['UPI', 'BANK'] as const).map((k) => (
          <label
            key={k}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-plum-200 px-3 py-2.5 text-sm has-[:checked]:border-plum-700 has-[:checked]:bg-plum-50"
          >
            <input
              type="radio"
              name="payout-kind"
              checked={value.kind === k}
              onChange={() => set({ kind: k })}
              className="accent-plum-800"
            />
            {k === 'UPI' ? t.returnPayoutUpi : t.returnPayoutBank}
          </label>
        ))}
      </div>
      {value.kind === 'UPI' ? (
        <FormField
          id="payout-upi"
          label={t.returnPayoutUpi}
          value={value.upiId}
          placeholder="name@bank"
          autoComplete="off"
          onChange={(e) => set({ upiId: e.currentTarget.value })}
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            id="payout-account"
            label={t.returnAccountNumber}
            value={value.accountNumber}
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => set({ accountNumber: e.currentTarget.value.replace(/\D/g, '') })}
          />
          <FormField
            id="payout-ifsc"
            label={t.returnIfsc}
            value={value.ifsc}
            placeholder="SBIN0001234"
            autoComplete="off"
            onChange={(e) => set({ ifsc: e.currentTarget.value.toUpperCase() })}
          />
        </div>
      )}
    </fieldset>
  );
}
