import { SITE_HEADER } from './constants';
import type { Result } from './errors';
import type { CallOptions, Transport } from './transport';
import type { Checkout, CouponAnswer, GiftCardAnswer, GiftCardInput, Order, ReceiptParams } from './types';

/** The checkout calls: promo codes, gift cards and the receipt (x-site scoped). */
export interface CheckoutCalls {
  /** The checkout data: codes, gift cards and the summary the API priced. */
  getCheckout(permId: string, options?: CallOptions): Promise<Result<Checkout>>;
  /**
   * Applies a promo code: SUCCESS, or PROMO_CODE_NOT_APPLIED while it waits for an eligible item; 409
   * PROMO_CODE_EXISTS / SIMILAR_PROMO_CODE_EXISTS, 422 PROMO_CODE_NOT_VALID, 429 RATE_LIMITED.
   */
  applyPromoCode(permId: string, promoCodeId: string, options?: CallOptions): Promise<Result<CouponAnswer>>;
  /** Takes a promo code off; answers the checkout. */
  removePromoCode(permId: string, promoCodeId: string, options?: CallOptions): Promise<Result<Checkout>>;
  /** Adds a gift card by number and PIN; 422 GIFT_CARD_NOT_VALID / GIFT_CARD_EMPTY / GIFT_CARD_LIMIT, 409 GIFT_CARD_EXISTS. */
  addGiftCard(permId: string, card: GiftCardInput, options?: CallOptions): Promise<Result<GiftCardAnswer>>;
  /** Takes a gift card off; answers the checkout. */
  removeGiftCard(permId: string, giftCardId: string, options?: CallOptions): Promise<Result<Checkout>>;
  /** The receipt of an order: permId with the card's network and last four, or permId alone just after paying. */
  getReceipt(orderReference: string, params: ReceiptParams, options?: CallOptions): Promise<Result<Order>>;
}

/** The checkout calls of a client. */
export function checkoutMethods({ api, call, config }: Transport): CheckoutCalls {
  const header = { [SITE_HEADER]: config.site };
  return {
    getCheckout: (permId, { signal } = {}) =>
      call<Checkout>(
        (s) => api.GET('/checkout/{permId}', { params: { path: { permId }, header }, signal: s }),
        signal,
      ),
    applyPromoCode: (permId, promoCodeId, { signal } = {}) =>
      call<CouponAnswer>(
        (s) =>
          api.POST('/checkout/{permId}/coupons', {
            params: { path: { permId }, header },
            body: { promoCodeId: promoCodeId.trim() },
            signal: s,
          }),
        signal,
      ),
    removePromoCode: (permId, promoCodeId, { signal } = {}) =>
      call<Checkout>(
        (s) =>
          api.DELETE('/checkout/{permId}/coupons/{promoCodeId}', {
            params: { path: { permId, promoCodeId }, header },
            signal: s,
          }),
        signal,
      ),
    addGiftCard: (permId, card, { signal } = {}) =>
      call<GiftCardAnswer>(
        (s) =>
          api.POST('/checkout/{permId}/giftcards', {
            params: { path: { permId }, header },
            body: { number: card.number.trim(), pin: card.pin.trim() },
            signal: s,
          }),
        signal,
      ),
    removeGiftCard: (permId, giftCardId, { signal } = {}) =>
      call<Checkout>(
        (s) =>
          api.DELETE('/checkout/{permId}/giftcards/{id}', {
            params: { path: { permId, id: giftCardId }, header },
            signal: s,
          }),
        signal,
      ),
    getReceipt: (orderReference, params, { signal } = {}) =>
      call<Order>(
        (s) =>
          api.GET('/receipt/{orderReference}', {
            params: { path: { orderReference }, query: params, header },
            signal: s,
          }),
        signal,
      ),
  };
}
