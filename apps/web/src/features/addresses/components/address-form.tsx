import {
  type AddressFields,
  DEFAULT_COUNTRY,
  INDIAN_STATES,
  normaliseIndianMobile,
  validateAddress,
} from '@nidra/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAllTexts } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { lookupPin } from '../api/lookup-pin.ts';

type Field = keyof AddressFields;
type Errors = Partial<Record<Field, string>>;

const EMPTY_ADDRESS: AddressFields = {
  name: '',
  houseNumber: '',
  street: '',
  city: '',
  state: '',
  postalCode: '',
  country: DEFAULT_COUNTRY,
  phoneNumber: '',
};

/** On-screen order, so the first field with an error is the one focused. */
const FIELD_ORDER: Field[] = ['name', 'phoneNumber', 'houseNumber', 'street', 'city', 'state', 'postalCode', 'country'];

/** Only the form's fields of a saved address (no `_id`), for editing it. */
export function addressFields(a: AddressFields): AddressFields {
  return Object.fromEntries(FIELD_ORDER.map((k) => [k, a[k] ?? ''])) as AddressFields;
}

type Props = {
  initial?: AddressFields;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (fields: AddressFields) => void;
  onCancel?: () => void;
};

const TEXT_FIELDS: { key: Field; autoComplete: string; inputMode?: 'numeric' | 'tel' }[] = [
  { key: 'name', autoComplete: 'name' },
  { key: 'phoneNumber', autoComplete: 'tel', inputMode: 'tel' },
  { key: 'houseNumber', autoComplete: 'address-line1' },
  { key: 'street', autoComplete: 'address-line2' },
  { key: 'city', autoComplete: 'address-level2' },
];

/**
 * The address form of the book and of checkout: every field required, state from the 36 (spec §5),
 * the PIN code in that state and an Indian mobile number (ADR 0019), checked as the server checks.
 */
export function AddressForm({ initial = EMPTY_ADDRESS, submitLabel, busy = false, onSubmit, onCancel }: Props) {
  const t = useAllTexts();
  const id = useId();
  const [values, setValues] = useState<AddressFields>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);

  // What the PIN filled in last: a city or state the shopper typed themselves is never overwritten.
  const filled = useRef({ city: '', state: '' });
  const set = (key: Field, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (tried) setErrors(validateAddress(next, t));
    if (key === 'postalCode' && /^[1-9]\d{5}$/.test(value.trim())) void fillFromPin(value.trim());
  };

  /** City and state from the PIN (India Post's directory, asked of the shop's own server), still editable. */
  const fillFromPin = async (pin: string) => {
    const place = await lookupPin(pin);
    if (!place) return;
    setValues((v) => {
      if (v.postalCode.trim() !== pin) return v;
      const take = (key: 'city' | 'state') => !v[key].trim() || v[key] === filled.current[key];
      const city = take('city') ? place.city : null;
      const state = take('state') ? place.state : null;
      // Only what the PIN wrote is remembered as filled: a value the shopper typed stays theirs.
      filled.current = { city: city ?? filled.current.city, state: state ?? filled.current.state };
      return { ...v, city: city ?? v.city, state: state ?? v.state };
    });
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validateAddress(values, t);
    setTried(true);
    setErrors(found);
    const first = FIELD_ORDER.find((k) => found[k]);
    if (first) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as AddressFields;
    // Saved as its 10 digits, as the server keeps it ("+91 98765 43210" → "9876543210").
    onSubmit({ ...trimmed, phoneNumber: normaliseIndianMobile(trimmed.phoneNumber) ?? trimmed.phoneNumber });
  };

  const field = (key: Field, extra: Partial<(typeof TEXT_FIELDS)[number]> = {}) => (
    <FormField
      key={key}
      id={`${id}-${key}`}
      name={key}
      label={t.addressFieldLabels[key]}
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
      error={errors[key]}
      required
      autoComplete={extra.autoComplete}
      inputMode={extra.inputMode}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.map((f) => field(f.key, f))}
      <div>
        <label htmlFor={`${id}-state`} className="mb-1 block text-sm font-medium text-plum-900">
          {t.addressFieldLabels.state}
        </label>
        <select
          id={`${id}-state`}
          name="state"
          value={values.state}
          onChange={(e) => set('state', e.target.value)}
          required
          autoComplete="address-level1"
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? `${id}-state-error` : undefined}
          className="w-full rounded-lg border border-plum-200 bg-white px-3 py-2.5 text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100 aria-invalid:border-red-400"
        >
          <option value="">{t.selectState}</option>
          {INDIAN_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        {errors.state && (
          <p id={`${id}-state-error`} className="mt-1 text-sm text-red-700">
            {errors.state}
          </p>
        )}
      </div>
      {field('postalCode', { autoComplete: 'postal-code', inputMode: 'numeric' })}
      {field('country', { autoComplete: 'country-name' })}
      <div className="flex flex-wrap gap-3 pt-2 sm:col-span-2">
        <Button type="submit" disabled={busy} className="px-8">
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
