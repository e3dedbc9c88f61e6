import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { requireOwnPermId } from '../../http/ownership';
import type { Auth } from '../accounts/auth';
import { sessionUserId } from '../accounts/session-user';
import { isWishlistId, wishlistIdOf } from './ids';

/**
 * The owner check of the cart routes, which also serve wishlists (SPEC §7): a wishlist id is answered only for the
 * signed-in user it belongs to (401 signed out, 403 for anyone else's), any other id only for its permId cookie.
 * Runs before validation, so a foreign id learns nothing, not even whether its body was valid.
 */
export function requireOwnCartOrWishlist(auth: Auth) {
  return async (request: FastifyRequest<{ Params: unknown }>): Promise<void> => {
    const { permId } = (request.params ?? {}) as { permId?: unknown };
    if (typeof permId !== 'string' || !isWishlistId(permId)) return requireOwnPermId(request);
    const userId = await sessionUserId(auth, request);
    if (userId === null) throw new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to use your wishlist.');
    if (wishlistIdOf(userId) !== permId) {
      throw new ApiError(403, 'FORBIDDEN', 'This wishlist belongs to another shopper');
    }
  };
}
