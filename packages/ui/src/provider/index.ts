export type { ImageFit, UiImage } from './image-url';
export { buildImageUrl } from './image-url';
export type { ShopRoutes } from './shop-routes';
export type { UiLinkProps, UiProviderProps } from './ui-provider';
export { UiProvider, useUi } from './ui-provider';
