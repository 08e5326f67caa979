import type { enCoreTexts } from './texts.en.core.ts';
import type { enTexts } from './texts.en.ts';

/** A catalogue's type: the English keys and call signatures, any words. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends object
      ? { readonly [K in keyof T]: Widen<T[K]> }
      : T;

/** What every language's catalogue holds: the English catalogue's keys, each with its own words. */
export type Texts = Widen<typeof enTexts>;

/**
 * The words every storefront page draws (header, footer, menus, home, lists, product, search, cart):
 * what a page loads first. Screens beyond them (sign-in, account, checkout, orders...) read `Texts`.
 */
export type CoreTexts = Widen<typeof enCoreTexts>;
