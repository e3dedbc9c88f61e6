import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type CommerceRequestError, unwrap } from '../client/errors';
import type { SignedIn } from '../client/types';
import { accountSessionKey } from '../query/keys';
import { COMMERCE_STALE_TIME } from '../query/queries';
import { useCommerceClient } from './provider';

/** The signed-in shopper of this browser, read after paint: `{ user }`, or null when signed out. */
export function useAccountSession(): UseQueryResult<SignedIn | null, CommerceRequestError> {
  const client = useCommerceClient();
  return useQuery({
    queryKey: accountSessionKey,
    queryFn: ({ signal }) => client.getAccountSession({ signal }).then(unwrap),
    staleTime: COMMERCE_STALE_TIME,
  });
}
