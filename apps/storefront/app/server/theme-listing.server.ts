import type { ThemeSettings } from '@fitkit/cms-blocks/sitewide';
import type { CommerceClient } from '@fitkit/commerce-hooks';
import type { MiddlewareFunction } from 'react-router';
import { commerceContext } from './commerce.server';
import { loadShell } from './sitewide.server';
import { cmsModeOf, timeTravelOf } from './story.server';

/** The theme flags a listing request carries (SPEC §9). */
export type ListingFlags = Pick<ThemeSettings, 'sameDayFacet' | 'categoryFacetLevel'>;

/**
 * The client with every listing following the theme's flags: the same-day shipping facet while `sameDayFacet` is
 * on, and the category facet's level outside a category (lvl0 is the API's default, so it is not sent).
 */
export function withListingFlags(client: CommerceClient, flags: () => Promise<ListingFlags>): CommerceClient {
  return {
    ...client,
    getCatalogue: async (params, options) => {
      const { sameDayFacet, categoryFacetLevel } = await flags();
      return client.getCatalogue(
        {
          ...params,
          ...(sameDayFacet ? { includeSameDayFacet: 'true' } : {}),
          ...(categoryFacetLevel === 'lvl1' ? { categoryFacetLevel } : {}),
        },
        options,
      );
    },
  };
}

/** After commerceMiddleware: the request's listings follow the theme config's listing flags. */
export const themeListingMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const commerce = context.get(commerceContext);
  const flags = async () => (await loadShell(await cmsModeOf(request), timeTravelOf(request))).theme;
  context.set(commerceContext, { ...commerce, client: withListingFlags(commerce.client, flags) });
  return next();
};
