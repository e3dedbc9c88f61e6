/**
 * The shop's own URLs that kit components post forms to, in the shop's words. The host passes its own through
 * {@link UiProvider}'s `routes`; a component never writes one of these paths itself.
 */
export interface ShopRoutes {
  /** Where vehicle changes are posted (SPEC §2 saving a vehicle): the vehicle dialog, bar and fitment selector. */
  vehicleSave: string;
  /** Where the newsletter form posts without JavaScript. */
  newsletterSignUp: string;
  /** The confirmation page opened after signing up for the newsletter. */
  newsletterConfirmation: string;
  /** The search results page the search bar's form goes to. */
  search: string;
}

/** The paths of SPEC §2, for a host (a story, a test) that passes none. */
export const DEFAULT_SHOP_ROUTES: Readonly<ShopRoutes> = {
  vehicleSave: '/fitment/',
  newsletterSignUp: '/newsletter/',
  newsletterConfirmation: '/newsletter-subscribe/',
  search: '/search/',
};
