import { describe, expect, it } from 'vitest';
import * as root from './index';
import * as react from './react/index';

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
        'unwrap',
      ].sort(),
    );
  });

  it('react entry', () => {
    expect(Object.keys(react).sort()).toEqual(
      [
        'COMMERCE_STALE_TIME',
        'CommerceProvider',
        'FITMENT_STALE_TIME',
        'PROVISIONAL_ITEM_PREFIX',
        'addLinesToCart',
        'commerceKeys',
        'commerceQueries',
        'createFitmentOptionsLoader',
        'emptyCart',
        'isProvisionalCartItem',
        'recountCart',
        'removeCartItemFromCart',
        'setCartItemQty',
        'useAddToCart',
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
});
