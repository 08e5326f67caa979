import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useAllTexts } from '../../../lib/texts.tsx';
import { rememberPin } from '../api/remembered-pin.ts';
import { useSavedAddressPin } from '../api/saved-pin.ts';

export type DeliveryCheckFormProps = {
  /** What the shopper typed before the form loaded, or the remembered PIN ('' for neither). */
  typed: string;
  focus: boolean;
  /** Check `typed` at once (a remembered PIN, or Check pressed before the form loaded). */
  check: boolean;
};

// The answer (its query, dates and texts) is its own chunk, loaded once a PIN is to be checked.
const DeliveryResult = lazy(() => import('./delivery-result.tsx'));

/**
 * The product page's 'Check delivery': a 6-digit PIN (the one checked last in this browser, else a
 * signed-in shopper's most recent saved address's) → the delivery date and whether Cash on Delivery
 * is collected there.
 */
export default function DeliveryCheckForm({ typed, focus, check }: DeliveryCheckFormProps) {
  const t = useAllTexts();
  const [value, setValue] = useState(typed);
  const [pin, setPin] = useState<string | null>(check && /^[1-9]\d{5}$/.test(typed) ? typed : null);
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);
  // No PIN typed nor remembered here: a signed-in shopper's saved address answers, until they type.
  const edited = useRef(typed !== '');
  const savedPin = useSavedAddressPin(!edited.current);
  useEffect(() => {
    if (!savedPin || edited.current) return;
    edited.current = true;
    setValue(savedPin);
    setInvalid(false);
    setPin(savedPin);
  }, [savedPin]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ok = /^[1-9]\d{5}$/.test(value);
    setInvalid(!ok);
    if (!ok) return;
    setPin(value);
    rememberPin(value);
  };

  return (
    <section aria-labelledby={`${id}-h`} className="mt-5 rounded-xl border border-plum-100 bg-white p-4">
      <h2 id={`${id}-h`} className="text-sm font-semibold text-plum-900">
        {t.checkDelivery}
      </h2>
      <form onSubmit={submit} className="mt-2 flex gap-2">
        <label htmlFor={`${id}-pin`} className="sr-only">
          {t.deliveryPinLabel}
        </label>
        <input
          ref={input}
          id={`${id}-pin`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t.deliveryPinLabel}
          value={value}
          aria-invalid={invalid}
          aria-describedby={`${id}-out`}
          onChange={(e) => {
            edited.current = true;
            setValue(e.target.value.replace(/\D/g, ''));
          }}
          className="min-h-11 w-full min-w-0 rounded-lg border border-plum-200 px-3 text-base tracking-widest text-ink placeholder:tracking-normal placeholder:text-plum-400 focus:border-plum-600 focus:outline-none focus:ring-2 focus:ring-plum-200"
        />
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-lg border border-plum-700 px-4 text-sm font-semibold text-plum-900 hover:bg-plum-50"
        >
          {t.checkDeliveryButton}
        </button>
      </form>
      <div id={`${id}-out`} aria-live="polite" className="mt-2 min-h-5">
        {invalid ? (
          <p className="text-sm text-red-800">{t.enterValidPin}</p>
        ) : pin ? (
          <Suspense fallback={null}>
            <DeliveryResult pin={pin} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
