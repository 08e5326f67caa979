import type { StartingPage } from '../lib/early-reads.ts';

/** A shop page as the boot script would find it (boot.ts): signed out, drawn by the browser, `/cart`. */
export const startingPage = (over: Partial<StartingPage>): StartingPage => ({
  path: '/cart',
  lang: 'en',
  token: null,
  user: null,
  rendered: false,
  ...over,
});
