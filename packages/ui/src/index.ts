export type { ButtonColor, ButtonIcon, ButtonProps, ButtonSize, ButtonStyle, ButtonType } from './button';
export {
  BUTTON_COLORS,
  BUTTON_ICONS,
  BUTTON_SIZES,
  BUTTON_STYLES,
  BUTTON_TYPES,
  Button,
  buttonVariants,
} from './button';
export type { PriceProps } from './price';
export { formatMoney, formatMoneyOrPlaceholder, PRICE_PLACEHOLDER, Price } from './price';
export type {
  ImageFit,
  ImageUrlBuilder,
  ImageUrlOptions,
  UiContextValue,
  UiImage,
  UiLinkComponent,
  UiLinkProps,
  UiProviderProps,
} from './provider';
export { buildImageUrl, DefaultLink, IMAGE_FITS, UiProvider, useUi } from './provider';
