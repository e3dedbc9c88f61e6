import type { FitmentOptionsLoader } from '@fitkit/fitment';
import type { QueryClient } from '@tanstack/query-core';
import type { CommerceClient } from '../client/client';
import { unwrap } from '../client/errors';
import { commerceQueries } from './queries';

/** A fitment cascade loader over the commerce client; with a QueryClient, answers are cached and shared. */
export function createFitmentOptionsLoader(
  client: CommerceClient,
  queryClient?: QueryClient,
): FitmentOptionsLoader {
  return async (type, fitment, signal) => {
    if (queryClient) {
      return (await queryClient.fetchQuery(commerceQueries.fitmentOptions(client, type, fitment))).options;
    }
    return unwrap(await client.getFitmentOptions(type, fitment, { signal })).options;
  };
}
