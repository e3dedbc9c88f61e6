/**
 * The shop's own URLs that kit components post forms to or link to, in the shop's words. The host passes its own through
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
  /** The Do Not Sell page every footer links (SPEC §2). */
  doNotSell: string;
  /** The shopper's account page (SPEC §2), where ACCOUNT links in content go. */
  account: string;
  /** The SKU page of a product (mini cart lines, product grids). */
  sku: (product: { productLineSlug: string; skuSlug: string }) => string;
}

/** The paths of SPEC §2, for a host (a story, a test) that passes none. */
export const DEFAULT_SHOP_ROUTES: Readonly<ShopRoutes> = {
  vehicleSave: '/fitment/',
  newsletterSignUp: '/newsletter/',
  newsletterConfirmation: '/newsletter-subscribe/',
  search: '/search/',
  doNotSell: '/do-not-sell-my-personal-information/',
  account: '/account/',
  sku: ({ productLineSlug, skuSlug }) =>
    `/p/${encodeURIComponent(productLineSlug)}/${encodeURIComponent(skuSlug)}/`,
};
