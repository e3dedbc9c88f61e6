import { describe, expect, it } from 'vitest';
import * as carouselEntry from './carousel';
import * as ui from './index';
import * as miniCartEntry from './mini-cart';
import * as mobileMenuEntry from './mobile-menu';
import * as vehicleDialogEntry from './vehicle-dialog';
import * as videoEntry from './video';

// Pins the public runtime API: adding or removing an export must be a deliberate change to this list.
const RUNTIME_EXPORTS = [
  'AlertIcon',
  // footer, forms, newsletter form
  'BASE_PAYMENT_METHODS',
  'EXTRA_PAYMENT_METHODS',
  'NEWSLETTER_POSITIONS',
  'SOCIAL_NETWORKS',
  'SPLASH_BAR_ACTIONS',
  'SPLASH_BAR_ICONS',
  'copyrightText',
  'DO_NOT_SELL_TEXT',
  'Footer',
  'isExternalHref',
  'LIVE_CHAT_TEXT',
  'legalLinksOf',
  'PRIVACY_POLICY_TEXT',
  'paymentMethodsOf',
  'socialLinksOf',
  'DEFAULT_MAX_LENGTH',
  'FieldError',
  'GeneralError',
  'hasNoErrors',
  'INPUT_TYPES',
  'INVALID_EMAIL_MESSAGE',
  'INVALID_NUMBER_MESSAGE',
  'INVALID_PHONE_MESSAGE',
  'isEmail',
  'REQUIRED_MESSAGE',
  'trimValue',
  'useFormValidation',
  'validateValue',
  'validateValues',
  'atLeast',
  'DEFAULT_NEWSLETTER_FORM_NAME',
  'NEWSLETTER_FIELDS',
  'NEWSLETTER_SPINNER_MS',
  'NEWSLETTER_TITLE',
  'NewsletterForm',
  'browserDeviceClassStore',
  'createDeviceClassStore',
  'DEVICE_CHANGE_REPORT_MS',
  'DEVICE_MIN_WIDTH',
  'DEVICES',
  'deviceClassOf',
  'onDeviceChangeReport',
  'SERVER_DEVICE',
  'useDeviceChangeReport',
  'useDeviceClass',
  'createGeneralMessagesStore',
  'GENERAL_ERROR',
  'GeneralMessages',
  'PERSISTENT_PROBLEM_TEXT',
  'persistentProblemText',
  'createNotificationStore',
  'NOTIFICATION_TYPES',
  'TOAST_DURATION_MS',
  'Toaster',
  'LOADING_BAR_DELAY_MS',
  'LoadingBar',
  'useDelayedFlag',
  'browserConnectivity',
  'createConnectivity',
  'OFFLINE_TEXT',
  'OfflineBar',
  'CAROUSEL_ITEM_WIDTH',
  'CAROUSEL_SCROLL_MS',
  'RECOMMENDATION_TITLES',
  'RECOMMENDATION_TYPES',
  'formatDuration',
  'DrillSelect',
  'drillTypeLabel',
  'discountPercent',
  'MAP_PRICE_TEXT',
  'MAP_PRICE_TOOLTIP',
  'PriceBlock',
  'ProductGallery',
  'ReviewsSummary',
  'reviewsLabel',
  'Toggletip',
  'countdownText',
  'DEFAULT_SHIPPING_WEEKDAYS',
  'estimatedDeliveryText',
  'formatDeliveryDate',
  'freeShippingText',
  'SAME_DAY_MODES',
  'SHIPPING_TEXT',
  'SHIPPING_TIME_UNITS',
  'ShippingInfo',
  'sameDayCountdown',
  'sameDayModeLabel',
  'shipsInText',
  'shopTimeOf',
  'useSameDayCountdown',
  'FACET_KINDS',
  'FacetList',
  'Pagination',
  'pageCountOf',
  'paginationItems',
  'ResultCount',
  'resultCountText',
  'parseSort',
  'SORT_LABELS',
  'SORT_OPTIONS',
  'SortSelect',
  'ChevronLeftIcon',
  'ChevronRightIcon',
  'PlayIcon',
  'SearchIcon',
  'DEFAULT_SEARCH_PLACEHOLDER',
  'initialSearchState',
  'SearchBar',
  'searchPlaceholder',
  'searchReducer',
  'submittableQuery',
  'ArrowIcon',
  'BUTTON_COLORS',
  'BUTTON_ICONS',
  'BUTTON_SIZES',
  'BUTTON_STYLES',
  'BUTTON_TYPES',
  'BroncoIcon',
  'Button',
  'CART_ICONS',
  'CartIcon',
  'CartOutlineIcon',
  'CheckIcon',
  'ChevronDownIcon',
  'CloseIcon',
  'DEFAULT_QUANTITY',
  'DefaultLink',
  'EMAIL_CART_TOOLTIP',
  'FIT_BADGE_SIZES',
  'FIT_STATUSES',
  'FitBadge',
  'FITMENT_ICONS',
  'FitmentButton',
  'Garage',
  'Header',
  'HeaderCart',
  'MENU_HOVER_DELAY_MS',
  'NAVBAR_HOVER_STYLES',
  'NAVBAR_ITEM_TYPES',
  'Navbar',
  'navbarItemKey',
  'PROMO_BANNER_IMAGE_SIZES',
  'PromoBanner',
  'TREE_MENU_COLUMN_SIZE',
  'createMenuController',
  'treeMenuColumns',
  'IMAGE_FITS',
  'JeepIcon',
  'MAX_QUANTITY',
  'MINI_CART_CLOSE_DELAY_MS',
  'MenuIcon',
  'MiniCart',
  'PRICE_PLACEHOLDER',
  'PadlockIcon',
  'PhoneIcon',
  'Price',
  'ProductCard',
  'QuantitySelector',
  'SaveIcon',
  'SelectVehicleBar',
  'TruckIcon',
  'UiProvider',
  'VEHICLE_DIALOG_TEXT',
  'VEHICLE_SELECT_STATES',
  'VIN_LENGTH',
  'VIN_LOOKUP_STATES',
  'VIN_PATTERN',
  'VinLookup',
  'VEHICLE_SELECTOR_LAYOUTS',
  'VehicleDialog',
  'VehicleIcon',
  'VehicleSelectorFields',
  'buildImageUrl',
  'buttonVariants',
  'createHoverIntent',
  'fitBadgeState',
  'fitStatusOf',
  'formatFitmentLine',
  'formatMoney',
  'formatMoneyOrPlaceholder',
  'invalidSelectMessage',
  'maxQuantityFor',
  'normalizeVin',
  'phoneHref',
  'pluralize',
  'quantityOptions',
  'useHeader',
  'useUi',
  'vehicleSelectState',
  'vinProblem',
].sort();

