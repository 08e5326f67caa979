import type { ReactNode } from 'react';

/** Long-form typography for the policy pages (no typography plugin in the bundle). */
const PROSE = [
  'text-[1.0625rem] leading-relaxed text-plum-800',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:text-plum-900 [&>h2:first-child]:mt-0',
  '[&_h3]:mt-8 [&_h3]:font-semibold [&_h3]:text-plum-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5',
  '[&_li]:pl-1 [&_li]:marker:text-blush-500 [&_strong]:font-semibold [&_strong]:text-plum-900',
  '[&_a]:font-medium [&_a]:text-plum-900 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-plum-700',
].join(' ');

export function Prose({ children }: { children: ReactNode }) {
  return <div className={PROSE}>{children}</div>;
}

/** The short answers, shown as cards above a policy's full text (outside <Prose>). */
export function KeyFacts({ items }: { items: ReactNode[] }) {
  return (
    <ul className="mb-10 grid gap-3 sm:grid-cols-2">
      {items.map((item, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, static list
          key={i}
          className="rounded-2xl border border-blush-200 bg-blush-50 px-4 py-3 text-[0.9375rem] leading-snug text-plum-800"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
