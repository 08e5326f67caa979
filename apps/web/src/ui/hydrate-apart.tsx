import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that hydrates as its own piece of work: React 19 hydrates each
 * Suspense boundary separately and lets the browser run between them, so a page's takeover is several
 * short tasks rather than one long one (Total Blocking Time), and a tap inside a part not yet hydrated
 * hydrates that part first. Nothing here suspends, so the fallback is never shown; the markup is the
 * same as without it. Only for parts that read no ref or state of the page around them.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