describe('@fitkit/ui public API', () => {
  it('exports exactly the pinned names', () => {
    expect(Object.keys(ui).sort()).toEqual(RUNTIME_EXPORTS);
  });

  it('keeps the lazy-load entry points (package.json exports) to their components', () => {
    expect(Object.keys(vehicleDialogEntry).sort()).toEqual(['VEHICLE_DIALOG_TEXT', 'VehicleDialog'].sort());
    expect(Object.keys(miniCartEntry)).toContain('MiniCart');
    expect(Object.keys(mobileMenuEntry)).toEqual(['MobileMenu']);
    expect(Object.keys(carouselEntry).sort()).toEqual(
      [
        'CAROUSEL_ITEM_WIDTH',
        'CAROUSEL_SCROLL_MS',
        'Carousel',
        'EMBLA_DURATION',
        'ProductCarousel',
        'RECOMMENDATION_TITLES',
        'RECOMMENDATION_TYPES',
        'itemDistance',
        'scrollEdges',
        'scrollPlan',
      ].sort(),
    );
    expect(Object.keys(videoEntry).sort()).toEqual(
      [
        'DEFAULT_EMBED_ORIGINS',
        'VIDEO_BANNER_ASPECT_RATIOS',
        'VIDEO_POSTER_QUALITY',
        'VIDEO_TYPES',
        'VideoBanner',
        'VideoEmbed',
        'formatDuration',
        'videoEmbedUrl',
      ].sort(),
    );
  });

  it('keeps Embla and the video player out of the main entry', () => {
    expect(Object.keys(ui)).not.toContain('ProductCarousel');
    expect(Object.keys(ui)).not.toContain('VideoEmbed');
  });

  it('keeps the CMS enumerations of SPEC §3', () => {
    expect(ui.BUTTON_STYLES).toEqual(['SOLID', 'OUTLINE']);
    expect(ui.BUTTON_COLORS).toEqual([
      'ACTION',
      'INFO',
      'PRIMARY',
      'PRIMARY_DARK',
      'SECONDARY',
      'SUCCESS',
      'WARNING',
      'DANGER',
      'GRAY_LIGHT',
      'GRAY',
      'GRAY_DARKEST',
      'WHITE',
      'BLACK',
    ]);
    expect(ui.BUTTON_SIZES).toEqual(['XSMALL', 'SMALL', 'MEDIUM', 'NORMAL', 'LARGE']);
    expect(ui.BUTTON_ICONS).toEqual(['PADLOCK', 'SAVE', 'ARROW']);
    expect(ui.BUTTON_TYPES).toEqual(['button', 'submit', 'reset']);
    expect(ui.FITMENT_ICONS).toEqual(['JEEP', 'BRONCO', 'TRUCK']);
    expect(ui.CART_ICONS).toEqual(['CART', 'CART_OUTLINE']);
    expect(ui.NEWSLETTER_POSITIONS).toEqual(['LEFT', 'RIGHT']);
    expect(ui.SOCIAL_NETWORKS).toEqual(['facebook', 'twitter', 'instagram', 'youtube', 'tiktok']);
    expect(ui.INPUT_TYPES).toEqual(['text', 'email', 'number', 'tel']);
    expect(ui.NAVBAR_ITEM_TYPES).toEqual(['text-menu-item', 'tree-menu', 'link-menu', 'cms-menu']);
    expect(ui.NAVBAR_HOVER_STYLES).toEqual(['UNDERLINE', 'BACKGROUND']);
    expect(ui.SORT_OPTIONS).toEqual(['relevance', 'price-asc', 'price-desc', 'name']);
    expect(ui.FACET_KINDS).toEqual(['category', 'price', 'brand', 'special', 'sameDay']);
  });

  it('maps every enumeration value to its own class with cva keys equal to the CMS values', () => {
    const classes = new Set<string>();
    for (const color of ui.BUTTON_COLORS) {
      const className = ui.buttonVariants({ color });
      expect(className).toContain(`fk-button--${color.toLowerCase().replaceAll('_', '-')}`);
      classes.add(className);
    }
    expect(classes.size).toBe(ui.BUTTON_COLORS.length);
    expect(ui.buttonVariants({ variant: 'OUTLINE', size: 'XSMALL' })).toContain('fk-button--outline');
    expect(ui.buttonVariants({ variant: 'OUTLINE', size: 'XSMALL' })).toContain('fk-button--xsmall');
  });

  it('pins the SPEC §9 constants it owns', () => {
    expect(ui.MINI_CART_CLOSE_DELAY_MS).toBe(700);
    expect(ui.PRICE_PLACEHOLDER).toBe('$###.##');
    expect(ui.SHIPPING_TEXT).toMatchObject({
      madeToOrder: 'Made to Order',
      shipsIn: 'Ships in',
      freeShipping: 'Free Shipping',
      shipsFreeToday: 'Ships FREE today if ordered within',
    });
    expect(ui.SAME_DAY_MODES.map(ui.sameDayModeLabel)).toEqual(['RapidShip', 'QuickShip']);
    expect(ui.DEFAULT_QUANTITY).toBe(1);
    expect(ui.MAP_PRICE_TEXT).toBe('See price in cart');
  });
});
