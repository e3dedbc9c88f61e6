export type { WishlistLinesProps } from './wishlist-lines';
export { WishlistLines } from './wishlist-lines';
