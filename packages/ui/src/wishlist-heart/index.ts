export type { WishlistHeartProps, WishlistHeartState } from './wishlist-heart';
export { WISHLIST_HEART_ERROR, WISHLIST_HEART_STATES, WishlistHeart } from './wishlist-heart';
