/** The upload's progress while the form is being sent (0 to 1). */
export function UploadProgress({ value }: { value: number | null }) {
  if (value === null) return null;
  const percent = Math.round(value * 100);
  const label = percent >= 100 ? 'Processing images…' : `Uploading… ${percent}%`;
  return (
    <div className="min-w-48 flex-1">
      <p className="mb-1 text-xs text-plum-700" aria-hidden="true">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-plum-100"
      >
        <div className="h-full rounded-full bg-plum-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
