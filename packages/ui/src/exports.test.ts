import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as button from './button/button';
import * as buttonOptions from './button/options';
import { FACET_KINDS } from './facet-list/facet-list';
import { FITMENT_ICONS } from './fitment-button/fitment-icons';
import { NEWSLETTER_POSITIONS, SOCIAL_NETWORKS } from './footer/options';
import { INPUT_TYPES } from './forms/validation';
import { CART_ICONS } from './header-cart/header-cart';
import { MINI_CART_CLOSE_DELAY_MS } from './header-cart/hover-intent';
import { NAVBAR_HOVER_STYLES, NAVBAR_ITEM_TYPES } from './navbar/navbar-types';
import { PRICE_PLACEHOLDER } from './price/format-money';
import { MAP_PRICE_TEXT } from './price-block/price-block';
import { DEFAULT_QUANTITY } from './quantity-selector/quantity-options';
import { SAME_DAY_MODES, SHIPPING_TEXT, sameDayModeLabel } from './shipping-info/shipping-text';
import { SORT_OPTIONS } from './sort-select/sort-options';

// Pins the public runtime API, entry by entry (package.json `exports`: one per component folder, and the
// React-free store of the general messages): adding or removing an entry or a name must be a deliberate change.
const ENTRIES: Record<string, readonly string[]> = {
  'account-form': [
    'AccountForm',
    'CHANGE_PASSWORD_FIELDS',
    'DELETE_ACCOUNT_FIELDS',
    'NEW_PASSWORD_FIELDS',
    'PROFILE_FIELDS',
    'RESET_REQUEST_FIELDS',
    'SIGN_IN_FIELDS',
    'SIGN_UP_FIELDS',
  ],
  'account-section': ['AccountSection'],
  'address-book': ['ADDRESS_BOOK_KIND', 'AddressBookForm', 'AddressBookList', 'MAKE_DEFAULT_FIELD'],
  'order-history': ['OrderHistoryList'],
  'saved-cards': ['SAVED_CARD_FIELD', 'SavedCardChoice', 'SavedCardList', 'savedCardLabel'],
  'address-form': [
    'ADDRESS_COUNTRIES',
    'BILLING_SAME_FIELD',
    'CONTACT_KINDS',
    'CONTACT_TEXT_FIELDS',
    'DEFAULT_COUNTRY',
    'US_STATES',
    'ZIPCODE_PATTERN',
    'AddressForm',
    'ContactAddress',
    'contactFieldName',
    'contactFromValues',
    'contactRules',
    'isUsStateId',
  ],
  'build-card': ['BUILD_PHOTO_MODE', 'BuildCard'],
  'build-delete': ['BuildDelete', 'DELETE_BUILD_INTENT'],
  'build-form': ['BUILD_FORM_LIMITS', 'BUILD_PHOTO_TYPES', 'BuildForm'],
  'build-gallery': ['BuildGallery'],
  'build-parts': ['ADD_ALL_INTENT', 'BuildParts'],
  'build-status-badge': ['BUILD_STATUS_TEXT', 'BuildStatusBadge'],
  button: ['BUTTON_COLORS', 'BUTTON_ICONS', 'BUTTON_SIZES', 'BUTTON_STYLES', 'BUTTON_TYPES', 'Button'],
  carousel: ['CAROUSEL_ITEM_WIDTH', 'Carousel', 'ProductCarousel', 'RECOMMENDATION_TITLES'],
  'cart-lines': ['CartLines', 'offersInstallation', 'offersWarranty', 'pluralize', 'warrantyChoice'],
  'device-class': ['DEVICES', 'DEVICE_MIN_WIDTH', 'deviceClassOf', 'useDeviceClass'],
  'drill-select': ['DrillSelect'],
  'email-cart': ['EMAIL_CART_TOOLTIP', 'EmailCartDialog', 'EmailCartLink'],
  'email-cart-form': ['EMAIL_CART_FIELDS', 'EMAIL_CART_SENT_TEXT', 'EmailCartForm'],
  'login-dialog': ['LoginDialog'],
  'facet-list': ['FacetList'],
  'fit-badge': ['FitBadge'],
  'fitment-button': ['FitmentButton'],
  footer: ['Footer', 'NEWSLETTER_POSITIONS', 'SOCIAL_NETWORKS', 'SPLASH_BAR_ACTIONS', 'SPLASH_BAR_ICONS'],
  forms: [
    'FieldError',
    'GeneralError',
    'INVALID_EMAIL_MESSAGE',
    'REQUIRED_MESSAGE',
    'SelectField',
    'TextField',
    'isEmail',
    'serverErrorMap',
    'useFormValidation',
    'useServerCheckedForm',
    'validateValues',
  ],
  garage: ['Garage'],
  'general-messages': ['GeneralMessages'],
  'general-messages/store': ['GENERAL_ERROR', 'createGeneralMessagesStore'],
  'gift-card-form': ['GIFT_CARD_FIELDS', 'GiftCardForm'],
  header: ['Header'],
  'header-cart': ['HeaderCart'],
  image: [
    'EAGER_IMAGE_COUNT',
    'IMAGE_WIDTHS',
    'ShopImage',
    'imageLoadingProps',
    'imagePriority',
    'isRasterFile',
    'urlImageSources',
  ],
  'loading-bar': ['LoadingBar'],
  'location-dialog': ['LOCATION_DIALOG_TITLE', 'LocationDialog', 'ZIP_CODE_MESSAGE', 'describeLocation'],
  'mini-cart': ['EMAIL_CART_TOOLTIP', 'MiniCart', 'formatFitmentLine', 'pluralize'],
  'mobile-menu': ['MobileMenu'],
  navbar: ['NAVBAR_HOVER_STYLES', 'NAVBAR_ITEM_TYPES', 'Navbar'],
  'newsletter-form': ['DEFAULT_NEWSLETTER_FORM_NAME', 'NewsletterForm'],
  'offline-bar': ['OfflineBar'],
  'order-status': [
    'ORDER_CHANGE_INTENTS',
    'OrderStatus',
    'formatEventTime',
    'formatOrderDate',
    'statusLabel',
    'statusTone',
  ],
  'order-summary': [
    'DISCOUNT_KINDS',
    'NEXT_STEP_TEXT',
    'OrderSummary',
    'discountText',
    'discountTitle',
    'summaryShippingText',
    'summaryTaxText',
  ],
  pagination: ['Pagination'],
  'payment-step': ['PaymentMethodChoice', 'PaymentStep'],
  price: ['formatMoney', 'formatMoneyOrPlaceholder', 'Price', 'PRICE_PLACEHOLDER'],
  'price-block': ['PriceBlock'],
  'product-card': ['ProductCard'],
  'product-gallery': ['ProductGallery'],
  'promo-banner': ['PromoBanner'],
  'promo-code-form': ['PROMO_CODE_FIELD', 'PromoCodeForm', 'isPromoDenied', 'promoOutcome'],
  provider: ['UiProvider', 'buildImageUrl', 'useUi'],
  'quantity-selector': ['QuantitySelector'],
  receipt: ['Receipt'],
  'result-count': ['ResultCount'],
  'reviews-summary': ['ReviewsSummary'],
  'search-bar': ['SearchBar'],
  'select-vehicle-bar': ['SelectVehicleBar'],
  'shipping-info': [
    'SAME_DAY_MODES',
    'SHIPPING_TEXT',
    'ShippingInfo',
    'countdownText',
    'sameDayCountdown',
    'sameDayModeLabel',
    'shopTimeOf',
    'useSameDayCountdown',
  ],
  'shipping-methods': ['FREE_SHIPPING_TEXT', 'ShippingMethods', 'shippingPriceText'],
  'sort-select': ['SORT_OPTIONS', 'SortSelect'],
  toast: ['Toaster', 'createNotificationStore'],
  toggletip: ['Toggletip'],
  tracking: ['Tracking'],
  'vehicle-dialog': ['VehicleDialog'],
  'vehicle-selector-fields': ['VEHICLE_SELECTOR_LAYOUTS', 'VehicleSelectorFields'],
  video: [
    'DEFAULT_EMBED_ORIGINS',
    'VIDEO_BANNER_ASPECT_RATIOS',
    'VIDEO_POSTER_QUALITY',
    'VIDEO_TYPES',
    'VideoBanner',
    'VideoEmbed',
  ],
  'vin-lookup': ['VinLookup'],
  'wishlist-heart': ['WISHLIST_HEART_ERROR', 'WISHLIST_HEART_STATES', 'WishlistHeart'],
  'wishlist-lines': ['WishlistLines'],
};

