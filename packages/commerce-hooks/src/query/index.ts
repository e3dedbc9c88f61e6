export type { AddToCartLineWithPreview, CartItemPreview } from './cart-updates';
export {
  addLinesToCart,
  emptyCart,
  isProvisionalCartItem,
  PROVISIONAL_ITEM_PREFIX,
  recountCart,
  removeCartItemFromCart,
  setCartItemQty,
} from './cart-updates';
export { createFitmentOptionsLoader } from './fitment-loader';
export { accountSessionKey, commerceKeys } from './keys';
export type { CommerceQueryOptions } from './queries';
export { COMMERCE_STALE_TIME, commerceQueries, FITMENT_STALE_TIME } from './queries';
