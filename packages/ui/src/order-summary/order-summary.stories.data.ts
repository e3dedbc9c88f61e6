import type { OrderSummaryData } from './order-summary-data';

/** A summary with nothing off: standard shipping and tax. */
export const plainSummary: OrderSummaryData = {
  subtotal: 80997,
  discounts: [],
  shipping: 1295,
  estimatedTax: 6682,
  total: 88974,
};

/** SAVE10 takes 10% off. */
export const promoSummary: OrderSummaryData = {
  ...plainSummary,
  discounts: [{ id: 'SAVE10', kind: 'promo', label: 'SAVE10', amount: 8100 }],
  estimatedTax: 6014,
  total: 80206,
};

/** A gift card pays part of the order; the rest is left to pay by card. */
export const partialGiftCardSummary: OrderSummaryData = {
  ...promoSummary,
  discounts: [
    ...promoSummary.discounts,
    { id: 'gc-4821', kind: 'giftCard', label: 'Gift card ending 4821', amount: 5000, remainingBalance: 0 },
  ],
  total: 75206,
};

/** Free shipping over the threshold. */
export const freeShippingSummary: OrderSummaryData = { ...plainSummary, shipping: 0, total: 87679 };
