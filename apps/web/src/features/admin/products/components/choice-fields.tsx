import { PRODUCT_SIZES } from '@nidra/shared';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { adminButton } from '../../components/admin-page.tsx';
import { useAddSubcategory } from '../api/add-subcategory.ts';
import { INPUT } from './product-form-fields.tsx';

const LABEL = 'mb-1 block text-sm font-medium text-plum-900';

/** A labelled select; a value not in `options` (an older product's) is kept as its own option. */
function SelectField(p: {
  id: string;
  label: string;
  required?: boolean;
  value: string;
  options: readonly string[];
  placeholder: string;
  onChange: (value: string) => void;
}) {
  const options = p.value && !p.options.includes(p.value) ? [p.value, ...p.options] : p.options;
  return (
    <div>
      <label htmlFor={p.id} className={LABEL}>
        {p.label}
        {p.required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        id={p.id}
        aria-required={p.required || undefined}
        className={INPUT}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
      >
        <option value="">{p.placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The size, from the shop's size list only (a typo like "medium" cannot be chosen). */
export function SizeSelect({ value, onChange }: { value: string; onChange: (size: string) => void }) {
  return (
    <SelectField
      id="pf-size"
      label="Size"
      value={value}
      options={PRODUCT_SIZES}
      placeholder="No size"
      onChange={onChange}
    />
  );
}

/**
 * The subcategory, chosen among the category's existing ones; a new one is a separate, deliberate
 * action ("New subcategory") that adds it under the chosen category and selects it.
 */
export function SubcategoryChoice(p: {
  category: string;
  subcategories: string[];
  value: string;
  required: boolean;
  onChange: (subcategory: string) => void;
}) {
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const add = useAddSubcategory();
  const refusal = add.error instanceof ApiError && add.error.status < 500 ? add.error.message : null;
  const submit = () => {
    const subcategory = name.trim();
    if (!subcategory || !p.category.trim()) return;
    add.mutate(
      { category: p.category.trim(), subcategory },
      {
        onSuccess: () => {
          p.onChange(subcategory);
          setAdding(false);
          setName('');
        },
      },
    );
  };
  return (
    <div>
      <SelectField
        id="pf-subcategory"
        label="Subcategory"
        required={p.required}
        value={p.value}
        options={p.subcategories}
        placeholder={p.category.trim() ? 'Choose a subcategory' : 'Choose a category first'}
        onChange={p.onChange}
      />
      {!adding ? (
        <button
          type="button"
          className={adminButton('ghost', 'mt-1 px-1.5 py-1 text-xs')}
          disabled={!p.category.trim()}
          onClick={() => setAdding(true)}
        >
          + New subcategory
        </button>
      ) : (
        // Not a nested <form>: Enter adds the subcategory without submitting the product.
        <div className="mt-2 space-y-2 rounded-lg border border-plum-200 bg-plum-50 p-2">
          <label htmlFor="pf-new-subcategory" className="block text-xs font-medium text-plum-900">
            New subcategory in {p.category.trim()}
          </label>
          <input
            id="pf-new-subcategory"
            className={INPUT}
            value={name}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              submit();
            }}
          />
          {refusal && (
            <p role="alert" className="text-xs text-red-700">
              {refusal}
            </p>
          )}
          <div className="flex gap-2">
            <button
              type="button"
              className={adminButton('primary', 'px-2 py-1 text-xs')}
              disabled={add.isPending || !name.trim()}
              onClick={submit}
            >
              Add subcategory
            </button>
            <button
              type="button"
              className={adminButton('secondary', 'px-2 py-1 text-xs')}
              onClick={() => setAdding(false)}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
