import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, queryRows } from '../../db/rows';
import { ApiError } from '../../http/errors';
import { orderIdOf } from '../orders/fulfilment';
import { orderStatusLink, paymentInFlight } from '../orders/placement';
import { readOrder } from '../orders/queries';
import { EMAIL_TOKEN_DAYS, issueStatusToken, newLinkSecret, secretMatches } from '../orders/tokens';
import { enqueueEmail } from '../outbox/queries';
import { shopLink } from '../outbox/shop-link';
import type { PaymentProvider, ProviderPayment, ProviderResult } from '../payments/providers/provider';
import { providerOf } from '../payments/providers/registry';
import {
  DECLINE_TEXTS,
  errorAnswer,
  type PaymentAnswer,
  type PaymentDeps,
  unavailableAnswer,
  underKey,
} from '../payments/service';
import { displayNetwork } from '../payments/settle';

/** What settling a balance needs: the database, the providers and the shop's address for links. */
type SettleDeps = Pick<PaymentDeps, 'db' | 'providers' | 'shopUrl'>;

import { type BalanceRow, balancesOf, iso, staleBalances } from './queries';

/** How long a pay link works unless the request says otherwise. */
export const PAY_LINK_DAYS = 14;

/** Orders that may be asked for more money: placed and not cancelled, returned or failed. */
const PAYABLE_ORDER_STATUSES = ['PLACED', 'PROCESSING', 'SHIPPED', 'DELIVERED'];

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The shop's pay page for a balance: the order id and the link's token. */
export function payLink(shopUrl: string, orderId: string, token: string): string {
  return shopLink(shopUrl, 'pay/', { orderId, token });
}

/**
 * Asks the shopper to pay an amount on a placed order (the fulfilment move behind `orders:fulfil balance`): one
 * transaction records the balance due with the hash of a new link token and puts the e-mail with the pay link in
 * the outbox. Orders not placed, or cancelled, returned or failed, answer 409 INVALID_TRANSITION.
 */
export async function requestBalance(
  db: Database,
  shopUrl: string,
  site: string,
  orderReference: string,
  request: { amountCents: number; reason: string; validDays?: number },
) {
  const orderId = await orderIdOf(db, site, orderReference);
  return db.transaction(async (tx) => {
    const order = (await readOrder(tx, site, orderId, true))!;
    if (!PAYABLE_ORDER_STATUSES.includes(order.status)) {
      throw new ApiError(
        409,
        'INVALID_TRANSITION',
        `A ${order.status.toLowerCase()} order cannot be asked to pay`,
      );
    }
    const { token, hash } = newLinkSecret();
    const days = request.validDays ?? PAY_LINK_DAYS;
    const [row] = await queryRows<{ id: string; expires_at: Date | string }>(
      tx,
      sql`insert into balance_requests (order_id, amount_cents, reason, token_hash, expires_at)
          values (${orderId}, ${request.amountCents}, ${request.reason}, ${hash},
            now() + make_interval(days => ${days}))
          returning id, expires_at`,
    );
    const url = payLink(shopUrl, orderId, token);
    await enqueueEmail(tx, {
      kind: 'balance-due',
      recipient: order.email,
      subject: `A payment of ${dollars(request.amountCents)} is due on your order ${order.reference}`,
      body: [
        `Your order ${order.reference} has a balance due of ${dollars(request.amountCents)}: ${request.reason}.`,
        '',
        `Pay it here within ${days} days: ${url}`,
      ].join('\n'),
    });
    return {
      orderId,
      balanceId: row!.id,
      amount: request.amountCents,
      expiresAt: iso(row!.expires_at)!,
      payUrl: url,
    };
  });
}

/**
 * The balance a pay link opens: the link's token is compared in constant time with each balance of the order
 * (an unknown order and a wrong token answer the same 404). An expired link answers 410, a paid one 409.
 */
async function balanceOfLink(
  db: Executor,
  site: string,
  orderId: string,
  token: string,
): Promise<BalanceRow> {
  let found: BalanceRow | null = null;
  for (const row of await balancesOf(db, site, orderId)) {
    if (secretMatches(row.token_hash, token)) found = row;
  }
  if (!found) {
    throw new ApiError(
      404,
      'PAY_LINK_NOT_VALID',
      'This payment link is not valid. Please use the link in your most recent e-mail from us.',
    );
  }
  if (found.status === 'PAID') {
    throw new ApiError(409, 'BALANCE_PAID', 'This balance has been paid already. Thank you!');
  }
  if (found.status === 'CLOSED' || found.status === 'REFUNDED') {
    throw new ApiError(
      410,
      'PAY_LINK_EXPIRED',
      found.status === 'CLOSED'
        ? 'This payment link is no longer valid because the order was cancelled; nothing was charged.'
        : 'This balance was refunded when the order was cancelled.',
    );
  }
  if (found.expired && found.status === 'OPEN') {
    throw new ApiError(
      410,
      'PAY_LINK_EXPIRED',
      'This payment link has expired. Please contact us for a new one; nothing was charged.',
    );
  }
  return found;
}

