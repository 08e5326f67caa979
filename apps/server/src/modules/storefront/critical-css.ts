/**
 * The part of the built stylesheet a rendered page uses, to inline in its head (docs/decisions/0011):
 * the page paints without waiting for the whole stylesheet, which then loads without blocking.
 *
 * The stylesheet is read once into its rules. A style rule is kept when one of its selectors names no
 * class (elements, `:root`, the preflight, `.a, footer`) or when it names a class that the page's markup uses; `@media`,
 * `@supports` and `@layer` blocks keep the rules inside them that are kept; `@property`, `@keyframes`
 * and other at-rules are kept whole. Keeping a rule too many is harmless (the whole stylesheet follows
 * with the same rules in the same order), so a selector is matched loosely: any one of its classes.
 *
 * Custom properties are kept when something reads them: of the theme's variables on `:root` and the
 * defaults Tailwind declares for every element (rules without a class), and of the `@property`
 * registrations, only those the kept rules or the markup read with `var()` (a value may read another).
 */
type CssNode =
  | { kind: 'rule'; text: string; classes: string[]; classless: boolean }
  | { kind: 'block'; open: string; children: CssNode[] }
  | { kind: 'verbatim'; text: string };

const GROUPING = /^@(media|supports|layer|container)\b/;
const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F\n]|[\w-])+)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The index just past the block that opens at `open` (a `{`), skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = css.indexOf(c, i + 1);
    else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
    if (i < 0) break;
  }
  throw new Error('The stylesheet has an unclosed block');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
const unescapeHtml = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27);/g, (e) => ENTITIES[e]);

/** The selectors of a selector list, split at its commas outside parentheses, brackets and escapes. */
function selectorsOf(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

const unescapeIdent = (ident: string) =>
  ident
    .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1');

function parse(css: string, from: number, to: number): CssNode[] {
  const nodes: CssNode[] = [];
  let i = from;
  while (i < to) {
    while (i < to && /\s/.test(css[i])) i++;
    if (i >= to) break;
    if (css.startsWith('/*', i)) {
      i = css.indexOf('*/', i + 2) + 2;
      continue;
    }
    const brace = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    if (css[i] === '@' && semicolon >= 0 && (brace < 0 || semicolon < brace)) {
      // `@layer a, b;`, `@import`, `@charset`: a statement.
      nodes.push({ kind: 'verbatim', text: css.slice(i, semicolon + 1) });
      i = semicolon + 1;
      continue;
    }
    if (brace < 0 || brace >= to) break;
    const end = blockEnd(css, brace);
    const prelude = css.slice(i, brace).trim();
    if (GROUPING.test(prelude))
      nodes.push({ kind: 'block', open: css.slice(i, brace + 1), children: parse(css, brace + 1, end - 1) });
    else if (prelude.startsWith('@')) nodes.push({ kind: 'verbatim', text: css.slice(i, end) });
    else
      nodes.push({
        kind: 'rule',
        text: css.slice(i, end),
        classes: [...prelude.matchAll(CLASS_IN_SELECTOR)].map((m) => unescapeIdent(m[1])),
        classless: selectorsOf(prelude).some((selector) => !selector.match(CLASS_IN_SELECTOR)),
      });
    i = end;
  }
  return nodes;
}

function select(nodes: CssNode[], used: Set<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'verbatim') out += node.text;
    else if (node.kind === 'rule') {
      if (node.classless || node.classes.some((c) => used.has(c))) out += node.text;
    } else {
      const inner = select(node.children, used);
      if (inner) out += `${node.open}${inner}}`;
    }
  }
  return out;
}

const VAR_READ = /var\(\s*(--[\w-]+)/g;
const CUSTOM_DECLARATION = /^\s*(--[\w-]+)\s*:/;
/** A rule without a class (`:root,:host{…}`, `*,:before,:after{…}`), or an `@property` rule. */
const DECLARING = /(?<=^|[{}])([^{}@]*)\{([^{}]*)\}|@property\s+(--[\w-]+)\s*\{[^{}]*\}/g;

/** The declarations of a block, split at the semicolons outside strings and parentheses. */
function declarationsOf(block: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < block.length; i++) {
    const c = block[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ';' && depth === 0) {
      out.push(block.slice(start, i));
      start = i + 1;
    }
  }
  if (block.slice(start).trim()) out.push(block.slice(start));
  return out;
}

/** Leaves out the custom properties nothing in the kept rules or the markup reads (see above). */
function withReadCustomProperties(css: string, markup: string): string {
  const declared = new Map<string, string>();
  const rest = css.replace(DECLARING, (whole, selector: string, body: string, registered?: string) => {
    if (registered) return '';
    if (selector.includes('.')) return whole;
    const others = declarationsOf(body).filter((d) => {
      const name = d.match(CUSTOM_DECLARATION)?.[1];
      if (name) declared.set(name, `${declared.get(name) ?? ''}${d}`);
      return !name;
    });
    return `${selector}{${others.join(';')}}`;
  });
  const read = new Set([...`${rest}${markup}`.matchAll(VAR_READ)].map((m) => m[1]));
  for (const name of read) for (const m of (declared.get(name) ?? '').matchAll(VAR_READ)) read.add(m[1]);
  return css.replace(DECLARING, (whole, selector: string, body: string, registered?: string) => {
    if (registered) return read.has(registered) ? whole : '';
    if (selector.includes('.')) return whole;
    const kept = declarationsOf(body).filter((d) => {
      const name = d.match(CUSTOM_DECLARATION)?.[1];
      return !name || read.has(name);
    });
    return kept.length > 0 ? `${selector}{${kept.join(';')}}` : '';
  });
}

/** The classes a piece of markup uses (its `class` attributes, as React writes them). */
export function classesIn(html: string): Set<string> {
  const used = new Set<string>();
  for (const m of html.matchAll(CLASS_ATTRIBUTE)) for (const c of unescapeHtml(m[1]).split(/\s+/)) if (c) used.add(c);
  return used;
}

/** Reads the stylesheet once; returns what a page's markup needs of it. */
export function createCriticalCss(css: string): (markup: string) => string {
  const nodes = parse(css, 0, css.length);
  return (markup) => withReadCustomProperties(select(nodes, classesIn(markup)), markup);
}
