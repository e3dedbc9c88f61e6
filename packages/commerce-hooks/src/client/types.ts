import type { components, paths } from './schema.gen';

type Schemas = components['schemas'];

/** A shopper's cart: items, itemCount (sum of qty) and total in cents. */
export type Cart = Schemas['Cart'];
/** One line of the cart. */
export type CartItem = Schemas['CartItem'];
/** The vehicle names a cart line was added for. */
export type CartItemFitment = NonNullable<CartItem['fitmentData']>;
/** A page of product cards for a category, a vehicle or a search. */
export type Catalogue = Schemas['Catalogue'];
/** A product line as a catalogue page or a recommendation list shows it (the data of one product card). */
export type ProductSummary = Schemas['ProductSummary'];
/** A product line with its SKUs and the selected one. */
export type ProductLine = Schemas['ProductLine'];
/** A vehicle with the names of its parts. */
export type Vehicle = Schemas['Vehicle'];
/** A decoded VIN with the catalogue vehicle and fitment it maps to. */
export type VinLookup = Schemas['VinLookup'];
/** What a VIN says: year, make and model (null when unknown). */
export type DecodedVin = Schemas['DecodedVin'];
/** The options of one fitment select. */
export type FitmentOptions = Schemas['FitmentOptions'];
/** A shopper's permanent and global ids. */
export type GlobalId = Schemas['GlobalId'];
/** An image reference: key and file name. */
export type Image = Schemas['Image'];
/** The API's error body. */
export type ErrorBody = Schemas['ErrorBody'];
/** An error code the API documents. */
export type ErrorCode = ErrorBody['code'];
/** One line of an add-to-cart request. */
export type AddToCartLine = Schemas['AddToCartInput']['productList'][number];
/** A signed-in shopper's wishlist (SPEC §3): the cart's shape (items, itemCount, total) without checkout's parts. */
export type Wishlist = Cart;
/** SPEC §3 Wishlist add payload: productId, qty, fitmentData (slugs) and an optional meta. */
export type AddToWishlist = Schemas['AddToWishlistInput'];
/** The signed-in shopper as `/account/session` answers them. */
export type SignedIn = Schemas['SignedIn'];
/** `/account/session`'s answer: `user` is null when signed out. */
export type AccountSession = Schemas['AccountSession'];
/** A fitment select type: year, make, model, body, bed or engine. */
export type FitmentOptionType = FitmentOptions['type'];

/** Query of the catalogue call (route, category path or vehicle or search text, paging, sort). */
export type CatalogueParams = paths['/catalogue']['get']['parameters']['query'];
/** A catalogue sort order. */
export type CatalogueSort = NonNullable<CatalogueParams['sort']>;
/** A catalogue route: category, mmy or search. */
export type CatalogueRoute = CatalogueParams['route'];
/** Every brand with its product line count. */
export type Brands = Schemas['Brands'];
/** A brand: slug, name and how many product lines it has (fitted ones with a vehicle). */
export type Brand = Schemas['Brand'];
/** Query of the brands call: an optional vehicle (make required when any part is given). */
export type BrandsParams = NonNullable<paths['/brands']['get']['parameters']['query']>;
/** Query of the vehicle call (make required, the rest optional). */
export type VehicleParams = paths['/fitment/vehicle']['get']['parameters']['query'];
/** Query of the product call: the selected SKU and the shopper's vehicle. */
export type ProductParams = NonNullable<paths['/product/{productLineSlug}']['get']['parameters']['query']>;

export type { components, paths };
/** The kinds of sitemap and their page counts. */
export type SitemapIndex = Schemas['SitemapIndex'];
/** One page of a sitemap: shop paths of one kind. */
export type SitemapPage = Schemas['SitemapPage'];
/** A kind of sitemap: categories, brands, products or vehicles. */
export type SitemapKind = SitemapPage['kind'];
/** The body of the order-controls call: the drill choices so far (SPEC §4 Product drill selection). */
export type DrillSelectionBody =
  paths['/order-controls/{slug}']['post']['requestBody']['content']['application/json'];
/** The order-controls call's answer, as sent (fitment's parseDrillResult reads it into a DrillResult). */
export type OrderControlsAnswer = Schemas['OrderControlsAnswer'];
/** Similar, related, recent and recommended product cards. */
export type Recommendations = Schemas['Recommendations'];
/** A recommendation list name. */
export type RecommendationType = keyof Recommendations;
/** Query of the recommendations call, with the lists wanted as an array. */
export type RecommendationsParams = Omit<
  NonNullable<paths['/recommendations']['get']['parameters']['query']>,
  'types'
> & {
  /** The lists to fill (at least one). */
  types: readonly RecommendationType[];
};

/** The search bar's panel: up to 6 products and 5 query completions. */
export type SearchSuggestions = Schemas['SearchSuggestions'];
/** A search redirect: navigate to url only when terms include the lower-cased trimmed query (SPEC §7). */
export type SearchRedirect = Schemas['SearchRedirect'];
/** A newsletter subscription: the stored (lower-cased) address, its form name and status 'subscribed'. */
export type NewsletterSubscription = Schemas['NewsletterSubscription'];
/** The answer to an unsubscribe: the address and status 'unsubscribed'. */
export type NewsletterUnsubscription = Schemas['NewsletterUnsubscription'];
/** A catalogue facet with its values and counts. */
export type Facet = Schemas['Facet'];

