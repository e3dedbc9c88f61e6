import type { CommerceClient } from '@fitkit/commerce-hooks';
import type { MiddlewareFunction } from 'react-router';
import { commerceContext } from './commerce.server';
import { loadShell } from './sitewide.server';
import { cmsModeOf, timeTravelOf } from './story.server';

/** The client with every listing asking for the same-day shipping facet while `sameDayFacet` says so (SPEC §9). */
export function withSameDayFacet(
  client: CommerceClient,
  sameDayFacet: () => Promise<boolean>,
): CommerceClient {
  return {
    ...client,
    getCatalogue: async (params, options) =>
      client.getCatalogue(
        (await sameDayFacet()) ? { ...params, includeSameDayFacet: 'true' } : params,
        options,
      ),
  };
}

/** After commerceMiddleware: the request's listings follow the theme config's same-day facet flag. */
export const themeListingMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const commerce = context.get(commerceContext);
  const sameDayFacet = async () =>
    (await loadShell(await cmsModeOf(request), timeTravelOf(request))).theme.sameDayFacet;
  context.set(commerceContext, { ...commerce, client: withSameDayFacet(commerce.client, sameDayFacet) });
  return next();
};
