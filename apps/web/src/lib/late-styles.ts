import { LATE_STYLES_ID } from '@nidra/shared/page-scripts';

/** Resolves once the window's load event has fired. */
function windowLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Resolves once the pictures the page loads eagerly are in (or have failed): its first screen's. */
function eagerPicturesIn(): Promise<unknown> {
  const pending = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
  return Promise.allSettled(pending.map((img) => img.decode()));
}

/**
 * Resolves once the page's first contentful paint is on screen. The paint entry comes when the frame is
 * shown, a frame or two after the script that drew it has run (a page the app draws alone paints first
 * here).
 */
function firstPaintShown(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves once the browser has drawn the next frame: what is in the page now is on screen. */
const afterNextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** Resolves once a stylesheet link has loaded or failed. */
const linkSettled = (link: HTMLLinkElement) =>
  new Promise((resolve) => {
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
  });

let adding = false;
const listeners = new Set<() => void>();

/** Whether the page still waits for its late stylesheets and the fonts they bring (never on English pages). */
export function lateStylesPending(): boolean {
  return adding || document.getElementById(LATE_STYLES_ID) !== null;
}

/** Calls `listener` when the late stylesheets and their fonts are in (a `useSyncExternalStore` subscription). */
export function onLateStylesIn(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Adds the stylesheets the page can do without until its first screen is whole, named by the server in
 * a template (language-head.ts): the Hindi pages' Devanagari font. Called once the app has drawn the
 * page, it waits for the window's load event, the pictures drawn eagerly (a page the app draws alone,
 * like the cart, puts its own in after the load event) and the first paint, so the font's file never
 * shares a slow line with the first screen. Until then the text shows in the device's own Devanagari
 * font. Once the stylesheets and the fonts they bring are in (or have failed), the listeners hear it.
 */
export async function addLateStyles(): Promise<void> {
  const styles = document.getElementById(LATE_STYLES_ID);
  if (!(styles instanceof HTMLTemplateElement)) return;
  adding = true;
  styles.remove();
  try {
    await windowLoaded();
    await eagerPicturesIn();
    await firstPaintShown();
    await afterNextFrame();
    const links = [...styles.content.querySelectorAll('link')].map(linkSettled);
    document.head.append(styles.content);
    await Promise.all(links);
    // The rules apply at the next style pass, which starts the fonts' downloads; `ready` waits for them.
    await afterNextFrame();
    await document.fonts.ready;
  } finally {
    adding = false;
    for (const listener of listeners) listener();
  }
}
