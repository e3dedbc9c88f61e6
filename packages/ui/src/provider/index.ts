export type { ImageFit, ImageUrlOptions, UiImage } from './image-url';
export { buildImageUrl, IMAGE_FITS } from './image-url';
export type { ShopRoutes } from './shop-routes';
export type {
  ImageUrlBuilder,
  UiContextValue,
  UiLinkComponent,
  UiLinkProps,
  UiProviderProps,
} from './ui-provider';
export { DefaultLink, UiProvider, useUi } from './ui-provider';
