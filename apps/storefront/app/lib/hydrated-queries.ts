import { type DehydratedState, hydrate, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * The server leaves out when it fetched each answer (a page a CDN kept would carry an old time): the data counts as
 * fetched when the page or its loader data arrived.
 */
function arrivedNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.dataUpdatedAt ? query : { ...query, state: { ...query.state, dataUpdatedAt: now } },
    ),
  };
}

/**
 * Hydrates the query cache with what the page's loader prefetched (its `dehydratedState`), during render so the
 * components below find the data on their first render (the server HTML then has it and hydration matches), and
 * again when a navigation brings new loader data; a cached query newer than the dehydrated one is kept.
 */
export function useHydratedQueries(state: DehydratedState): void {
  const queryClient = useQueryClient();
  // `hydrate` rather than HydrationBoundary: half the code on the pages' first load, and the cache notifies its
  // observers after render either way.
  useMemo(() => hydrate(queryClient, arrivedNow(state)), [queryClient, state]);
}
