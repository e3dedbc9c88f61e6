import type { Database } from '../../db/client';
import type { Executor } from '../../db/rows';
import { ApiError, toErrorBody } from '../../http/errors';
import type { ErrorCode } from '../../http/schemas';
import { keepSavedCard } from '../accounts/saved-cards';
import {
  createPendingOrder,
  finaliseOrder,
  orderStatusLink,
  type PlacedOrder,
  releaseOrder,
} from '../orders/placement';
import { type PaymentRow, readOrder, readPayment } from '../orders/queries';
import { orderView } from '../orders/service';
import { EMAIL_TOKEN_DAYS, issueStatusToken } from '../orders/tokens';
import type { CheckoutDetailsSource } from './checkout-details';
import { claimKey, completeKey, keepForRetry, linkOrder, releaseKey } from './idempotency';
import type {
  PaymentProvider,
  ProviderDeclineCode,
  ProviderFailure,
  ProviderPayment,
  ProviderResult,
} from './providers/provider';
import { type ProviderRegistry, providerOf } from './providers/registry';
import { providerKey, type Settlement, settleOrder } from './settle';

/** What the payment routes need. */
export interface PaymentDeps {
  db: Database;
  providers: ProviderRegistry;
  checkoutDetails: CheckoutDetailsSource;
  /** Public address of the storefront: status links and the provider's return page. */
  shopUrl: string;
}

/** An answer of a payment route, as stored under its Idempotency-Key and replayed. */
export interface PaymentAnswer {
  status: number;
  body: unknown;
  /** Seconds, for 503 and 409. */
  retryAfter?: number;
}

/** What the shopper asks to pay with. */
export interface PaymentRequest {
  site: string;
  permId: string;
  /** The client's Idempotency-Key. */
  key: string;
  /** sha256 of the operation and its body (see requestHash). */
  hash: string;
  /** The provider's name and its token (or a saved card's reference); null for gift cards alone. */
  method: { provider: string; token: string; savedCard?: string } | null;
  /** The signed-in shopper paying: the order is theirs, and the card may be saved for them. */
  userId?: string | null;
  /** Keep the card with the provider for the signed-in shopper's later payments (ignored for guests). */
  shouldSave?: boolean;
}

/** The texts shown for a declined payment, per decline reason (as card providers word them). */
export const DECLINE_TEXTS: Record<
  ProviderDeclineCode | 'processing_error',
  { code: ErrorCode; message: string }
