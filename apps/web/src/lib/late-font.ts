import { LATE_FONT_ID } from '@nidra/shared/page-scripts';

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

/** Whether a face of `family` is in use from the device's own copy. */
const onDevice = (family: string) =>
  [...document.fonts].some((f) => f.family.replaceAll('"', '') === family && f.status === 'loaded');

let adding = false;
const listeners = new Set<() => void>();

/** Whether the page still waits to know its Devanagari font (never on English pages). */
export function lateFontPending(): boolean {
  return adding || document.getElementById(LATE_FONT_ID) !== null;
}

/** Calls `listener` once the page's Devanagari font is settled (a `useSyncExternalStore` subscription). */
export function onLateFontSettled(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The Hindi pages' Devanagari font where the device has no copy of its own (every Android phone has
 * one, found at the first layout): the face from the shop's file, named by the server in a template
 * (language-head.ts), added once the first screen is shown — after the window's load event, the
 * pictures drawn eagerly (a page the app draws alone, like the cart, puts its own in after the load
 * event) and the first paint — so its 50 KB never share a slow line with the first screen. Until then
 * the text shows in the device's Devanagari font. Once the font is settled, the listeners hear it.
 */
export async function addLateFont(): Promise<void> {
  const late = document.getElementById(LATE_FONT_ID);
  if (!(late instanceof HTMLTemplateElement)) return;
  adding = true;
  late.remove();
  try {
    await windowLoaded();
    await eagerPicturesIn();
    await firstPaintShown();
    await afterNextFrame();
    await document.fonts.ready;
    if (onDevice(late.dataset.family ?? '')) return;
    document.head.append(late.content);
    // The face applies at the next style pass, which starts the file's download; `ready` waits for it.
    await afterNextFrame();
    await document.fonts.ready;
  } finally {
    adding = false;
    for (const listener of listeners) listener();
  }
}
