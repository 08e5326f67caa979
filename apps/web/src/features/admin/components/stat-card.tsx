import type { ReactNode } from 'react';

/** A figure with its label; `tone` marks figures that need attention. */
export function StatCard({
  label,
  value,
  hint,
  tone = 'plain',
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'plain' | 'attention';
}) {
  const accent = tone === 'attention' ? 'border-l-blush-500' : 'border-l-plum-300';
  return (
    <div
      className={`rounded-xl border border-l-4 border-plum-100 bg-white px-4 py-3.5 shadow-sm shadow-plum-900/5 ${accent}`}
    >
      <dt className="text-xs font-semibold uppercase tracking-wide text-plum-500">{label}</dt>
      <dd className="mt-1 font-display text-2xl tabular-nums text-plum-900 sm:text-3xl">{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-plum-500">{hint}</dd>}
    </div>
  );
}

/** Loading stand-in for a StatCard's value. */
export function StatValueSkeleton() {
  return (
    <span className="inline-block h-8 w-16 animate-pulse rounded bg-plum-100 align-middle motion-reduce:animate-none" />
  );
}
