/**
 * The whole storefront stylesheet on a server-rendered page (docs/decisions/0011). The page comes with
 * the rules its markup uses inline and the stylesheet preloaded; applying it restyles every element of
 * the page (a long task on a phone), and the inline rules already style everything the server drew. So
 * it is applied only when the app may draw something those rules do not cover, at the first of:
 *
 * - the shopper's first tap, key or focus (`pointerdown`, `keydown`, `focusin`): before a menu, a drawer,
 *   a dialog, the search suggestions or the next page opens;
 * - an element drawn, or a class set, with a class that none of the server's markup had (the cookie
 *   notice is in the markup, hidden, so its rules are inline: it draws without this);
 * - the app navigating on its own (a redirect: the next page's elements are new).
 *
 * Pages the browser draws alone link the stylesheet as usual: there is nothing to apply.
 */
const INPUT = ['pointerdown', 'keydown', 'focusin'] as const;

let applied: Promise<void> | undefined;

/** Makes the preloaded stylesheet the page's stylesheet (once); resolves when it has loaded. */
export function applyStylesheet(): Promise<void> {
  if (applied) return applied;
  const link = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="style"]');
  applied = new Promise((resolve) => {
    if (!link) return resolve();
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.rel = 'stylesheet';
  });
  return applied;
}

const classesOf = (root: ParentNode, into: Set<string>) => {
  for (const el of root.querySelectorAll('[class]')) for (const c of el.classList) into.add(c);
  return into;
};

/** Calls `apply` at the first element drawn, or class set, with a class the page's markup lacks now. */
function watchClasses(apply: () => void): MutationObserver {
  const known = classesOf(document, new Set());
  const isNew = (el: Element) => [...el.classList].some((c) => !known.has(c));
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (isNew(record.target as Element)) return apply();
        continue;
      }
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (isNew(node) || [...node.querySelectorAll('[class]')].some(isNew)) return apply();
      }
    }
  });
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  return observer;
}

/**
 * Watches the page and applies the stylesheet when first needed (see above). The markup's classes are
 * read in a task of their own: added to the app's start, reading a few hundred elements made that task
 * a long one on a slow phone. The promise settles once the page is watched; the app hydrates after it.
 */
export function applyStylesheetWhenNeeded(): Promise<void> {
  if (!document.querySelector('link[rel="preload"][as="style"]')) return Promise.resolve();
  let observer: MutationObserver | undefined;
  const apply = () => {
    observer?.disconnect();
    for (const type of INPUT) removeEventListener(type, apply, true);
    void applyStylesheet();
  };
  for (const type of INPUT) addEventListener(type, apply, { capture: true, passive: true });
  return new Promise((resolve) =>
    setTimeout(() => {
      if (!applied) observer = watchClasses(apply);
      resolve();
    }),
  );
}