type Exports = Record<string, { '@fitkit/source'?: string } | string>;
const { exports } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Exports;
};
const componentEntries = Object.keys(exports).filter(
  (subpath) => subpath !== './styles.css' && subpath !== './package.json',
);

describe('@fitkit/ui public API', () => {
  it('has exactly the pinned entries and no root barrel', () => {
    expect(componentEntries.sort()).toEqual(
      Object.keys(ENTRIES)
        .map((name) => `./${name}`)
        .sort(),
    );
    expect(exports['.']).toBeUndefined();
  });

  it.each(Object.entries(ENTRIES))('@fitkit/ui/%s exports exactly the pinned names', async (name, names) => {
    const target = exports[`./${name}`];
    const source = typeof target === 'object' ? target['@fitkit/source'] : undefined;
    const entry = await import(/* @vite-ignore */ new URL(`../${source}`, import.meta.url).href);
    expect(Object.keys(entry).sort()).toEqual([...names].sort());
  });

  it('keeps the CMS enumerations of SPEC §3', () => {
    expect(buttonOptions.BUTTON_STYLES).toEqual(['SOLID', 'OUTLINE']);
    expect(buttonOptions.BUTTON_COLORS).toEqual([
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
    expect(buttonOptions.BUTTON_SIZES).toEqual(['XSMALL', 'SMALL', 'MEDIUM', 'NORMAL', 'LARGE']);
    expect(buttonOptions.BUTTON_ICONS).toEqual(['PADLOCK', 'SAVE', 'ARROW']);
    expect(buttonOptions.BUTTON_TYPES).toEqual(['button', 'submit', 'reset']);
    expect(FITMENT_ICONS).toEqual(['JEEP', 'BRONCO', 'TRUCK']);
    expect(CART_ICONS).toEqual(['CART', 'CART_OUTLINE']);
    expect(NEWSLETTER_POSITIONS).toEqual(['LEFT', 'RIGHT']);
    expect(SOCIAL_NETWORKS).toEqual(['facebook', 'twitter', 'instagram', 'youtube', 'tiktok']);
    expect(INPUT_TYPES).toEqual(['text', 'email', 'number', 'tel']);
    expect(NAVBAR_ITEM_TYPES).toEqual(['text-menu-item', 'tree-menu', 'link-menu', 'cms-menu']);
    expect(NAVBAR_HOVER_STYLES).toEqual(['UNDERLINE', 'BACKGROUND']);
    expect(SORT_OPTIONS).toEqual(['relevance', 'price-asc', 'price-desc', 'name']);
    expect(FACET_KINDS).toEqual(['category', 'price', 'brand', 'special', 'sameDay']);
  });

  it('maps every enumeration value to its own class with cva keys equal to the CMS values', () => {
    const classes = new Set<string>();
    for (const color of buttonOptions.BUTTON_COLORS) {
      const className = button.buttonVariants({ color });
      expect(className).toContain(`fk-button--${color.toLowerCase().replaceAll('_', '-')}`);
      classes.add(className);
    }
    expect(classes.size).toBe(buttonOptions.BUTTON_COLORS.length);
    expect(button.buttonVariants({ variant: 'OUTLINE', size: 'XSMALL' })).toContain('fk-button--outline');
    expect(button.buttonVariants({ variant: 'OUTLINE', size: 'XSMALL' })).toContain('fk-button--xsmall');
  });

  it('pins the SPEC §9 constants it owns', () => {
    expect(MINI_CART_CLOSE_DELAY_MS).toBe(700);
    expect(PRICE_PLACEHOLDER).toBe('$###.##');
    expect(SHIPPING_TEXT).toMatchObject({
      madeToOrder: 'Made to Order',
      shipsIn: 'Ships in',
      freeShipping: 'Free Shipping',
      shipsFreeToday: 'Ships FREE today if ordered within',
    });
    expect(SAME_DAY_MODES.map(sameDayModeLabel)).toEqual(['RapidShip', 'QuickShip']);
    expect(DEFAULT_QUANTITY).toBe(1);
    expect(MAP_PRICE_TEXT).toBe('See price in cart');
  });
});