> = {
  card_declined: { code: 'CARD_DECLINED', message: 'Your card was declined.' },
  insufficient_funds: { code: 'INSUFFICIENT_FUNDS', message: 'Your card has insufficient funds.' },
  authentication_failed: {
    code: 'AUTHENTICATION_FAILED',
    message: 'We are unable to authenticate your payment method. Please choose a different payment method.',
  },
  processing_error: {
    code: 'PROCESSING_ERROR',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/** An error as a payment route's answer (stored under the key like any other). */
export function errorAnswer(error: ApiError, retryAfter?: number): PaymentAnswer {
  return { status: error.statusCode, body: toErrorBody(error), ...(retryAfter ? { retryAfter } : {}) };
}

/** The 503 answer of a provider outage: the same attempt may be sent again. */
export function unavailableAnswer(failure: Extract<ProviderFailure, { kind: 'unavailable' }>): PaymentAnswer {
  return errorAnswer(
    new ApiError(
      503,
      'PAYMENT_UNAVAILABLE',
      'The payment could not be completed right now. Nothing was charged twice: try again with the same attempt.',
    ),
    failure.retryAfterSeconds,
  );
}

/** The success answer: the order (read unless given as placed), the receipt and the status link with a token. */
async function placedAnswer(
  deps: PaymentDeps,
  site: string,
  orderId: string,
  token: string | null,
  placed?: PlacedOrder,
) {
  const order = placed?.order ?? (await readOrder(deps.db, site, orderId))!;
  const statusToken = token ?? (await issueStatusToken(deps.db, orderId, EMAIL_TOKEN_DAYS * 86_400_000));
  return {
    status: 200,
    body: {
      orderId,
      orderReference: order.reference,
      hasBeenPlaced: true,
      status: 'PLACED' as const,
      confirmationUrl: null,
      clientSecret: null,
      token: statusToken,
      orderStatusUrl: orderStatusLink(deps.shopUrl, orderId, statusToken),
      receipt: await orderView(deps.db, order, placed),
    },
  };
}

/** Turns a settlement into the route's answer. */
async function settlementAnswer(
  deps: PaymentDeps,
  site: string,
  orderId: string,
  settlement: Settlement,
): Promise<PaymentAnswer> {
  switch (settlement.kind) {
    case 'placed':
      return placedAnswer(deps, site, orderId, settlement.token, settlement.placed);
    case 'failed': {
      if (settlement.reason === 'amount_mismatch') {
        return errorAnswer(
          new ApiError(
            422,
            'PAYMENT_REJECTED',
            'The payment was approved for another amount than the order total; nothing was placed. Please pay again.',
          ),
        );
      }
      const text = DECLINE_TEXTS[settlement.reason === 'no_payment' ? 'processing_error' : settlement.reason];
      return errorAnswer(new ApiError(402, text.code, text.message));
    }
    case 'confirmation': {
      const order = (await readOrder(deps.db, site, orderId))!;
      return {
        status: 200,
        body: {
          orderId,
          orderReference: order.reference,
          hasBeenPlaced: false,
          status: 'REQUIRES_CONFIRMATION' as const,
          confirmationUrl: settlement.confirmationUrl,
          clientSecret: settlement.clientSecret,
          token: null,
          orderStatusUrl: null,
          receipt: null,
        },
      };
    }
    case 'unchanged':
      // Someone else settled it meanwhile: answer by where it stands.
      return answerForSettled(deps, site, orderId);
  }
}

async function answerForSettled(deps: PaymentDeps, site: string, orderId: string): Promise<PaymentAnswer> {
  const order = await readOrder(deps.db, site, orderId);
  if (order && order.status !== 'PENDING' && order.status !== 'FAILED') {
    return placedAnswer(deps, site, orderId, null);
  }
  if (order?.status === 'FAILED') {
    return errorAnswer(new ApiError(402, DECLINE_TEXTS.card_declined.code, 'The payment was not completed.'));
  }
  return errorAnswer(
    new ApiError(409, 'PAYMENT_IN_FLIGHT', 'The payment is still being processed; try again in a moment'),
    2,
  );
}

function isAwaitingConfirmation(answer: PaymentAnswer): boolean {
  return (answer.body as { status?: unknown } | null)?.status === 'REQUIRES_CONFIRMATION';
}

/** Seconds a shopper waits before trying again while another attempt runs. */
const IN_FLIGHT_RETRY_SECONDS = 1;

/** Runs a payment step under its Idempotency-Key: claims it, stores the final answer, replays repeats. */
export async function underKey(
  deps: PaymentDeps,
  request: Pick<PaymentRequest, 'site' | 'key' | 'hash'>,
  run: (
    resumeOrderId: string | null,
    link: (orderId: string, tx?: Executor) => Promise<void>,
  ) => Promise<PaymentAnswer>,
): Promise<PaymentAnswer> {
  const { db } = deps;
  let claimed = false;
  let linked = false;
  try {
    const claim = await claimKey(db, request.site, request.key, request.hash);
    if (claim.kind === 'replay') return { status: claim.status, body: claim.body };
    claimed = true;
    linked = claim.orderId !== null;
    // In the order's own transaction (`tx`) the link commits with the order; it runs last there, so nothing
    // after it can refuse the order with an ApiError.
    const link = async (orderId: string, tx: Executor = db) => {
      linked = true;
      await linkOrder(tx, request.site, request.key, orderId);
    };
    const answer = await run(claim.orderId, link);
    // Not final (the provider was out, or the shopper has not confirmed yet): a retry with the key goes on. A
    // confirmation is asked of the provider again on a retry, so its client secret is never stored.
    if (answer.status === 503 || answer.status === 409 || isAwaitingConfirmation(answer)) {
      await keepForRetry(db, request.site, request.key);
    } else await completeKey(db, request.site, request.key, answer.status, answer.body);
    return answer;
  } catch (error) {
    // Anything but an ApiError leaves the key IN_FLIGHT: its lease runs out and a retry continues the order.
    if (!(error instanceof ApiError)) throw error;
    // Refused before any order existed: nothing changed, so the same key may be sent again.
    if (claimed && !linked) await releaseKey(db, request.site, request.key);
    // The key or the cart is busy with a running attempt: the shopper waits and tries again.
    if (error.code === 'PAYMENT_IN_FLIGHT') return errorAnswer(error, IN_FLIGHT_RETRY_SECONDS);
    if (claimed && linked)
      await completeKey(db, request.site, request.key, error.statusCode, toErrorBody(error));
    throw error;
  }
}

/** Where the provider sends the shopper after a confirmation: the payment step, with the order to confirm. */
export function confirmationReturnUrl(shopUrl: string, orderId: string): string {
  const url = new URL('checkout/payment/', shopUrl);
  url.searchParams.set('orderId', orderId);
  return url.toString();
}

/**
 * Pays for the shopper's cart (SPEC §7 payments calls): one transaction makes the PENDING order and holds the
 * gift cards and codes, the provider is asked outside any transaction with an idempotency key of the order, and
 * a second transaction places or releases it. A provider outage answers 503 and leaves the order PENDING for a
 * retry with the same Idempotency-Key (the provider sees the same key: no second charge) or the reconciler.
 */
export async function payForCart(deps: PaymentDeps, request: PaymentRequest): Promise<PaymentAnswer> {
  const { db } = deps;
  const provider = request.method ? providerOf(deps.providers, request.method.provider) : null;
  return underKey(deps, request, async (resumeOrderId, link) => {
    let orderId = resumeOrderId;
    if (orderId) {
      const status = (await readOrder(db, request.site, orderId))?.status;
      if (status !== 'PENDING' && status !== 'FAILED' && status !== undefined) {
        return placedAnswer(deps, request.site, orderId, null);
      }
      // Released meanwhile (by the reconciler): this attempt starts a new order.
      if (status !== 'PENDING') orderId = null;
    }
    let payment: Pick<PaymentRow, 'amount_cents' | 'provider_ref'> | null;
    if (orderId) payment = await readPayment(db, orderId);
    else {
      const details = await deps.checkoutDetails(db, request.site, request.permId);
      if (!details) {
        throw new ApiError(409, 'CHECKOUT_INCOMPLETE', 'Add the shipping address and method before paying');
      }
      const pending = await createPendingOrder(
        db,
        {
          ...details,
          site: request.site,
          permId: request.permId,
          provider: provider?.name ?? 'giftcard',
          userId: request.userId ?? null,
        },
        (tx, id) => link(id, tx),
      );
      orderId = pending.orderId;
      // A new order's payment is the one just opened: nothing to read back.
      payment = pending.paymentId ? { amount_cents: pending.amountDueCents, provider_ref: null } : null;
    }
    if (!payment)
      return settlementAnswer(
        deps,
        request.site,
        orderId,
        await settleGiftCardsOnly(deps, request.site, orderId),
      );
    if (!provider || !request.method) {
      await releaseOrder(db, request.site, orderId);
      return errorAnswer(
        new ApiError(422, 'PAYMENT_REJECTED', 'The gift cards do not cover the total; pay the rest by card.'),
      );
    }
    const result: ProviderResult<ProviderPayment> = payment.provider_ref
      ? await provider.retrievePayment(payment.provider_ref)
      : await provider.createPayment(
          {
            token: request.method.token,
            ...(request.method.savedCard !== undefined && { savedCard: request.method.savedCard }),
            shouldSave: Boolean(request.shouldSave && request.userId),
            amount: payment.amount_cents,
            currency: 'usd',
            orderId,
            // The payment step comes back with the order to confirm (the provider adds its payment id).
            returnUrl: confirmationReturnUrl(deps.shopUrl, orderId),
          },
          { idempotencyKey: providerKey(orderId, 'authorise') },
        );
    return answerProvider(deps, request.site, orderId, provider, result);
  });
}

/** Keeps the card the provider saved with a signed-in shopper's placed order, in their account. */
async function keepCardOfOrder(
  deps: PaymentDeps,
  site: string,
  orderId: string,
  provider: PaymentProvider,
  payment: ProviderPayment,
): Promise<void> {
  if (!payment.savedCard || !provider.chargesSavedCards) return;
  const userId = (await readOrder(deps.db, site, orderId))?.user_id;
  if (userId) await keepSavedCard(deps.db, userId, provider.name, payment.savedCard);
}

async function settleGiftCardsOnly(deps: PaymentDeps, site: string, orderId: string): Promise<Settlement> {
  const { token, placed } = await finaliseOrder(deps.db, site, orderId, null, deps.shopUrl);
  return { kind: 'placed', token, placed };
}

async function answerProvider(
  deps: PaymentDeps,
  site: string,
  orderId: string,
  provider: PaymentProvider,
  result: ProviderResult<ProviderPayment>,
): Promise<PaymentAnswer> {
  if (result.ok) {
    const settlement = await settleOrder(deps.db, deps.shopUrl, site, orderId, result.value);
    if (settlement.kind === 'placed') await keepCardOfOrder(deps, site, orderId, provider, result.value);
    if (settlement.kind === 'failed' && settlement.reason === 'amount_mismatch') {
      // Best effort: the shopper is not held to a sum we refused (the reconciler does not see a released order).
      await provider.cancelPayment(result.value.id, {
        idempotencyKey: providerKey(orderId, 'expire'),
      });
    }
    return settlementAnswer(deps, site, orderId, settlement);
  }
  if (result.failure.kind === 'unavailable') return unavailableAnswer(result.failure);
  // The provider refused the request itself (a used or unknown token): no payment exists.
  await settleOrder(deps.db, deps.shopUrl, site, orderId, null);
  return errorAnswer(
    new ApiError(422, 'PAYMENT_REJECTED', 'The payment was not accepted; enter your card again.'),
  );
}

/**
 * Finishes a payment after the shopper confirmed it on the provider's page (POST payments/{permId}/orders/
 * {orderId}/confirm): asks the provider to confirm, then places or releases the order as a payment does.
 */
export async function confirmOrderPayment(
  deps: PaymentDeps,
  request: Omit<PaymentRequest, 'method'> & { orderId: string },
): Promise<PaymentAnswer> {
  const { db, site, orderId } = { ...deps, ...request };
  const order = await readOrder(db, site, orderId);
  if (!order || order.perm_id !== request.permId)
    throw new ApiError(404, 'ORDER_NOT_FOUND', 'Order not found');
  return underKey(deps, request, async (_resume, link) => {
    await link(orderId);
    if (order.status !== 'PENDING') return answerForSettled(deps, site, orderId);
    const payment = await readPayment(db, orderId);
    if (!payment?.provider_ref) {
      throw new ApiError(409, 'INVALID_TRANSITION', 'This order has no payment waiting for a confirmation');
    }
    const provider = providerOf(deps.providers, payment.provider);
    let result = await provider.confirmPayment(payment.provider_ref, {
      idempotencyKey: providerKey(orderId, 'confirm'),
    });
    if (!result.ok && result.failure.kind === 'rejected') {
      if (result.failure.code === 'confirmation_pending') {
        return errorAnswer(
          new ApiError(409, 'PAYMENT_IN_FLIGHT', 'Confirm the payment on the provider page first'),
          2,
        );
      }
      // Confirmed already (by a webhook's settler, say): the payment as it stands decides.
      result = await provider.retrievePayment(payment.provider_ref);
    }
    return answerProvider(deps, site, orderId, provider, result);
  });
}
