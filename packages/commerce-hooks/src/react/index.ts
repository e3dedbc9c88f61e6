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
export { useCart, useCatalogue, useFitmentOptions, useGlobalId, useProduct, useVehicle } from './hooks';
export type { OrderItemChangeVariables, OrderMutation } from './order-hooks';
export {
  useCancelOrder,
  useCancelOrderItem,
  useLookupOrder,
  useOrder,
  useReturnOrderItem,
  useTracking,
} from './order-hooks';
export type { PayBalanceVariables } from './pay-link-hooks';
export { useBraintreeClient, usePayBalance, usePayLink } from './pay-link-hooks';
export type { CommerceProviderProps } from './provider';
export { CommerceProvider, useCommerceClient } from './provider';
