export {
  useAddAddress,
  useAddressBook,
  useDeleteAccount,
  useDeleteAddress,
  useNewsletterPreference,
  useOrderHistory,
  useRemoveSavedCard,
  useSavedCards,
  useSetDefaultAddress,
  useSetNewsletterPreference,
  useUpdateAddress,
  useUpdateProfile,
} from './account-hooks';
export { useAccountSession } from './account-session';
export type { BuildMutation } from './build-hooks';
export {
  useBuild,
  useBuilds,
  useConfirmBuild,
  useDeleteBuild,
  useEditBuild,
  useModerateBuild,
  useSubmitBuild,
} from './build-hooks';
export type {
  AddToCartVariables,
  CartMutation,
  CartMutationContext,
  RemoveCartItemVariables,
  UpdateCartItemVariables,
} from './cart-mutations';
export { useAddToCart, useClearCart, useRemoveCartItem, useUpdateCartItem } from './cart-mutations';
export type { CheckoutMutation } from './checkout-hooks';
export {
  useAddGiftCard,
  useApplyPromoCode,
  useCheckout,
  useReceipt,
  useRemoveGiftCard,
  useRemovePromoCode,
} from './checkout-hooks';
export { useFitmentOptionsLoader } from './fitment-loader';
export type { AddGarageVehicleVariables } from './garage-hooks';
export {
  useAccountGarage,
  useAddGarageVehicle,
  useMergeGarage,
  useRemoveGarageVehicle,
  useSelectGarageVehicle,
} from './garage-hooks';
export { useCart, useCatalogue, useFitmentOptions, useGlobalId, useProduct, useVehicle } from './hooks';
export type {
  ConfirmBalanceVariables,
  OrderItemChangeVariables,
  OrderMutation,
  PayBalanceVariables,
} from './order-hooks';
export {
  useBraintreeClient,
  useCancelOrder,
  useCancelOrderItem,
  useConfirmBalancePayment,
  useLookupOrder,
  useOrder,
  usePayBalance,
  usePayLink,
  useReturnOrderItem,
  useTracking,
} from './order-hooks';
export type { CommerceProviderProps } from './provider';
export { CommerceProvider, useCommerceClient } from './provider';
export type { MoveItemVariables, RemoveFromWishlistVariables, WishlistMutation } from './wishlist-hooks';
export {
  useAddToWishlist,
  useClearWishlist,
  useMoveItem,
  useRemoveFromWishlist,
  useWishlist,
} from './wishlist-hooks';
