import type { FitmentOptionsLoader } from '@fitkit/fitment';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CommerceClient } from '../client/client';
import { unwrap } from '../client/errors';
import { useCommerceClient } from './provider';
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

/** The fitment cascade loader for the client and QueryClient in context (stable between renders). */
export function useFitmentOptionsLoader(): FitmentOptionsLoader {
  const client = useCommerceClient();
  const queryClient = useQueryClient();
  return useMemo(() => createFitmentOptionsLoader(client, queryClient), [client, queryClient]);
}
