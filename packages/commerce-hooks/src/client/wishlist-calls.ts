import { SITE_HEADER } from './constants';
import type { Result } from './errors';
import type { CallOptions, Transport } from './transport';
import type { AccountSession, AddToWishlist, SignedIn, Wishlist } from './types';

/** The suffix SPEC §3 gives wishlist ids. */
export const WISHLIST_ID_SUFFIX = '-wishlist';

/** The wishlist id of a signed-in user: their id plus '-wishlist' (SPEC §3). */
export function wishlistIdOf(userId: string): string {
  return `${userId}${WISHLIST_ID_SUFFIX}`;
}

/**
 * The wishlist calls (SPEC §7: `cart/{wishlistId}`, `/items`, `/items/{itemId}`), answered only for the signed-in
 * owner's session (401 UNAUTHENTICATED signed out, 403 FORBIDDEN for another shopper's id); and the session itself.
 */
export interface WishlistCalls {
  /** The wishlist (empty when none yet). */
  getWishlist(wishlistId: string, options?: CallOptions): Promise<Result<Wishlist>>;
  /** Adds one product (the same product and vehicle share a line); 404 PRODUCT_NOT_FOUND. */
  addWishlistItem(wishlistId: string, item: AddToWishlist, options?: CallOptions): Promise<Result<Wishlist>>;
  /** Removes a line; 404 ITEM_NOT_FOUND. */
  removeWishlistItem(wishlistId: string, itemId: string, options?: CallOptions): Promise<Result<Wishlist>>;
  /** Empties the wishlist. */
  clearWishlist(wishlistId: string, options?: CallOptions): Promise<Result<Wishlist>>;
  /** The signed-in shopper, or null when signed out (a 401 is that answer, not an error). */
  getAccountSession(options?: CallOptions): Promise<Result<SignedIn | null>>;
}

/** The wishlist calls of a client. */
export function wishlistMethods({ api, call, config }: Transport): WishlistCalls {
  const header = { [SITE_HEADER]: config.site };
  return {
    getWishlist: (wishlistId, { signal } = {}) =>
      call<Wishlist>(
        (s) => api.GET('/cart/{permId}', { params: { path: { permId: wishlistId }, header }, signal: s }),
        signal,
      ),
    addWishlistItem: (wishlistId, item, { signal } = {}) =>
      call<Wishlist>(
        (s) =>
          api.POST('/cart/{permId}/items', {
            params: { path: { permId: wishlistId }, header },
            body: item,
            signal: s,
          }),
        signal,
      ),
    removeWishlistItem: (wishlistId, itemId, { signal } = {}) =>
      call<Wishlist>(
        (s) =>
          api.DELETE('/cart/{permId}/items/{itemId}', {
            params: { path: { permId: wishlistId, itemId }, header },
            signal: s,
          }),
        signal,
      ),
    clearWishlist: (wishlistId, { signal } = {}) =>
      call<Wishlist>(
        (s) => api.DELETE('/cart/{permId}', { params: { path: { permId: wishlistId }, header }, signal: s }),
        signal,
      ),
    getAccountSession: async ({ signal } = {}) => {
      const result = await call<AccountSession>((s) => api.GET('/account/session', { signal: s }), signal);
      if (!result.ok) return result;
      const { user } = result.data;
      return { ok: true, data: user ? { user } : null };
    },
  };
}