/** What the pay page shows for a link: the order reference, the amount due and why. */
export async function readPayLink(db: Database, site: string, orderId: string, token: string) {
  const balance = await balanceOfLink(db, site, orderId, token);
  const order = (await readOrder(db, site, orderId))!;
  return {
    orderId,
    orderReference: order.reference,
    balanceId: balance.id,
    amount: balance.amount_cents,
    reason: balance.reason,
    expiresAt: iso(balance.expires_at)!,
  };
}

/** A payment of a pay link: the link, the attempt's Idempotency-Key and the provider's token. */
export interface BalancePaymentRequest {
  site: string;
  orderId: string;
  linkToken: string;
  key: string;
  hash: string;
  method: { provider: string; token: string };
}

/** The attempt this request sends to the provider: its number (in the provider's key), provider and token. */
type Attempt = { number: number; provider: string; token: string };

/**
 * Takes the balance for one attempt (an atomic OPEN → PENDING), so of two payments of the same link at once only
 * one reaches the provider; the other answers 409 PAYMENT_IN_FLIGHT. An attempt left in flight is repeated as
 * it was (same provider key and token) by a retry with its Idempotency-Key or, after the lease, by anyone.
 */
async function takeAttempt(
  db: Database,
  balance: BalanceRow,
  method: BalancePaymentRequest['method'],
  resumed: boolean,
): Promise<Attempt> {
  const [taken] = await queryRows<{ attempt: number }>(
    db,
    sql`update balance_requests set status = 'PENDING', attempt = attempt + 1, provider = ${method.provider},
          attempt_token = ${method.token}, pending_since = now()
        where id = ${balance.id} and status = 'OPEN' and expires_at > now()
        returning attempt`,
  );
  if (taken) return { number: taken.attempt, ...method };
  if (
    balance.status === 'PENDING' &&
    (resumed || balance.stale) &&
    balance.provider &&
    balance.attempt_token
  ) {
    return { number: balance.attempt, provider: balance.provider, token: balance.attempt_token };
  }
  throw paymentInFlight();
}

/** Ends an attempt that charged nothing: the balance is open again for another card. */
async function reopen(db: Database, balanceId: string, attempt: number): Promise<void> {
  await db.execute(
    sql`update balance_requests set status = 'OPEN', attempt_token = null, pending_since = null
        where id = ${balanceId} and status = 'PENDING' and attempt = ${attempt}`,
  );
}

/** Records the approved attempt and writes the payment e-mail; answers a fresh order status token. */
async function markPaid(
  deps: SettleDeps,
  site: string,
  balance: BalanceRow,
  attempt: number,
  payment: ProviderPayment,
): Promise<PaymentAnswer> {
  const order = (await readOrder(deps.db, site, balance.order_id))!;
  const token = await deps.db.transaction(async (tx) => {
    const closed = await queryRows<{ id: string }>(
      tx,
      sql`update balance_requests set status = 'PAID', paid_at = now(), provider_ref = ${payment.id},
            display_network = ${payment.card ? displayNetwork(payment.card.brand) : null},
            last_four = ${payment.card?.last4 ?? null}, attempt_token = null
          where id = ${balance.id} and status = 'PENDING' and attempt = ${attempt}
          returning id`,
    );
    const statusToken = await issueStatusToken(tx, order.id, EMAIL_TOKEN_DAYS * 86_400_000);
    // The same attempt repeated (a retry and a takeover at once) is paid once and e-mailed once.
    if (closed.length === 0) return statusToken;
    await enqueueEmail(tx, {
      kind: 'balance-paid',
      recipient: order.email,
      subject: `We received your payment of ${dollars(balance.amount_cents)} for order ${order.reference}`,
      body: [
        `Thank you: your payment of ${dollars(balance.amount_cents)} for order ${order.reference} (${balance.reason}) was received.`,
        '',
        `Follow your order here: ${orderStatusLink(deps.shopUrl, order.id, statusToken)}`,
      ].join('\n'),
    });
    return statusToken;
  });
  return {
    status: 200,
    body: {
      orderId: order.id,
      orderReference: order.reference,
      balanceId: balance.id,
      amount: balance.amount_cents,
      status: 'PAID' as const,
      token,
      orderStatusUrl: orderStatusLink(deps.shopUrl, order.id, token),
    },
  };
}

const AMOUNT_REFUSED = new ApiError(
  422,
  'PAYMENT_REJECTED',
  'The payment was approved for another amount than the balance and was given back. Please pay again.',
);
const CONFIRMATION_REFUSED = new ApiError(
  402,
  'AUTHENTICATION_FAILED',
  'This card needs a confirmation with your bank, which a payment link cannot do. Please use another card.',
);

