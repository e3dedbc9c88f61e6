import { useGlobalId } from '@fitkit/commerce-hooks/react';
import { useShopperState } from './shopper-state';

/**
 * The shopper's part of the general state (SPEC §3): permId, globalId and clientIp. None of it is in a page's HTML
 * (public pages are cached and shared); it all arrives after paint. is404, simple mode and the general messages are
 * per page and live with the shell (root.tsx, components/global-states).
 */
export type ShopperGeneralState = {
  /** Null until the shopper first needs one (their first add to cart, a product view). */
  permId: string | null;
  /** The API's id for the shopper across sites; null while there is no permId or it has not answered. */
  globalId: string | null;
  /** The shopper's IP as the shop's server saw it (from the private shopper state); null when unknown. */
  clientIp: string | null;
};

/**
 * The general state of SPEC §3 for this shopper. Used once by the shell at startup, so "Set the globalId" (SPEC §7)
 * happens as soon as the browser knows the permId; the answer is kept in the query cache for the visit, where any
 * reader of this hook finds it. Without a permId nothing is asked: the globalId belongs to a permId.
 */
export function useShopperGeneralState(): ShopperGeneralState {
  const { state } = useShopperState();
  const permId = state?.permId ?? null;
  const { data } = useGlobalId(permId);
  return {
    permId,
    // A globalId answered for an earlier permId (before a sign-in or out) is not this shopper's.
    globalId: data && data.permId === permId ? data.globalId : null,
    clientIp: state?.clientIp ?? null,
  };
}
