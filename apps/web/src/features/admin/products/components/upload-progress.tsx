import { ProgressBar } from '../../../../ui/progress-bar.tsx';

/** The upload's progress while the form is being sent (0 to 1). */
export function UploadProgress({ value }: { value: number | null }) {
  if (value === null) return null;
  const percent = Math.round(value * 100);
  const label = percent >= 100 ? 'Processing images…' : `Uploading… ${percent}%`;
  return <ProgressBar percent={percent} name="Upload progress" label={label} className="min-w-48 flex-1" />;
}
