import type { InputHTMLAttributes, ReactNode } from 'react';
import type { TextField } from '../hooks/product-form-values.ts';

export const INPUT =
  'w-full rounded-lg border border-plum-200 bg-white px-3 py-2 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100 read-only:bg-plum-50 read-only:text-plum-700 read-only:focus:ring-0';

/** A compact labelled input; a required one says so to screen readers and shows an asterisk. */
export function Field({
  id,
  label,
  required = false,
  hint,
  className = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; required?: boolean; hint?: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-plum-900">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        aria-required={required || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={INPUT}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-plum-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A titled group of fields. */
export function FieldSet({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-plum-100 bg-white p-4 shadow-sm sm:p-5">
      <legend className="float-left mb-3 w-full font-display text-lg text-plum-900">{legend}</legend>
      <div className="clear-left grid gap-4 sm:grid-cols-2 xl:grid-cols-4">{children}</div>
    </fieldset>
  );
}

/** The product form's input labels. */
export const PRODUCT_FIELD_LABELS: Record<TextField, string> = {
  productName: 'Product name',
  size: 'Size',
  category: 'Category',
  subcategory: 'Subcategory',
  MRP: 'MRP (₹)',
  sellingPrice: 'Selling price (₹)',
  actualPrice: 'Actual price (₹)',
  designNumber: 'Design number',
  barcode: 'Barcode',
  length: 'Length',
  chest: 'Chest',
  quantity: 'Quantity',
  fabric: 'Fabric',
  description: 'Description',
  productNameHi: 'Hindi product name',
  fabricHi: 'Hindi fabric',
  descriptionHi: 'Hindi description',
};