/** Gives a payment the balance will not keep back at the provider (refund or release) and reopens the balance. */
async function giveBack(
  deps: SettleDeps,
  provider: PaymentProvider,
  balance: BalanceRow,
  attempt: Attempt,
  payment: ProviderPayment,
  refusal: ApiError,
): Promise<PaymentAnswer> {
  const key = { idempotencyKey: `${attemptKey(balance.id, attempt.number)}:give-back` };
  await (payment.status === 'captured'
    ? provider.refundPayment(payment.id, {}, key)
    : provider.cancelPayment(payment.id, key));
  await reopen(deps.db, balance.id, attempt.number);
  return errorAnswer(refusal);
}

/** Turns the provider's answer for an attempt into the route's answer, closing or reopening the balance. */
async function settleAttempt(
  deps: SettleDeps,
  site: string,
  balance: BalanceRow,
  attempt: Attempt,
  provider: PaymentProvider,
  result: ProviderResult<ProviderPayment>,
): Promise<PaymentAnswer> {
  if (!result.ok) {
    // Unknown outcome: the balance stays PENDING, and a retry repeats this very attempt.
    if (result.failure.kind === 'unavailable') return unavailableAnswer(result.failure);
    await reopen(deps.db, balance.id, attempt.number);
    return errorAnswer(
      new ApiError(422, 'PAYMENT_REJECTED', 'The payment was not accepted; enter your card again.'),
    );
  }
  const payment = result.value;
  if (payment.status === 'authorised' || payment.status === 'captured') {
    if (payment.amount === balance.amount_cents && payment.currency.toLowerCase() === 'usd') {
      return markPaid(deps, site, balance, attempt.number, payment);
    }
    // Only the balance's own amount closes it: any other sum is given back at once.
    return giveBack(deps, provider, balance, attempt, payment, AMOUNT_REFUSED);
  }
  if (payment.status === 'requires_confirmation') {
    // A pay link has no page to come back to for a bank's confirmation: that authorisation is dropped.
    return giveBack(deps, provider, balance, attempt, payment, CONFIRMATION_REFUSED);
  }
  await reopen(deps.db, balance.id, attempt.number);
  const text =
    payment.status === 'declined'
      ? DECLINE_TEXTS[payment.declineCode ?? 'card_declined']
      : DECLINE_TEXTS.processing_error;
  return errorAnswer(new ApiError(402, text.code, text.message));
}

/** The provider's idempotency key of one attempt to pay a balance. */
function attemptKey(balanceId: string, attempt: number): string {
  return `balance-${balanceId}-${attempt}`;
}

/**
 * Pays a balance from its pay link (POST pay/{orderId}): under the client's Idempotency-Key (a repeat replays),
 * the balance is taken for one attempt, the provider is asked outside any transaction with the attempt's own key
 * and captures at once, and the answer closes the balance (PAID, e-mail, status token) or reopens it (declined).
 */
export async function payBalance(deps: PaymentDeps, request: BalancePaymentRequest): Promise<PaymentAnswer> {
  const { db, site } = { ...deps, ...request };
  return underKey(deps, request, async (resumedOrderId, link) => {
    // An unknown provider is refused before the balance is taken.
    providerOf(deps.providers, request.method.provider);
    const balance = await balanceOfLink(db, site, request.orderId, request.linkToken);
    const attempt = await takeAttempt(db, balance, request.method, resumedOrderId !== null);
    await link(request.orderId);
    return runAttempt(deps, site, balance, attempt);
  });
}

/** Sends an attempt to its provider (charged at once, under the attempt's own key) and settles the balance by the answer. */
async function runAttempt(
  deps: SettleDeps,
  site: string,
  balance: BalanceRow,
  attempt: Attempt,
): Promise<PaymentAnswer> {
  const provider = providerOf(deps.providers, attempt.provider);
  const result = await provider.createPayment(
    {
      token: attempt.token,
      amount: balance.amount_cents,
      currency: 'usd',
      // The attempt is the provider's order: its look-ups and retries find this attempt, not the order's sale.
      orderId: attemptKey(balance.id, attempt.number),
      capture: true,
      metadata: { shopOrderId: balance.order_id, balanceId: balance.id },
    },
    { idempotencyKey: attemptKey(balance.id, attempt.number) },
  );
  return settleAttempt(deps, site, balance, attempt, provider, result);
}

/**
 * Settles balances left PENDING past the lease with nobody back to retry (the provider's answer never came): each
 * attempt is repeated exactly (same key, same token), so the provider answers what it did the first time and the
 * balance is closed or reopened by it, never charged twice. Runs beside the reconciler of pending orders.
 */
export async function reconcilePendingBalances(
  deps: SettleDeps,
  limit = 50,
): Promise<{ checked: number; paid: number; reopened: number; waiting: number }> {
  const tally = { checked: 0, paid: 0, reopened: 0, waiting: 0 };
  for (const balance of await staleBalances(deps.db, limit)) {
    tally.checked++;
    if (!balance.provider || !balance.attempt_token) continue;
    const attempt = { number: balance.attempt, provider: balance.provider, token: balance.attempt_token };
    const answer = await runAttempt(deps, balance.site, balance, attempt);
    if (answer.status === 200) tally.paid++;
    else if (answer.status === 503) tally.waiting++;
    else tally.reopened++;
  }
  return tally;
}
