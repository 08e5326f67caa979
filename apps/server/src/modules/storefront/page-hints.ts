import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the web build writes to `dist/.vite/module-files.json` (vite.config.ts): the file each module
 * is in, by the module's path from the repository's root, and the files each file imports.
 */
type ModuleFiles = { modules: Record<string, string>; imports: Record<string, string[]> };

/** The `<link rel="modulepreload">` tags for a page's modules (the web app's `pageModules`). */
export type PageHints = (modules: readonly string[]) => string;

/**
 * A page's script files named in its HTML (ADR 0028). The web build wraps no dynamic import in a
 * helper that fetches the imported chunk's own imports beside it (vite.config.ts), so without these the
 * browser would learn of a page's files one level at a time: the app, then the page's file, then what
 * that imports. Here every file the page starts with is in its HTML, fetched together. A module the
 * build does not know fails the page's render, never a page quietly fetching its files one by one.
 *
 * No build, no hints: tests and `npm run dev` serve the source, where Vite answers each import.
 */
export function loadPageHints(webDist: string): PageHints {
  const source = path.join(webDist, '.vite/module-files.json');
  if (!existsSync(source)) return () => '';
  const built = JSON.parse(readFileSync(source, 'utf8')) as ModuleFiles;
  const cache = new Map<string, string>();
  return (modules) => {
    const id = modules.join(' ');
    const cached = cache.get(id);
    if (cached !== undefined) return cached;
    // Each module's file and, depth first, the files it imports: every file once, the app's first.
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of built.imports[file] ?? []) visit(imported);
    };
    for (const module of modules) {
      const file = built.modules[module];
      if (!file) throw new Error(`The web build has no module ${module}`);
      visit(file);
    }
    const tags = [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
    cache.set(id, tags);
    return tags;
  };
}
