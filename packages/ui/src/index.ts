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
// Only the carousel's constants and pure helpers: the component and Embla load from '@fitkit/ui/carousel'.
export type { RecommendationType } from './carousel/carousel-scroll';
export {
  CAROUSEL_ITEM_WIDTH,
  CAROUSEL_SCROLL_MS,
  RECOMMENDATION_TITLES,
  RECOMMENDATION_TYPES,
} from './carousel/carousel-scroll';
export type {
  Device,
  DeviceChangeReport,
  DeviceClassStore,
  DeviceClassStoreOptions,
  DeviceClassTimers,
  MediaQueryListLike,
} from './device-class';
export {
  browserDeviceClassStore,
  createDeviceClassStore,
  DEVICE_CHANGE_REPORT_MS,
  DEVICE_MIN_WIDTH,
  DEVICES,
  deviceClassOf,
  onDeviceChangeReport,
  SERVER_DEVICE,
  useDeviceChangeReport,
  useDeviceClass,
} from './device-class';
export type { DrillSelectDrill, DrillSelectOption, DrillSelectProps } from './drill-select';
export { DrillSelect, drillTypeLabel } from './drill-select';
export type { FacetGroup, FacetKind, FacetListProps, FacetPriceRange, FacetValue } from './facet-list';
export { FACET_KINDS, FacetList } from './facet-list';
export type {
  FitBadgeProps,
  FitBadgeSize,
  FitBadgeState,
  FitStatus,
  ProductFitment,
} from './fit-badge';
export { FIT_BADGE_SIZES, FIT_STATUSES, FitBadge, fitBadgeState, fitStatusOf } from './fit-badge';
export type {
  FitmentButtonProps,
  FitmentButtonVehicle,
  FitmentIcon,
  VehicleIconProps,
} from './fitment-button';
export { FITMENT_ICONS, FitmentButton, VehicleIcon } from './fitment-button';
export type {
  ExtraPaymentMethod,
  FooterLink,
  FooterNavGroup,
  FooterNewsletter,
  FooterProps,
  NewsletterPosition,
  PaymentMethod,
  SocialNetwork,
  SplashBarAction,
  SplashBarIcon,
  SplashBarItem,
} from './footer';
export {
  BASE_PAYMENT_METHODS,
  copyrightText,
  DO_NOT_SELL_TEXT,
  EXTRA_PAYMENT_METHODS,
  Footer,
  isExternalHref,
  LIVE_CHAT_TEXT,
  legalLinksOf,
  NEWSLETTER_POSITIONS,
  PRIVACY_POLICY_TEXT,
  paymentMethodsOf,
  SOCIAL_NETWORKS,
  SPLASH_BAR_ACTIONS,
  SPLASH_BAR_ICONS,
  socialLinksOf,
} from './footer';
export type {
  BrowserValidity,
  FieldErrorProps,
  FieldErrors,
  FieldRule,
  FormCheck,
  FormReport,
  FormValidation,
  FormValidationOptions,
  GeneralErrorProps,
  InputType,
  ValidatedFieldProps,
} from './forms';
export {
  DEFAULT_MAX_LENGTH,
  FieldError,
  GeneralError,
  hasNoErrors,
  INPUT_TYPES,
  INVALID_EMAIL_MESSAGE,
  INVALID_NUMBER_MESSAGE,
  INVALID_PHONE_MESSAGE,
  isEmail,
  REQUIRED_MESSAGE,
  trimValue,
  useFormValidation,
  validateValue,
  validateValues,
} from './forms';
export type { GarageProps, GarageVehicle } from './garage';
export { Garage } from './garage';
export type {
  GeneralErrorMessage,
  GeneralMessagesProps,
  GeneralMessagesState,
  GeneralMessagesStore,
  GeneralSuccessMessage,
} from './general-messages';
export {
  createGeneralMessagesStore,
  GENERAL_ERROR,
  GeneralMessages,
  PERSISTENT_PROBLEM_TEXT,
  persistentProblemText,
} from './general-messages';
export type { HeaderContextValue, HeaderProps } from './header';
export { Header, phoneHref, useHeader } from './header';
export type {
  CartIconName,
  HeaderCartControls,
  HeaderCartProps,
  HoverIntent,
  HoverIntentOptions,
  HoverIntentTimers,
} from './header-cart';
export { CART_ICONS, createHoverIntent, HeaderCart, MINI_CART_CLOSE_DELAY_MS } from './header-cart';
export type { IconProps } from './icons';
export {
  AlertIcon,
  ArrowIcon,
  BroncoIcon,
  CartIcon,
  CartOutlineIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  JeepIcon,
  MenuIcon,
  PadlockIcon,
  PhoneIcon,
  PlayIcon,
  SaveIcon,
  SearchIcon,
  TruckIcon,
} from './icons';
export type { LoadingBarProps } from './loading-bar';
export { LOADING_BAR_DELAY_MS, LoadingBar, useDelayedFlag } from './loading-bar';
export type { MiniCartCart, MiniCartFitment, MiniCartItem, MiniCartProps } from './mini-cart';
export { EMAIL_CART_TOOLTIP, formatFitmentLine, MiniCart, pluralize } from './mini-cart';
export type {
  MenuController,
  MenuControllerOptions,
  NavbarCmsMenu,
  NavbarColors,
  NavbarContent,
  NavbarHoverStyle,
  NavbarItem,
  NavbarItemType,
  NavbarLink,
  NavbarLinkMenu,
  NavbarMenu,
  NavbarProps,
  NavbarTextItem,
  NavbarTreeGroup,
  NavbarTreeMenu,
  TreeMenuColumn,
} from './navbar';
export {
  createMenuController,
  MENU_HOVER_DELAY_MS,
  NAVBAR_HOVER_STYLES,
  NAVBAR_ITEM_TYPES,
  Navbar,
  navbarItemKey,
  TREE_MENU_COLUMN_SIZE,
  treeMenuColumns,
} from './navbar';
export type { NewsletterEvent, NewsletterFormProps } from './newsletter-form';
export {
  atLeast,
  DEFAULT_NEWSLETTER_FORM_NAME,
  NEWSLETTER_FIELDS,
  NEWSLETTER_SPINNER_MS,
  NEWSLETTER_TITLE,
  NewsletterForm,
} from './newsletter-form';
export type { Connectivity, ConnectivityTarget, OfflineBarProps } from './offline-bar';
export { browserConnectivity, createConnectivity, OFFLINE_TEXT, OfflineBar } from './offline-bar';
export type { PaginationItem, PaginationProps } from './pagination';
export { Pagination, pageCountOf, paginationItems } from './pagination';
export type { PriceProps } from './price';
export { formatMoney, formatMoneyOrPlaceholder, PRICE_PLACEHOLDER, Price } from './price';
export type { PriceBlockProps } from './price-block';
export { discountPercent, MAP_PRICE_TEXT, MAP_PRICE_TOOLTIP, PriceBlock } from './price-block';
export type { ProductCardProduct, ProductCardProps } from './product-card';
export { ProductCard } from './product-card';
export type { GalleryImage, ProductGalleryProps } from './product-gallery';
export { ProductGallery } from './product-gallery';
export type { PromoBannerContent, PromoBannerProps } from './promo-banner';
export { PROMO_BANNER_IMAGE_SIZES, PromoBanner } from './promo-banner';
export type {
  ImageFit,
  ImageUrlBuilder,
  ImageUrlOptions,
  ShopRoutes,
  UiContextValue,
  UiImage,
  UiLinkComponent,
  UiLinkProps,
  UiProviderProps,
} from './provider';
export { buildImageUrl, DefaultLink, IMAGE_FITS, UiProvider, useUi } from './provider';
export type { QuantitySelectorProps } from './quantity-selector';
export {
  DEFAULT_QUANTITY,
  MAX_QUANTITY,
  maxQuantityFor,
  QuantitySelector,
  quantityOptions,
} from './quantity-selector';
export type { ResultCountProps } from './result-count';
export { ResultCount, resultCountText } from './result-count';
export type { ReviewsSummaryProps } from './reviews-summary';
export { ReviewsSummary, reviewsLabel } from './reviews-summary';
export type {
  SearchBarLayout,
  SearchBarProps,
  SearchEvent,
  SearchProductSuggestion,
  SearchQuerySuggestion,
  SearchState,
} from './search-bar';
export {
  DEFAULT_SEARCH_PLACEHOLDER,
  initialSearchState,
  SearchBar,
  searchPlaceholder,
  searchReducer,
  submittableQuery,
} from './search-bar';
export type { SelectVehicleBarProps } from './select-vehicle-bar';
export { SelectVehicleBar } from './select-vehicle-bar';
export type {
  Countdown,
  SameDayCountdownOptions,
  SameDayMode,
  SameDayRules,
  ShippingDetails,
  ShippingInfoProps,
  ShippingTime,
  ShippingTimeRange,
  ShippingTimeUnit,
  ShopTime,
} from './shipping-info';
export {
  countdownText,
  DEFAULT_SHIPPING_WEEKDAYS,
  estimatedDeliveryText,
  formatDeliveryDate,
  freeShippingText,
  SAME_DAY_MODES,
  SHIPPING_TEXT,
  SHIPPING_TIME_UNITS,
  ShippingInfo,
  sameDayCountdown,
  sameDayModeLabel,
  shipsInText,
  shopTimeOf,
  useSameDayCountdown,
} from './shipping-info';
export type { SortOption, SortSelectProps } from './sort-select';
export { parseSort, SORT_LABELS, SORT_OPTIONS, SortSelect } from './sort-select';
export type {
  Notification,
  NotificationInput,
  NotificationStore,
  NotificationStoreOptions,
  NotificationTimers,
  NotificationType,
  ToasterProps,
} from './toast';
export { createNotificationStore, NOTIFICATION_TYPES, TOAST_DURATION_MS, Toaster } from './toast';
export type { ToggletipProps } from './toggletip';
export { Toggletip } from './toggletip';
export type { VehicleDialogProps, VehicleDialogText } from './vehicle-dialog';
export { VEHICLE_DIALOG_TEXT, VehicleDialog } from './vehicle-dialog';
export type {
  VehicleSelect,
  VehicleSelectOption,
  VehicleSelectorFieldsProps,
  VehicleSelectorLayout,
  VehicleSelectState,
} from './vehicle-selector-fields';
export {
  invalidSelectMessage,
  VEHICLE_SELECT_STATES,
  VEHICLE_SELECTOR_LAYOUTS,
  VehicleSelectorFields,
  vehicleSelectState,
} from './vehicle-selector-fields';
// Only the video helpers: the player loads from '@fitkit/ui/video'.
export type { FormattedDuration } from './video/format-duration';
export { formatDuration } from './video/format-duration';
export type { VinLookupProps, VinLookupState } from './vin-lookup';
export {
  normalizeVin,
  VIN_LENGTH,
  VIN_LOOKUP_STATES,
  VIN_PATTERN,
  VinLookup,
  vinProblem,
} from './vin-lookup';
