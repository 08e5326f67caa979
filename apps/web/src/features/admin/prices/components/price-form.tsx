import { messages } from '@nidra/shared';
import { isValidPriceForm } from '@nidra/shared/admin/product-form.rules';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../../ui/form-field.tsx';
import { useSubcategoryNames } from '../../api/get-subcategory-names.ts';
import { adminButton } from '../../components/admin-page.tsx';
import { useSaveSubcategoryPrice } from '../api/save-subcategory-price.ts';

const FIELD = 'mb-1 block text-sm font-medium text-plum-900';
const INPUT =
  'w-full rounded-lg border border-plum-200 bg-white px-3 py-2 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100';

/** Pick a subcategory and enter its actual (cost) price (spec §2). */
export function PriceForm() {
  const names = useSubcategoryNames();
  const save = useSaveSubcategoryPrice();
  const [subcategory, setSubcategory] = useState('');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isValidPriceForm(subcategory, price)) {
      setError(messages.priceFormInvalid);
      return;
    }
    setError(null);
    save.mutate(
      { subcategory, actualPrice: Number(price) },
      {
        onSuccess: () => {
          setSubcategory('');
          setPrice('');
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Set a subcategory price"
      className="rounded-xl border border-plum-100 bg-white p-5 shadow-sm"
    >
      <FormError message={error ?? (names.isError ? messages.fetchSubcategoriesError : null)} />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end">
        <div>
          <label htmlFor="price-subcategory" className={FIELD}>
            Subcategory
          </label>
          <select
            id="price-subcategory"
            className={INPUT}
            value={subcategory}
            onChange={(e) => setSubcategory(e.target.value)}
          >
            <option value="">Select a subcategory</option>
            {(names.data ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="price-actual" className={FIELD}>
            Actual Price (₹)
          </label>
          <input
            id="price-actual"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            className={`${INPUT} tabular-nums`}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </div>
        <button type="submit" className={adminButton('primary', 'px-5 py-2')} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
