import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that hydrates as its own piece of work: React 19 hydrates each
 * Suspense boundary separately and lets the browser run between them, so a page's takeover is several
 * short tasks rather than one long one (Total Blocking Time), and a tap inside a part not yet hydrated
 * hydrates that part first. Nothing here suspends, so the fallback is never shown; the markup is the
 * same as without it. A part may take the page's state and callbacks as props: an update that reaches
 * it before it has hydrated makes React hydrate it first, at that update's priority. A ref inside it is
 * attached only once it has hydrated, so the page may hand it a callback ref (useInView), not an object
 * ref that the page's own effects read.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