/** The checkout data: promo codes, gift cards, the priced summary and, once paid, the receipt's ids. */
export type Checkout = Schemas['Checkout'];
/** A promo code on the checkout. */
export type CheckoutCoupon = Checkout['coupons'][number];
/** A gift card on the checkout. */
export type CheckoutGiftCard = Checkout['giftcards'][number];
/** The answer to a promo code: SUCCESS or PROMO_CODE_NOT_APPLIED (waits for an eligible item), with the checkout. */
export type CouponAnswer = Schemas['CouponAnswer'];
/** A gift card's number and PIN. */
export type GiftCardInput = Schemas['AddGiftCardInput'];
/** The answer to a gift card: its balance and the checkout. */
export type GiftCardAnswer = Schemas['GiftCardAnswer'];
/** An order with its lines, totals, payment and tracking. */
export type Order = Schemas['Order'];
/** One line of an order. */
export type OrderItem = Order['items'][number];
/** An order's status (SPEC §4 Order). */
export type OrderStatus = Order['orderStatus'];
/** A line's shipping status. */
export type OrderItemStatus = OrderItem['shippingStatus'];
/** The answer to an order change: the order as it is now and the message to show. */
export type OrderChange = Schemas['OrderChange'];
/** Why a shopper cancels or returns: a reason and an optional comment. */
export type OrderChangeDetails = Schemas['CancelOrderInput']['cancellationDetails'];
/** The order login's fields: order reference plus e-mail or ZIP code. */
export type OrderLookup = Schemas['OrderLookupInput'];
/** The order login's answer: the order id and a status token. */
export type OrderLookupAnswer = Schemas['OrderLookupAnswer'];
/** A payment asked of an order after it was placed (a pay link's balance) and where it stands. */
export type OrderBalance = Order['balances'][number];
/** What a pay link asks for: the order reference, the amount due and why. */
export type PayLink = Schemas['PayLink'];
/** A pay link's payment: the link's token, the card provider and its token. */
export type BalancePayment = Schemas['BalancePaymentInput'];
/** A pay link's payment after the payer's bank confirmation: the link's token. */
export type BalanceConfirmation = Schemas['BalanceConfirmationInput'];
/** A paid balance (the order and the status link with a fresh token), or one waiting for the bank's confirmation. */
export type BalancePaymentAnswer = Schemas['BalancePaymentAnswer'];
/** Braintree's client token for its card fields. */
export type BraintreeClient = Schemas['BraintreeClient'];
/** A shipment: carrier, tracking number, dates and items. */
export type Tracking = Schemas['Tracking'];
/** Query of the receipt call: permId, plus the card's network and last four after the first hour. */
export type ReceiptParams = paths['/receipt/{orderReference}']['get']['parameters']['query'];
/** A signed-in shopper's garage kept by the API: vehicles most recent first, the chosen one's id, the limit. */
export type AccountGarage = Schemas['AccountGarage'];
/** One vehicle of the kept garage: its id (fitment's garageVehicleId), fitment and names. */
export type AccountGarageVehicle = Schemas['AccountGarageVehicle'];
/** A browser's garage to merge at sign-in: the cookies' vehicles, most recent first, and the chosen one's id. */
export type GarageMerge = NonNullable<
  paths['/account/garage/merge']['post']['requestBody']
>['content']['application/json'];

/** A customer build as its page shows it: story, photos, parts and what the viewer may do. */
export type Build = Schemas['Build'];
/** A build as the list shows it. */
export type BuildSummary = Schemas['BuildSummary'];
/** One page of builds. */
export type BuildList = Schemas['BuildList'];
/** A build photo: an image of the `build` mode with its stored size. */
export type BuildPhoto = Schemas['BuildPhoto'];
/** A part used on a build (one SKU with its product line). */
export type BuildPart = Schemas['BuildPart'];
/** A build's id and status after a change. */
export type BuildChange = Schemas['BuildChange'];
/** Where a build is in moderation. */
export type BuildStatus = BuildSummary['status'];
/** The fields of the build form (sent as multipart form data). */
export type BuildFormFields = Schemas['BuildFormInput'];
/** Query of the builds list: vehicle, status (admins) and page. */
export type BuildListParams = NonNullable<paths['/builds']['get']['parameters']['query']>;
/** An admin's decision on a build. */
export type ModerationDecision =
  paths['/builds/{buildId}/moderation']['post']['requestBody']['content']['application/json']['decision'];
/** The signed-in shopper's address book, the default first. */
export type AddressBook = Schemas['AddressBook'];
/** A contact of the address book: the checkout contact, its id and whether it prefills checkout. */
export type AddressBookEntry = Schemas['AddressBookEntry'];
/** A contact to add or replace (checked as the checkout's address form), and whether it becomes the default. */
export type AddressBookChange = Schemas['AddressBookChangeInput'];
/** A card the provider keeps for the shopper: brand, last four and expiry (never more). */
export type SavedCard = Schemas['SavedCard'];
/** An order of the account's history. */
export type HistoryOrder = Schemas['HistoryOrder'];
/** Whether the account's e-mail gets the newsletter. */
export type NewsletterPreference = Schemas['NewsletterPreference'];
/** The answer to a payment: placed, or waiting for the shopper's confirmation. */
export type PaymentAnswer = Schemas['PaymentAnswer'];
/** The Core Web Vitals of one page load, as the shop's pages report them (`POST /vitals`). */
export type VitalsBeacon = Schemas['VitalsBeaconInput'];
