import type { InputHTMLAttributes } from 'react';

/** A labelled input with its error below, linked by aria-describedby. */
export function FormField({
  label,
  error,
  hint,
  id,
  className = '',
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string; id: string }) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-plum-900">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="w-full rounded-lg border border-plum-200 bg-white px-3 py-2.5 text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100 aria-invalid:border-red-400"
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs leading-relaxed text-plum-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** The form-level error shown above a form (spec §2: errors show above the form). */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </p>
  );
}

/** A success message shown above a form, announced politely. */
export function FormSuccess({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="status" className="mb-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
      {message}
    </p>
  );
}
