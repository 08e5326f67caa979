import './index.css';

/**
 * The page's one script tag. A server-rendered page is painted before the app's scripts are even
 * fetched: on a slow phone network the page's own picture then does not share the line with ~100 kB
 * of script, and the app takes over right after (docs/decisions/0011). The stylesheet is imported
 * here, not in main.tsx, so it stays a `<link>` in index.html.
 */
function afterFirstPaint(): Promise<void> {
  // A tab opened in the background paints nothing until shown: start at once.
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

void afterFirstPaint().then(() => import('./main.tsx'));
