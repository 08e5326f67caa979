type ProgressBarProps = {
  /** 0 to 100. */
  percent: number;
  /** The bar's accessible name. */
  name: string;
  /** Shown above the bar and read out as its value; without it the bar stands alone. */
  label?: string;
  size?: 'sm' | 'md';
  className?: string;
};

/** The one progress bar: a plum track filling from the left, with an optional caption above. */
export function ProgressBar({ percent, name, label, size = 'sm', className }: ProgressBarProps) {
  return (
    <div className={className}>
      {label !== undefined && (
        <p className={`mb-1 ${size === 'sm' ? 'text-xs' : 'text-sm'} text-plum-700`} aria-hidden="true">
          {label}
        </p>
      )}
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className={`${size === 'sm' ? 'h-2' : 'h-2.5'} overflow-hidden rounded-full bg-plum-100`}
      >
        <div className="h-full rounded-full bg-plum-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
