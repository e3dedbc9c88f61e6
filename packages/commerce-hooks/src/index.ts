export type { AccountCalls } from './client/account-calls';
export type { BuildCalls } from './client/build-calls';
export type { CheckoutCalls } from './client/checkout-calls';
export type {
  CallOptions,
  ClientConfig,
  CommerceClient,
  CommerceClientOptions,
  ProductCallOptions,
} from './client/client';
export {
  createCommerceClient,
  DEFAULT_TIMEOUT_MS,
  fitmentBefore,
  PERM_ID_HEADER,
  SITE_HEADER,
} from './client/client';
export type { CommerceError, CommerceErrorCode, CommerceErrorIssue, Result } from './client/errors';
export { CommerceRequestError, describeCommerceError, isCommerceRequestError, unwrap } from './client/errors';
export type { GarageCalls } from './client/garage-calls';
export { createLazyCommerceClient } from './client/lazy-client';
export type { MoveClient, Moved, MoveRequest, ShopperList } from './client/move';
export { MOVE_FAILED_MESSAGE, MoveError, moveItem } from './client/move';
export type { ChangeOrderItem, OrderCalls } from './client/order-calls';
export type { PayLinkCalls } from './client/pay-link-calls';
export type {
  AccountGarage,
  AccountGarageVehicle,
  AddressBook,
  AddressBookChange,
  AddressBookEntry,
  AddToCartLine,
  AddToWishlist,
  BalanceConfirmation,
  BalancePayment,
  BalancePaymentAnswer,
  BraintreeClient,
  Build,
  BuildChange,
  BuildFormFields,
  BuildList,
  BuildListParams,
  BuildPart,
  BuildPhoto,
  BuildStatus,
  BuildSummary,
  Cart,
  CartItem,
  CartItemFitment,
  Catalogue,
  CatalogueParams,
  CatalogueRoute,
  CatalogueSort,
  Checkout,
  CheckoutCoupon,
  CheckoutGiftCard,
  CouponAnswer,
  components,
  DrillSelectionBody,
  ErrorBody,
  ErrorCode,
  FitmentOptions,
  FitmentOptionType,
  GarageMerge,
  GiftCardAnswer,
  GiftCardInput,
  GlobalId,
  HistoryOrder,
  Image,
  ModerationDecision,
  NewsletterPreference,
  Order,
  OrderBalance,
  OrderChange,
  OrderChangeDetails,
  OrderControlsAnswer,
  OrderItem,
  OrderItemStatus,
  OrderLookup,
  OrderLookupAnswer,
  OrderStatus,
  PayLink,
  PaymentAnswer,
  ProductLine,
  ProductParams,
  ProductSummary,
  paths,
  ReceiptParams,
  Recommendations,
  RecommendationsParams,
  RecommendationType,
  SavedCard,
  SearchRedirect,
  SearchSuggestions,
  SignedIn,
  SitemapIndex,
  SitemapKind,
  SitemapPage,
  Tracking,
  Vehicle,
  VehicleParams,
  VitalsBeacon,
  Wishlist,
} from './client/types';
export type { WishlistCalls } from './client/wishlist-calls';
export { wishlistIdOf } from './client/wishlist-calls';
export type { PromoAnswerCode } from './promo-texts';
export { isPromoAnswerCode, PROMO_SUCCESS, PROMO_TEXTS, promoText } from './promo-texts';
