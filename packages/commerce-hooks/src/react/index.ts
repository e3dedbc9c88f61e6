export type {
  AddToCartVariables,
  CartMutation,
  CartMutationContext,
  RemoveCartItemVariables,
  UpdateCartItemVariables,
} from './cart-mutations';
export { useAddToCart, useClearCart, useRemoveCartItem, useUpdateCartItem } from './cart-mutations';
export { useFitmentOptionsLoader } from './fitment-loader';
export { useCart, useCatalogue, useFitmentOptions, useGlobalId, useProduct, useVehicle } from './hooks';
export type { CommerceProviderProps } from './provider';
export { CommerceProvider, useCommerceClient } from './provider';
