export type { CallOptions, CommerceClient, CommerceClientOptions, ProductCallOptions } from './client';
export {
  createCommerceClient,
  DEFAULT_TIMEOUT_MS,
  fitmentBefore,
  PERM_ID_HEADER,
  SITE_HEADER,
} from './client';
export type { CommerceError, CommerceErrorCode, CommerceErrorIssue, Result } from './errors';
export { CommerceRequestError, describeCommerceError, isCommerceRequestError, unwrap } from './errors';
export type {
  AddToCartLine,
  Brand,
  Brands,
  BrandsParams,
  Cart,
  CartItem,
  CartItemFitment,
  Catalogue,
  CatalogueParams,
  CatalogueRoute,
  CatalogueSort,
  components,
  DecodedVin,
  ErrorBody,
  ErrorCode,
  FitmentOptions,
  FitmentOptionType,
  GlobalId,
  Image,
  ProductCard,
  ProductLine,
  ProductParams,
  paths,
  Vehicle,
  VehicleParams,
  VinLookup,
} from './types';
