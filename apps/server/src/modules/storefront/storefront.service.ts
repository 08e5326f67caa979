import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import type { CachedBody } from '../../lib/read-cache.ts';
import { type CatalogueService, subcategoryKey } from '../catalogue/catalogue.service.ts';
import { type PageHead, renderPageHead } from './page-head.ts';
import { fillPageShell, type PageShell } from './page-shell.ts';
import {
  type HeadFacts,
  homeHead,
  notFoundHead,
  productHead,
  staticPageHead,
  subcategoryHead,
} from './storefront-pages.ts';

/** A storefront page as answered: its status and whole HTML. */
export type StorefrontPage = { status: number; html: string };

/** The first page the subcategory list asks for (apps/web get-products.ts), so both share one cache entry. */
const FIRST_PAGE = { page: 1, pageSize: 24 };

/**
 * Storefront pages with their own head, kept in the catalogue's read cache: a page lives as long as
 * the catalogue answers it is made from and is dropped by the same invalidation on admin writes.
 * The HTML is the same for every visitor; signed-in parts are drawn by the browser.
 */
export function createStorefrontService(ctx: AppContext, shell: PageShell, catalogue: CatalogueService) {
  const facts: HeadFacts = {
    origin: ctx.env.PUBLIC_URL,
    storeName: ctx.env.STORE_NAME,
    storeEmail: ctx.env.STORE_EMAIL,
    addressLines: ctx.env.STORE_ADDRESS.split(';').map((l) => l.trim()),
  };
  const parsed = new WeakMap<CachedBody, StorefrontPage>();

  const render = (head: PageHead): StorefrontPage => ({
    status: head.status,
    html: fillPageShell(shell, renderPageHead(head, facts.origin, facts.storeName)),
  });

  async function cached(key: string, load: () => Promise<PageHead>): Promise<StorefrontPage> {
    const body = await ctx.cache.get(`page:${key}`, async () => render(await load()));
    let page = parsed.get(body);
    if (!page) {
      page = JSON.parse(body.body) as StorefrontPage;
      parsed.set(body, page);
    }
    return page;
  }

  const notFound = () => cached('404', async () => notFoundHead());

  return {
    home: () => cached('/', async () => homeHead(facts)),

    /** A policy page, About Us or Contact Us; any other path is the 404 page. */
    staticPage(path: string) {
      const head = staticPageHead(path, facts);
      return head ? cached(path, async () => head) : notFound();
    },

    /** A subcategory by its URL segment (hyphens or spaces, any case); unknown ones are 404. */
    async subcategory(slug: string): Promise<StorefrontPage> {
      const names = JSON.parse((await catalogue.subcategoryNames()).body) as string[];
      const name = names.find((n) => subcategoryKey(n) === subcategoryKey(slug));
      if (!name) return notFound();
      return cached(`sub:${subcategoryKey(name)}`, async () => {
        const list = JSON.parse((await catalogue.productList({ subcategory: name, ...FIRST_PAGE })).body);
        return subcategoryHead(name, (list.products as PublicProduct[])[0], facts);
      });
    },

    /** An active product by id; unknown, inactive or malformed ids are 404 (and never cached). */
    async product(id: string): Promise<StorefrontPage> {
      try {
        return await cached(`product:${id.toLowerCase()}`, async () =>
          productHead(JSON.parse((await catalogue.product(id)).body) as PublicProduct, facts),
        );
      } catch (err) {
        if (err instanceof AppError && err.status === 404) return notFound();
        throw err;
      }
    },

    notFound,

    /** The shell for screens the browser draws alone (sign-in, cart, checkout, orders, back office). */
    clientShell: render({ ...homeHead(facts), canonicalPath: undefined }),
  };
}

export type StorefrontService = ReturnType<typeof createStorefrontService>;
