export type { CallOptions, CommerceClient, CommerceClientOptions, ProductCallOptions } from './client/client';
export {
  createCommerceClient,
  DEFAULT_TIMEOUT_MS,
  fitmentBefore,
  PERM_ID_HEADER,
  SITE_HEADER,
} from './client/client';
export type { CommerceError, CommerceErrorCode, CommerceErrorIssue, Result } from './client/errors';
export { CommerceRequestError, describeCommerceError, isCommerceRequestError, unwrap } from './client/errors';
export { createLazyCommerceClient } from './client/lazy-client';
export type {
  AddToCartLine,
  Cart,
  CartItem,
  CartItemFitment,
  Catalogue,
  CatalogueParams,
  CatalogueRoute,
  CatalogueSort,
  components,
  DrillSelectionBody,
  ErrorBody,
  ErrorCode,
  FitmentOptions,
  FitmentOptionType,
  GlobalId,
  Image,
  OrderControlsAnswer,
  ProductLine,
  ProductParams,
  ProductSummary,
  paths,
  Recommendations,
  RecommendationsParams,
  RecommendationType,
  SearchRedirect,
  SearchSuggestions,
  SitemapIndex,
  SitemapKind,
  SitemapPage,
  Vehicle,
  VehicleParams,
} from './client/types';
