import {
  productListResponse,
  searchQuery,
  suggestionsQuery,
  suggestionsResponse,
} from '@nidra/shared/catalogue/catalogue.schema';
import type { App } from '../../app-context.ts';
import { type ProductListsService, toListParams } from './product-lists.service.ts';
import type { SearchService } from './search.service.ts';
import { sendCached } from './send-cached.ts';

/** A shopper's search and the suggestions under the search box (ADR 0013); public, answers change with stock. */
export async function searchRoutes(app: App, lists: ProductListsService, search: SearchService) {
  const tags = ['catalogue'];
  app.get(
    '/api/search',
    { schema: { tags, querystring: searchQuery, response: { 200: productListResponse } } },
    async (req, reply) =>
      sendCached(req, reply, await lists.search(req.query.q, toListParams(req.query), req.query), 'public, max-age=30'),
  );
  app.get(
    '/api/search/suggestions',
    { schema: { tags, querystring: suggestionsQuery, response: { 200: suggestionsResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return search.suggestions(req.query.q);
    },
  );
  app.get(
    '/api/search/close',
    { schema: { tags, querystring: searchQuery.pick({ q: true }), response: { 200: suggestionsResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return search.closeMatches(req.query.q);
    },
  );
}
