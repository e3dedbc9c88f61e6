import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as root from './index';
import * as query from './query/index';
import * as react from './react/index';
import * as testing from './testing/index';

/** Every module a React-free entry is built from (tests left out). */
function modulesIn(folder: string): string[] {
  const dir = new URL(`./${folder}/`, import.meta.url);
  return readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name))
    .map((name) => readFileSync(new URL(name, dir), 'utf8'));
}

// Pins the public API: a change here is a change for every consumer and needs a changeset.
describe('@fitkit/commerce-hooks exports', () => {
  it('root entry (React-free client)', () => {
    expect(Object.keys(root).sort()).toEqual(
      [
        'CommerceRequestError',
        'DEFAULT_TIMEOUT_MS',
        'PERM_ID_HEADER',
        'SITE_HEADER',
        'createCommerceClient',
        'createLazyCommerceClient',
        'describeCommerceError',
        'fitmentBefore',
        'isCommerceRequestError',
        'isPromoAnswerCode',
        'MOVE_FAILED_MESSAGE',
        'MoveError',
        'moveItem',
        'PROMO_SUCCESS',
        'PROMO_TEXTS',
        'promoText',
        'unwrap',
        'wishlistIdOf',
      ].sort(),
    );
  });

  it('query entry (query options, keys and cart updaters over @tanstack/query-core)', () => {
    expect(Object.keys(query).sort()).toEqual(
      [
        'COMMERCE_STALE_TIME',
        'FITMENT_STALE_TIME',
        'PROVISIONAL_ITEM_PREFIX',
        'accountSessionKey',
        'addLinesToCart',
        'commerceKeys',
        'commerceQueries',
        'createFitmentOptionsLoader',
        'emptyCart',
        'isProvisionalCartItem',
        'recountCart',
        'removeCartItemFromCart',
        'setCartItemQty',
      ].sort(),
    );
  });

  it('react entry', () => {
    expect(Object.keys(react).sort()).toEqual(
      [
        'useAddAddress',
        'useAddressBook',
        'useDeleteAccount',
        'useDeleteAddress',
        'useNewsletterPreference',
        'useOrderHistory',
        'useRemoveSavedCard',
        'useSavedCards',
        'useSetDefaultAddress',
        'useSetNewsletterPreference',
        'useUpdateAddress',
        'useUpdateProfile',
        'CommerceProvider',
        'useAccountSession',
        'useAccountGarage',
        'useAddGarageVehicle',
        'useMergeGarage',
        'useRemoveGarageVehicle',
        'useSelectGarageVehicle',
        'useAddGiftCard',
        'useAddToWishlist',
        'useClearWishlist',
        'useMoveItem',
        'useRemoveFromWishlist',
        'useWishlist',
        'useAddToCart',
        'useApplyPromoCode',
        'useCancelOrder',
        'useCancelOrderItem',
        'useCheckout',
        'useBraintreeClient',
        'useBuild',
        'useBuilds',
        'useConfirmBuild',
        'useEditBuild',
        'useModerateBuild',
        'useDeleteBuild',
        'useSubmitBuild',
        'useConfirmBalancePayment',
        'useLookupOrder',
        'useOrder',
        'usePayBalance',
        'usePayLink',
        'useReceipt',
        'useRemoveGiftCard',
        'useRemovePromoCode',
        'useReturnOrderItem',
        'useTracking',
        'useCart',
        'useCatalogue',
        'useClearCart',
        'useCommerceClient',
        'useFitmentOptions',
        'useFitmentOptionsLoader',
        'useGlobalId',
        'useProduct',
        'useRemoveCartItem',
        'useUpdateCartItem',
        'useVehicle',
      ].sort(),
    );
  });

  it('testing entry (fixtures in the API shape for tests)', () => {
    expect(Object.keys(testing).sort()).toEqual(['cartLine', 'listOf']);
  });

  it('root, query and testing entries import no React, so server loaders and other frameworks can use them', () => {
    for (const source of [...modulesIn('client'), ...modulesIn('query'), ...modulesIn('testing')]) {
      const specifiers = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      expect(
        specifiers.filter((specifier) => /^react|^@tanstack\/react-query|\/react\//.test(specifier ?? '')),
      ).toEqual([]);
    }
  });
});
