import { type ComponentType, type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { withAllTexts } from '../../../lib/page-language.ts';
import { useTexts } from '../../../lib/texts.tsx';
import type { DeliveryCheckFormProps } from './delivery-check-form.tsx';

/** The remembered PIN (remembered-pin.ts's key), read here so the first script holds no other module. */
const readPin = () => {
  try {
    return localStorage.getItem('nidra.deliveryPin');
  } catch {
    return null;
  }
};

const FIELD =
  'min-h-11 w-full min-w-0 rounded-lg border border-plum-200 px-3 text-base tracking-widest text-ink placeholder:tracking-normal placeholder:text-plum-400 focus:border-plum-600 focus:outline-none focus:ring-2 focus:ring-plum-200';
const BUTTON =
  'min-h-11 shrink-0 rounded-lg border border-plum-700 px-4 text-sm font-semibold text-plum-900 hover:bg-plum-50';

/**
 * Where the product page's 'Check delivery' goes. The working form is its own chunk: it loads, with its
 * answers' words (the whole catalogue), when
 * the shopper reaches for the field, or at once for a returning shopper whose PIN this browser
 * remembers; until then this outline keeps what is typed, so the storefront's first script stays small.
 */
export function DeliveryCheckSlot() {
  const t = useTexts();
  const [Form, setForm] = useState<ComponentType<DeliveryCheckFormProps> | null>(null);
  const [typed, setTyped] = useState('');
  const [check, setCheck] = useState(false);
  const focus = useRef(false);
  const loading = useRef(false);
  const id = useId();
  const load = useCallback((withFocus: boolean) => {
    focus.current ||= withFocus;
    if (loading.current) return;
    loading.current = true;
    void withAllTexts(import('./delivery-check-form.tsx')).then((m) => setForm(() => m.default));
  }, []);
  // Read after hydration: the server's page is the same for every visitor.
  useEffect(() => {
    const saved = readPin();
    if (!saved) return;
    setTyped(saved);
    setCheck(true);
    load(false);
  }, [load]);

  if (Form) return <Form typed={typed} focus={focus.current} check={check} />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setCheck(true);
    load(true);
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
          id={`${id}-pin`}
          inputMode="numeric"
          maxLength={6}
          placeholder={t.deliveryPinLabel}
          value={typed}
          onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
          onFocus={() => load(true)}
          className={FIELD}
        />
        <button type="submit" className={BUTTON}>
          {t.checkDeliveryButton}
        </button>
      </form>
      <div className="mt-2 min-h-5" />
    </section>
  );
}
