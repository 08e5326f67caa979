import { listPageQuery, searchPageWords, subcategoryKey, subcategoryPath } from '@nidra/shared';
import type { ProductDetail, PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { pathIn } from '@nidra/shared/i18n/language-path';
import type { Language } from '@nidra/shared/i18n/languages';
import type { PublicReview } from '@nidra/shared/reviews/review.schema';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import type { CachedBody } from '../../lib/read-cache.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { htmlLangIn } from './language-head.ts';
import { type PageHead, renderPageHead } from './page-head.ts';
import type { PageHints } from './page-hints.ts';
import type { PageRenderer } from './page-renderer.ts';
import { fillPageShell, type PageShell } from './page-shell.ts';
import {
  type HeadFacts,
  homeHead,
  notFoundHead,
  productHead,
  searchHead,
  staticPageHead,
  subcategoryHead,
} from './storefront-pages.ts';

/** A storefront page as answered: its status and whole HTML. */
export type StorefrontPage = { status: number; html: string; gzipped?: Buffer };

/** The first page the subcategory list asks for (apps/web get-products.ts), so both share one cache entry. */
const FIRST_PAGE = { page: 1, pageSize: 24 };

/**
 * Storefront pages — their own head, and their body rendered from the web app's React routes — kept
 * in the catalogue's read cache: a page lives as long as the catalogue answers it is made from and is
 * dropped by the same invalidation on admin writes.
 * The HTML is the same for every visitor; signed-in parts are drawn by the browser.
 */
export function createStorefrontService(
  ctx: AppContext,
  shell: PageShell,
  catalogue: CatalogueService,
  renderer: PageRenderer,
  /** Each page's script files, named in its HTML. */
  hints: PageHints,
  /** What each language's pages add to their head (the Devanagari font on Hindi pages). */
  languageHeads: Record<Language, string>,
  /** A few of the design's published reviews for the page's JSON-LD (ADR 0026). */
  topReviews: (productId: string) => Promise<PublicReview[]> = async () => [],
) {
  const facts: HeadFacts = {
    origin: ctx.env.PUBLIC_URL,
    storeName: ctx.env.STORE_NAME,
    legalName: ctx.env.STORE_LEGAL_NAME,
    storeEmail: ctx.env.STORE_EMAIL,
    storePhone: ctx.env.STORE_PHONE,
    addressLines: ctx.env.STORE_ADDRESS.split(';').map((l) => l.trim()),
  };
  const parsed = new WeakMap<CachedBody, StorefrontPage>();
  const clientShells = new Map<string, StorefrontPage>();

  /** Each language's shell: `<html lang>` (ADR 0029). */
  const shells: Record<Language, PageShell> = {
    en: shell,
    hi: { ...shell, before: htmlLangIn(shell.before, 'hi') },
  };
  const headTags = (head: PageHead) =>
    [renderPageHead(head, facts.origin, facts.storeName), languageHeads[head.lang]].filter(Boolean).join('\n    ');

  /**
   * The head decides the status and the language; the body is the React render of `path` in the
   * head's language (its `/hi` prefix added), which agrees on a 404.
   */
  async function render(head: PageHead, path: string): Promise<StorefrontPage> {
    const url = pathIn(head.lang, path);
    const [body, modules] = await Promise.all([renderer.render(url), renderer.modules(url)]);
    return {
      status: head.status,
      html: fillPageShell(shells[head.lang], { head: headTags(head), hints: hints(modules), ...body }),
    };
  }

  /** A language's pages are cached under their own path: `/hi` before the English key. */
  const keyIn = (lang: Language, key: string) =>
    lang === 'en' ? key : `/${lang}${key.startsWith('/') ? '' : ':'}${key}`;

  /**
   * A page from the cache, or rendered once and kept. `path` is the address it is rendered at; pages
   * cached under one key render the same for every path they stand for.
   */
  async function cached(lang: Language, key: string, path: string, load: () => Promise<PageHead>) {
    return parse(await ctx.cache.get(`page:${keyIn(lang, key)}`, async () => render(await load(), path)));
  }

  /**
   * The query keys of the rendered page come from the URL as written, so a page is cached only at its
   * own address; another spelling (`/prod/feeding-gowns`) renders each time.
   */
  async function cachedAt(
    lang: Language,
    canonical: boolean,
    key: string,
    path: string,
    load: () => Promise<PageHead>,
  ) {
    return canonical ? cached(lang, key, path, load) : render(await load(), path);
  }

  /**
   * A list page with a sort, filters or search words from its query string (normalised by
   * listPageQuery): kept in the cache's open part, bounded, since a visitor can vary them without end.
   */
  async function variant(lang: Language, key: string, url: string, head: () => Promise<PageHead>) {
    return parse(await ctx.cache.get(`page:${keyIn(lang, key)}`, async () => render(await head(), url), 'open'));
  }

  function parse(body: CachedBody): StorefrontPage {
    let page = parsed.get(body);
    if (!page) {
      page = JSON.parse(body.body) as StorefrontPage;
      parsed.set(body, page);
    }
    return page;
  }

  /**
   * The 404 page. Its body depends only on which route the path falls in (an unknown product, an unknown
   * subcategory, or no route), so the three are cached once each whatever the path.
   */
  const notFound = (path: string, lang: Language = 'en', kind: 'page' | 'product' | 'subcategory' = 'page') =>
    cached(lang, `404:${kind}`, path, async () => notFoundHead(lang));

  /**
   * Every page takes its language (ADR 0029); `path` is always the English path (without `/hi`), the
   * render and the cache key add the language's prefix.
   */
  return {
    home: (lang: Language = 'en') => cached(lang, '/', '/', async () => homeHead(facts, lang)),

    /** A policy page, About Us or Contact Us; any other path is the 404 page. */
    staticPage(path: string, lang: Language = 'en') {
      const head = staticPageHead(path, facts, lang);
      return head ? cached(lang, path, path, async () => head) : notFound(path, lang);
    },

    /** A subcategory by its URL segment (hyphens or spaces, any case); unknown ones are 404. */
    async subcategory(
      slug: string,
      path: string,
      search: URLSearchParams,
      lang: Language = 'en',
    ): Promise<StorefrontPage> {
      const names = JSON.parse((await catalogue.subcategoryNames()).body) as string[];
      const name = names.find((n) => subcategoryKey(n) === subcategoryKey(slug));
      if (!name) return notFound(path, lang, 'subcategory');
      const head = async () => {
        const list = JSON.parse((await catalogue.productList({ subcategory: name, ...FIRST_PAGE })).body);
        return subcategoryHead(name, (list.products as PublicProduct[])[0], facts, lang);
      };
      const query = listPageQuery(search);
      const key = `sub:${subcategoryKey(name)}`;
      if (!query) return cachedAt(lang, path === subcategoryPath(name), key, path, head);
      // Sorted or filtered: the same head (its one address is the plain list) without the preload,
      // whose picture is the plain list's first.
      const plainHead = async () => ({ ...(await head()), preloadImage: undefined });
      const url = `${path}?${query}`;
      return path === subcategoryPath(name)
        ? variant(lang, `${key}?${query}`, url, plainHead)
        : render(await plainHead(), url);
    },

    /** Search results for the URL's words, sorted and filtered by its query; no words is the prompt. */
    search(search: URLSearchParams, lang: Language = 'en'): Promise<StorefrontPage> {
      const query = listPageQuery(search, true);
      const head = async () => searchHead(searchPageWords(search), facts, lang);
      return variant(lang, `search?${query}`, query ? `/search?${query}` : '/search', head);
    },

    /** An active product by id; unknown, inactive or malformed ids are 404 (and never cached). */
    async product(id: string, path: string, lang: Language = 'en'): Promise<StorefrontPage> {
      try {
        return await cachedAt(lang, id === id.toLowerCase(), `product:${id}`, path, async () => {
          const product = JSON.parse((await catalogue.product(id)).body) as ProductDetail;
          return productHead(product, facts, product.rating ? await topReviews(product._id) : [], lang);
        });
      } catch (err) {
        if (err instanceof AppError && err.status === 404) return notFound(path, lang, 'product');
        throw err;
      }
    },

    notFound,

    storeName: facts.storeName,

    /**
     * The shell for a screen the browser draws alone (sign-in, cart, checkout, orders, back office) at
     * `path` (its language's prefix included), in its language and naming the files the screen starts
     * with. One per language and set of files, made once.
     */
    async clientShell(lang: Language, path: string): Promise<StorefrontPage> {
      const modules = await renderer.modules(path);
      const key = `${lang} ${modules.join(' ')}`;
      const made = clientShells.get(key);
      if (made) return made;
      const page: StorefrontPage = {
        status: 200,
        html: fillPageShell(shells[lang], {
          // The store's own structured data belongs to the home page alone.
          head: headTags({
            ...homeHead(facts, lang),
            canonicalPath: undefined,
            preloadArtwork: undefined,
            structuredData: [],
          }),
          hints: hints(modules),
        }),
      };
      clientShells.set(key, page);
      return page;
    },
  };
}

export type StorefrontService = ReturnType<typeof createStorefrontService>;
