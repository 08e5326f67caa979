import { codeOutcomeMessage } from '@nidra/shared/promotions/promotion.rules';
import type { CartOffers } from '@nidra/shared/promotions/promotion.schema';
import { type FormEvent, useId, useState } from 'react';
import { useFormat, useTexts } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { useCoupon } from '../api/coupon.ts';

/**
 * "Apply coupon" on the cart and checkout: the field, the server's answer for the code, and the remove
 * action. The offers' savings are lines of the price details (CartTotalsList).
 */
export function CouponBox({ offers }: { offers: CartOffers | undefined }) {
  const t = useTexts();
  const { apply, remove } = useCoupon();
  const [code, setCode] = useState('');
  const inputId = useId();
  const messageId = useId();
  const error = apply.error instanceof Error ? apply.error.message : null;
  const saved = offers?.code ?? null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) apply.mutate(code.trim(), { onSuccess: () => setCode('') });
  };

  return (
    <section aria-label={t.couponLabel} className="rounded-2xl border border-plum-100 bg-white p-5 sm:p-6">
      {saved ? (
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wide text-ink">{saved}</p>
            <p
              id={messageId}
              role="status"
              className={offers?.codeApplied ? 'mt-1 text-sm text-emerald-700' : 'mt-1 text-sm text-amber-800'}
            >
              {offers?.codeOutcome && codeOutcomeMessage(offers.codeOutcome, saved, t)}
            </p>
          </div>
          <Button variant="secondary" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {t.couponRemove}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-plum-800">
            {t.couponLabel}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder={t.couponPlaceholder}
              autoCapitalize="characters"
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? messageId : undefined}
              className="min-w-0 flex-1 rounded-xl border border-plum-200 px-3 py-2 text-sm uppercase placeholder:normal-case focus:border-plum-500 focus:outline-none focus:ring-2 focus:ring-plum-200"
            />
            <Button type="submit" disabled={apply.isPending || !code.trim()}>
              {t.couponApply}
            </Button>
          </div>
          {error && (
            <p id={messageId} role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

/** The offers' lines of the price details: what each applied offer saves, and the total saving. */
export function OfferLines({ offers }: { offers: CartOffers | undefined }) {
  const t = useTexts();
  const fmt = useFormat();
  const applied = offers?.applied ?? [];
  if (applied.length === 0) return null;
  const total = applied.reduce((n, a) => n + a.discount + a.shippingSaving, 0);
  return (
    <>
      {applied.map((a) => (
        <div key={a.id} className="flex justify-between gap-4">
          <dt className="text-plum-700">
            {a.code ? `${a.name} (${a.code})` : a.name}
            {a.shippingSaving > 0 && <span className="sr-only"> — {t.freeShippingSaving}</span>}
          </dt>
          <dd className="font-medium text-emerald-700">−{fmt.money(a.discount + a.shippingSaving)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 rounded-lg bg-emerald-50 px-2 py-1 text-emerald-800">
        <dt>{t.totalSaving}</dt>
        <dd className="font-semibold">{fmt.money(total)}</dd>
      </div>
    </>
  );
}
