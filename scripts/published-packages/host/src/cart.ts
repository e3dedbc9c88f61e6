import type { Cart } from '@fitkit/commerce-hooks';

/** The shopper's cart id, as the host would read it from its cookie. */
export const PERM_ID = 'perm-0001';

/** A cart as the commerce API answers it, seeded into the query cache as a loader would prefetch it. */
export const CART: Cart = {
  permId: PERM_ID,
  itemCount: 2,
  total: 25998,
  items: [
    {
      itemId: 'item-liners',
      productId: 101,
      qty: 2,
      productName: 'All-Weather Floor Liners, Front Row',
      productLineSlug: 'all-weather-floor-liners',
      skuSlug: 'awfl-front',
      image: { key: 'img-liners', filename: 'floor-liners.jpg' },
      fitmentData: null,
      isVirtualItem: false,
      originalPrice: 12999,
      salePrice: 12999,
      originalSubtotal: 25998,
      saleSubtotal: 25998,
      itemSubtotal: 25998,
      updatedAt: '2026-11-28T00:00:00.000Z',
      warranty: null,
      installation: null,
    },
  ],
};
