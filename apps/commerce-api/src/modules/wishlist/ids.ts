import { z } from 'zod';
import { WISHLIST_SUFFIX } from '../../http/schemas';

/** The wishlist id of a signed-in user (SPEC §3: the user id plus '-wishlist'). */
export function wishlistIdOf(userId: string): string {
  return `${userId}${WISHLIST_SUFFIX}`;
}

/** True for a path id in the wishlist's shape: such an id never names a cart. */
export function isWishlistId(id: string): boolean {
  return id.toLowerCase().endsWith(WISHLIST_SUFFIX);
}

/** A wishlist id as a path segment: a user id (letters, digits, dashes, underscores) plus the suffix. */
export const wishlistIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}-wishlist$/, 'wishlistId must be a user id followed by -wishlist');
