import type { ThemeSettings } from '@fitkit/cms-blocks/sitewide';
import type { CommerceClient } from '@fitkit/commerce-hooks';
import type { MiddlewareFunction } from 'react-router';
import { commerceContext } from './commerce.server';
import { loadShell } from './sitewide.server';
import { cmsModeOf, timeTravelOf } from './story.server';

/** The theme flags a listing request carries (SPEC §9). */
export type ListingFlags = Pick<ThemeSettings, 'sameDayFacet' | 'categoryFacetLevel'>;

/**
 * The catalogue's form of a page's `timeTravel` (SPEC §2: passed through to catalogue calls): the API takes an ISO
 * date-time with an offset, so a time without one is read as the server's local time and sent in UTC; a value
 * that is no time at all is dropped, so a mistyped link shows today's listing instead of an error page.
 */
export function catalogueTimeTravel(timeTravel: string | undefined): string | undefined {
  const at = timeTravel ? Date.parse(timeTravel) : Number.NaN;
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
}

/**
 * The client with every listing following the theme's flags: the same-day shipping facet while `sameDayFacet` is
 * on, and the category facet's level outside a category (lvl0 is the API's default, so it is not sent); and the
 * page's `timeTravel`, when it names a time, on listings and product pages alike (lines and prices as of then).
 * Carts are not touched: adding to the cart from a time-travelled page charges today's price (timeTravel is an
 * editor's preview, SPEC §2/§7).
 */
export function withListingFlags(
  client: CommerceClient,
  flags: () => Promise<ListingFlags>,
  timeTravel?: string,
): CommerceClient {
  const asOf = catalogueTimeTravel(timeTravel);
  return {
    ...client,
    getCatalogue: async (params, options) => {
      const { sameDayFacet, categoryFacetLevel } = await flags();
      return client.getCatalogue(
        {
          ...params,
          ...(sameDayFacet ? { includeSameDayFacet: 'true' } : {}),
          ...(categoryFacetLevel === 'lvl1' ? { categoryFacetLevel } : {}),
          ...(asOf ? { timeTravel: asOf } : {}),
        },
        options,
      );
    },
    getProduct: (slug, params, options) =>
      client.getProduct(slug, asOf ? { ...params, timeTravel: asOf } : params, options),
  };
}

/** After commerceMiddleware: the request's listings follow the theme config's listing flags and its `timeTravel`. */
export const themeListingMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const commerce = context.get(commerceContext);
  const timeTravel = timeTravelOf(request);
  const flags = async () => (await loadShell(await cmsModeOf(request), timeTravel)).theme;
  context.set(commerceContext, { ...commerce, client: withListingFlags(commerce.client, flags, timeTravel) });
  return next();
};
