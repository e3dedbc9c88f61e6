export type {
  AddToCartVariables,
  CartMutation,
  CartMutationContext,
  RemoveCartItemVariables,
  UpdateCartItemVariables,
} from './cart-mutations';
export { useAddToCart, useClearCart, useRemoveCartItem, useUpdateCartItem } from './cart-mutations';
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
export { createFitmentOptionsLoader, useFitmentOptionsLoader } from './fitment-loader';
export { useCart, useCatalogue, useFitmentOptions, useGlobalId, useProduct, useVehicle } from './hooks';
export { commerceKeys } from './keys';
export type { CommerceProviderProps } from './provider';
export { CommerceProvider, useCommerceClient } from './provider';
export { COMMERCE_STALE_TIME, commerceQueries, FITMENT_STALE_TIME } from './queries';
