import { SITE_HEADER } from './constants';
import type { Result } from './errors';
import type { CallOptions, Transport } from './transport';
import type {
  BalanceConfirmation,
  BalancePayment,
  BalancePaymentAnswer,
  BraintreeClient,
  PayLink,
} from './types';

/**
 * The pay-link calls (x-site scoped): a balance due on an order, opened by the order id and the e-mailed link's
 * token and paid by card; and Braintree's client token for its card fields.
 */
export interface PayLinkCalls {
  /** What a pay link asks for; 404 PAY_LINK_NOT_VALID, 410 PAY_LINK_EXPIRED, 409 BALANCE_PAID, 429 RATE_LIMITED. */
  getPayLink(orderId: string, token: string, options?: CallOptions): Promise<Result<PayLink>>;
  /**
   * Pays a pay link's balance with the provider's token under the attempt's Idempotency-Key (the same key for a
   * retry of the same attempt); 402 declines, 409 PAYMENT_IN_FLIGHT, 503 PAYMENT_UNAVAILABLE, and the link's errors.
   */
  payBalance(
    orderId: string,
    payment: BalancePayment,
    idempotencyKey: string,
    options?: CallOptions,
  ): Promise<Result<BalancePaymentAnswer>>;
  /**
   * Finishes a pay link's payment after the payer confirmed it with their bank (3-D Secure), under the attempt's
   * key with `-confirm`; answers as payBalance does (409 INVALID_TRANSITION when nothing waits for a confirmation).
   */
  confirmBalancePayment(
    orderId: string,
    confirmation: BalanceConfirmation,
    idempotencyKey: string,
    options?: CallOptions,
  ): Promise<Result<BalancePaymentAnswer>>;
  /** Braintree's client token (checkout/braintreeclient); 404 PROVIDER_NOT_AVAILABLE when it is not configured. */
  getBraintreeClient(options?: CallOptions): Promise<Result<BraintreeClient>>;
}

/** The pay-link calls of a client. */
export function payLinkMethods({ api, call, config }: Transport): PayLinkCalls {
  const header = { [SITE_HEADER]: config.site };
  return {
    getPayLink: (orderId, token, { signal } = {}) =>
      call<PayLink>(
        (s) =>
          api.GET('/pay-links/{orderId}', {
            params: { path: { orderId }, query: { token }, header },
            signal: s,
          }),
        signal,
      ),
    payBalance: (orderId, payment, idempotencyKey, { signal } = {}) =>
      call<BalancePaymentAnswer>(
        (s) =>
          api.POST('/pay-links/{orderId}/payments', {
            params: { path: { orderId }, header: { ...header, 'idempotency-key': idempotencyKey } },
            body: payment,
            signal: s,
          }),
        signal,
      ),
    confirmBalancePayment: (orderId, confirmation, idempotencyKey, { signal } = {}) =>
      call<BalancePaymentAnswer>(
        (s) =>
          api.POST('/pay-links/{orderId}/payments/confirm', {
            params: { path: { orderId }, header: { ...header, 'idempotency-key': idempotencyKey } },
            body: confirmation,
            signal: s,
          }),
        signal,
      ),
    getBraintreeClient: ({ signal } = {}) =>
      call<BraintreeClient>(
        (s) => api.GET('/checkout/braintreeclient', { params: { header }, signal: s }),
        signal,
      ),
  };
}
