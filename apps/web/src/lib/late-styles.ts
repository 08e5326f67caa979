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

/**
 * Adds the stylesheets the page can do without until its first screen is whole, named by the server in
 * a template (language-head.ts): the Hindi pages' Devanagari font. Called once the app has drawn the
 * page, it waits for the window's load event, the pictures drawn eagerly (a page the app draws alone,
 * like the cart, puts its own in after the load event) and the first paint, so the font's file never
 * shares a slow line with the first screen. Until then the text shows in the device's own Devanagari
 * font.
 */
export async function addLateStyles(): Promise<void> {
  const styles = document.getElementById(LATE_STYLES_ID);
  if (!(styles instanceof HTMLTemplateElement)) return;
  styles.remove();
  await windowLoaded();
  await eagerPicturesIn();
  await firstPaintShown();
  await afterNextFrame();
  document.head.append(styles.content);
}
