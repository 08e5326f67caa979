import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_SCRIPTS_ID } from '@nidra/shared/page-scripts';
import { createCriticalCss } from './critical-css.ts';

const START = '<!--page-head-->';
const END = '<!--/page-head-->';
const ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"( crossorigin)? href="(\/assets\/[^"]+\.css)">/;

/**
 * The web app's HTML split around its page-head markers and its empty root element; with a build, its
 * stylesheet link and what each rendered page needs of that stylesheet.
 */
export type PageShell = {
  before: string;
  middle: string;
  after: string;
  stylesheet?: { tag: string; preload: string; critical: (markup: string) => string };
};

/**
 * What a storefront page fills the shell with: its head tags, its script files (page-hints.ts), its
 * rendered markup and the data block.
 */
type PageParts = { head: string; hints: string; root?: string; data?: string };

/**
 * The built index.html when the web app is built; otherwise (tests, a fresh clone) its source, whose
 * script tag points at the development entry. Refuses a file without the markers, so a changed
 * index.html cannot silently lose every page's head or body.
 */
export function loadPageShell(webDist: string, webSource: string, storeName: string): PageShell {
  const built = path.join(webDist, 'index.html');
  const html = existsSync(built)
    ? readFileSync(built, 'utf8')
    : readFileSync(path.join(webSource, 'index.html'), 'utf8').replaceAll('%STORE_NAME%', storeName);
  const start = html.indexOf(START);
  const end = html.indexOf(END);
  const root = html.indexOf(ROOT);
  if (start < 0 || end < start) throw new Error(`index.html has no ${START}…${END} markers`);
  if (root < end) throw new Error(`index.html has no ${ROOT} after its head`);
  const middle = html.slice(end, root + ROOT.length - '</div>'.length);
  const link = middle.match(STYLESHEET);
  return {
    before: html.slice(0, start + START.length),
    middle,
    after: html.slice(root + ROOT.length - '</div>'.length),
    stylesheet: link
      ? {
          tag: link[0],
          // main.tsx turns this into the stylesheet before the app takes over.
          preload: `<link rel="preload" as="style"${link[1] ?? ''} href="${link[2]}">`,
          critical: createCriticalCss(readFileSync(path.join(webDist, link[2]), 'utf8')),
        }
      : undefined,
  };
}

/**
 * A rendered page's head for its first paint (docs/decisions/0011): the rules its markup uses in a
 * `<style>`, the whole stylesheet loaded without blocking, and the app's scripts fetched at low
 * priority once it has painted (its files wait in a template, boot.ts), so the page's own picture comes
 * first on a slow network; the page reads before they run.
 */
function forRenderedPage(middle: string, hints: string, root: string, css: PageShell['stylesheet']): string {
  const files = hints.replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
  const scripts = middle.replace(
    '<script type="module"',
    () => `<template id="${PAGE_SCRIPTS_ID}">${files}</template><script type="module" fetchpriority="low"`,
  );
  if (!css) return scripts;
  return scripts.replace(
    css.tag,
    () => `<style>${css.critical(root)}</style>${css.preload}<noscript>${css.tag}</noscript>`,
  );
}

/**
 * The shell with the page's head between its markers, its markup in the root and its data after it.
 * A page the browser draws alone keeps the blocking stylesheet and its scripts at their priority.
 */
export function fillPageShell(shell: PageShell, page: PageParts): string {
  const after = page.data ? shell.after.replace('</div>', `</div>${page.data}`) : shell.after;
  const middle = page.root
    ? forRenderedPage(shell.middle, page.hints, page.root, shell.stylesheet)
    : shell.middle.replace('<script type="module"', () => `${page.hints}<script type="module"`);
  return `${shell.before}\n    ${page.head}\n    ${middle}${page.root ?? ''}${after}`;
}
