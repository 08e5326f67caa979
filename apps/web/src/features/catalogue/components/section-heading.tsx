import type { ReactNode } from 'react';

/** A home-page section title in the display serif with a soft blush rule. */
export function SectionHeading({ id, children, note }: { id: string; children: ReactNode; note?: string }) {
  return (
    <div className="mb-6 flex flex-col items-center text-center sm:mb-8">
      <h2 id={id} className="font-display text-3xl text-plum-900 sm:text-4xl">
        {children}
      </h2>
      <span aria-hidden="true" className="mt-3 h-px w-16 bg-blush-500/70" />
      {note && <p className="mt-3 max-w-md text-sm text-plum-500">{note}</p>}
    </div>
  );
}
