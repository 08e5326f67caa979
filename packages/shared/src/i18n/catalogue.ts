import type { Language } from './languages.ts';
import type { CoreTexts, Texts } from './texts.ts';

/**
 * One language's texts, loaded on their own (each language is its own module and chunk, so an English
 * page carries no Hindi words and a Hindi page no English catalogue). The web pages use this: every page
 * loads its language's core words first, the screens beyond them the whole catalogue.
 */
// One loader per language, each its own function: the build gives each import its list of chunks to
// preload, and the minifier merged the two imports of a conditional into one call with the English list.
const coreLoaders: Record<Language, () => Promise<CoreTexts>> = {
  en: () => import('./texts.en.core.ts').then((m) => m.enCoreTexts),
  hi: () => import('./texts.hi.core.ts').then((m) => m.hiCoreTexts),
};
const loaders: Record<Language, () => Promise<Texts>> = {
  en: () => import('./texts.en.ts').then((m) => m.enTexts),
  hi: () => import('./texts.hi.ts').then((m) => m.hiTexts),
};

/** The words every storefront page draws, in `lang`. */
export function loadCoreTexts(lang: Language): Promise<CoreTexts> {
  return coreLoaders[lang]();
}

/** The whole catalogue in `lang` (its core part is the same module `loadCoreTexts` loads). */
export function loadTexts(lang: Language): Promise<Texts> {
  return loaders[lang]();
}

/** The keys that more than one of `parts` has. */
type SharedKeys<P extends readonly object[], Seen extends PropertyKey = never> = P extends readonly [
  infer Head extends object,
  ...infer Rest extends readonly object[],
]
  ? (keyof Head & Seen) | SharedKeys<Rest, Seen | keyof Head>
  : never;

/** The parts as one object's type. */
type Merged<P extends readonly object[]> = P extends readonly [infer Head, ...infer Rest extends readonly object[]]
  ? Head & Merged<Rest>
  : unknown;

/** Nothing when the parts share no key; otherwise a demand no part meets, naming the shared keys. */
type Apart<P extends readonly object[]> = [SharedKeys<P>] extends [never] ? unknown : { sharedKeys: SharedKeys<P> };

/**
 * A language's catalogue from its parts (the shopper's halves of the spec's exports, a feature's words,
 * the words written for the language). Spread together, a key two parts both had would silently take
 * the later part's words; here it fails the type check, naming the key.
 */
export function catalogueOf<const P extends readonly object[]>(...parts: P & Apart<P>): Merged<P> {
  return Object.assign({}, ...parts);
}
