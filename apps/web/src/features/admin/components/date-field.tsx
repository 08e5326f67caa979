const INPUT =
  'rounded-lg border border-plum-200 bg-white px-3 py-2 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100 aria-invalid:border-red-400';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max?: string;
  /** The id of the message saying what is wrong with the field, while something is. */
  problemId?: string;
  fullWidth?: boolean;
};

/** A labelled date input of the back office's forms. */
export function DateField({ id, label, value, onChange, max, problemId, fullWidth = false }: Props) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-plum-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        className={fullWidth ? `w-full ${INPUT}` : INPUT}
      />
    </div>
  );
}
