import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { LookupGuard } from '../../http/rate-limit';
import { errorResponses, vehicleQueryShape } from '../../http/schemas';
import { productSuggestionSchema, toProductSuggestion } from '../catalogue/product-summary';
import { resolveSearch } from '../catalogue/queries';
import type { ResolvedVehicle } from '../vehicles/queries';
import { findRedirects, SUGGEST_PRODUCTS, SUGGEST_QUERIES, suggestProducts, suggestQueries } from './queries';

/** The shopper's search text: trimmed, 1–100 characters. */
const searchTextSchema = z.string().max(100);

/**
 * Trims the query; 400 when nothing is left. Control characters become spaces first: PostgreSQL text cannot hold
 * a NUL (a 500 before), and no shopper types one.
 */
function trimmedQuery(q: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
  const trimmed = q.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (!trimmed) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'A search needs a query', [
      { path: 'query.q', message: 'Must not be blank' },
    ]);
  }
  return trimmed;
}

const suggestionSchema = z
  .object({
    query: z.string(),
    products: z.array(productSuggestionSchema).max(SUGGEST_PRODUCTS),
    queries: z.array(z.string()).max(SUGGEST_QUERIES),
  })
  .meta({ id: 'SearchSuggestions' });

const redirectSchema = z
  .object({ terms: z.array(z.string()), url: z.string() })
  .meta({ id: 'SearchRedirect' });

/** `GET /search/suggest` and `GET /search/redirect`: the search bar's panel and the redirect look-up of SPEC §7. */
export const searchRoutes: FastifyPluginAsyncZod<{
  db: Database;
  guard: LookupGuard;
  vehicleOf: (
    query: Partial<Record<keyof typeof vehicleQueryShape, unknown>>,
  ) => Promise<ResolvedVehicle | undefined>;
}> = async (app, { db, guard, vehicleOf }) => {
  app.get(
    '/search/suggest',
    {
      schema: {
        tags: ['search'],
        summary:
          'Search bar suggestions: up to 6 products (fitted to the vehicle if given) and 5 query completions',
        querystring: z.object({ q: searchTextSchema, ...vehicleQueryShape }),
        response: { 200: suggestionSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      guard('suggestions', request, reply);
      const q = trimmedQuery(request.query.q);
      const vehicle = await vehicleOf(request.query);
      const terms = await resolveSearch(db, q);
      const [products, queries] = await Promise.all([
        suggestProducts(db, terms, vehicle),
        suggestQueries(db, terms),
      ]);
      return {
        query: q,
        products: products.map(toProductSuggestion),
        queries,
      };
    },
  );

  app.get(
    '/search/redirect',
    {
      schema: {
        tags: ['search'],
        summary:
          'The first search redirect for the quoted, trimmed query; the storefront navigates only when its terms ' +
          'include the lower-cased query (a site path, or a full page load for an absolute URL on another host)',
        querystring: z.object({ q: searchTextSchema }),
        response: { 200: redirectSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const q = trimmedQuery(request.query.q);
      const [first] = await findRedirects(db, q);
      if (!first) throw new ApiError(404, 'NOT_FOUND', 'No search redirect for this query');
      return { terms: first.terms, url: first.url };
    },
  );
};
