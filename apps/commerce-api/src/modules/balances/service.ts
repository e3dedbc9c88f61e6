import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, queryRows } from '../../db/rows';
import { ApiError, ShopperError } from '../../http/errors';
import { orderIdOf } from '../orders/fulfilment';
import { orderStatusLink, paymentInFlight } from '../orders/placement';
import { readOrder } from '../orders/queries';
import { settlePendingRefunds } from '../orders/refunds';
import { EMAIL_TOKEN_DAYS, issueStatusToken, newLinkSecret, secretMatches } from '../orders/tokens';
import { enqueueEmail } from '../outbox/queries';
import { shopLink } from '../outbox/shop-link';
import { providerPayments } from '../payments/provider-port';
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
    throw new ShopperError(
      404,
      'PAY_LINK_NOT_VALID',
      'This payment link is not valid. Please use the link in your most recent e-mail from us.',
    );
  }
  return stillPayable(found);
}

/** A balance whose link may still pay (OPEN, or PENDING with an attempt in flight); otherwise the link's 4xx. */
function stillPayable(found: BalanceRow): BalanceRow {
  if (found.status === 'PAID') {
    throw new ShopperError(409, 'BALANCE_PAID', 'This balance has been paid already. Thank you!');
  }
  if (found.status === 'CLOSED' || found.status === 'REFUNDED') {
    throw new ShopperError(
      410,
      'PAY_LINK_EXPIRED',
      found.status === 'CLOSED'
        ? 'This payment link is no longer valid because the order was cancelled; nothing was charged.'
        : 'This balance was refunded when the order was cancelled.',
    );
  }
  if (found.expired && found.status === 'OPEN') {
    throw new ShopperError(
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

/**
 * The attempt this request sends to the provider: its number (in the provider's key), provider and token, and
 * the provider's payment once it has one waiting for the payer's confirmation (3-D Secure).
 */
type Attempt = { number: number; provider: string; token: string; providerRef: string | null };

/** The attempt a balance row has in flight. */
function attemptOf(row: BalanceRow): Attempt | null {
  if (!row.provider || !row.attempt_token) return null;
  return {
    number: row.attempt,
    provider: row.provider,
    token: row.attempt_token,
    providerRef: row.provider_ref,
  };
}

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
          attempt_token = ${method.token}, provider_ref = null, pending_since = now()
        where id = ${balance.id} and status = 'OPEN' and expires_at > now()
        returning attempt`,
  );
  if (taken) return { number: taken.attempt, ...method, providerRef: null };
  // Read again: the balance may have been paid, or closed by a cancel, since the link was opened.
  const now = stillPayable(
    (await balancesOf(db, balance.site, balance.order_id)).find((row) => row.id === balance.id)!,
  );
  const inFlight = now.status === 'PENDING' && (resumed || now.stale) ? attemptOf(now) : null;
  if (inFlight) return inFlight;
  throw paymentInFlight();
}

/**
 * Locks the order of a balance (FOR UPDATE, as a cancel does first) and tells whether it may still be asked for
 * money: an attempt settling and a cancel of its order are serialised, so one sees the other's result.
 */
async function orderStillPayable(tx: Executor, balance: BalanceRow): Promise<boolean> {
  const order = await readOrder(tx, balance.site, balance.order_id, true);
  return order !== null && PAYABLE_ORDER_STATUSES.includes(order.status);
}

/**
 * Ends an attempt that charged nothing: the balance is open again for another card, or CLOSED when its order was
 * cancelled while the attempt was in flight (that cancel left the PENDING balance to its attempt).
 */
async function reopen(db: Database, balance: BalanceRow, attempt: number): Promise<void> {
  await db.transaction(async (tx) => {
    const status = (await orderStillPayable(tx, balance)) ? 'OPEN' : 'CLOSED';
    await tx.execute(
      sql`update balance_requests set status = ${status}, attempt_token = null, pending_since = null
          where id = ${balance.id} and status = 'PENDING' and attempt = ${attempt}`,
    );
  });
}

/**
 * Records the approved attempt and writes the payment e-mail; answers a fresh order status token. When the order
 * was cancelled while the attempt was in flight, the money is given back instead (see refundLatePayment).
 */
async function markPaid(
  deps: SettleDeps,
  site: string,
  balance: BalanceRow,
  attempt: number,
  payment: ProviderPayment,
): Promise<PaymentAnswer> {
  const order = (await readOrder(deps.db, site, balance.order_id))!;
  const card = {
    network: payment.card ? displayNetwork(payment.card.brand) : null,
    lastFour: payment.card?.last4 ?? null,
  };
  const paid = await deps.db.transaction(async (tx) => {
    if (!(await orderStillPayable(tx, balance))) return null;
    const closed = await queryRows<{ id: string }>(
      tx,
      sql`update balance_requests set status = 'PAID', paid_at = now(), provider_ref = ${payment.id},
            display_network = ${card.network}, last_four = ${card.lastFour}, attempt_token = null
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
  if (paid === null) return refundLatePayment(deps, balance, attempt, payment, card);
  return {
    status: 200,
    body: {
      orderId: order.id,
      orderReference: order.reference,
      balanceId: balance.id,
      amount: balance.amount_cents,
      status: 'PAID' as const,
      confirmationUrl: null,
      clientSecret: null,
      token: paid,
      orderStatusUrl: orderStatusLink(deps.shopUrl, order.id, paid),
    },
  };
}

/**
 * A payment approved after its order was cancelled (the cancel left the attempt in flight to finish): the balance
 * becomes REFUNDED with a PENDING refund of the whole amount, sent to the provider after commit under the refund's
 * id (a failed call is retried by the reconciler). A repeat of the attempt finds it REFUNDED and records nothing.
 */
async function refundLatePayment(
  deps: SettleDeps,
  balance: BalanceRow,
  attempt: number,
  payment: ProviderPayment,
  card: { network: string | null; lastFour: string | null },
): Promise<PaymentAnswer> {
  const refundId = await deps.db.transaction(async (tx) => {
    const [refunded] = await queryRows<{ id: string }>(
      tx,
      sql`update balance_requests set status = 'REFUNDED', paid_at = now(), provider_ref = ${payment.id},
            display_network = ${card.network}, last_four = ${card.lastFour}, attempt_token = null
          where id = ${balance.id} and status = 'PENDING' and attempt = ${attempt}
          returning id`,
    );
    if (!refunded) return null;
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into refunds (order_id, balance_request_id, amount_cents, status, reason)
          values (${balance.order_id}, ${balance.id}, ${balance.amount_cents}, 'PENDING',
            'paid after the order was cancelled')
          returning id`,
    );
    return row!.id;
  });
  if (refundId) await settlePendingRefunds(deps.db, providerPayments(deps.db, deps.providers), [refundId]);
  return errorAnswer(
    new ApiError(
      410,
      'PAY_LINK_EXPIRED',
      `Your order was cancelled while this payment was on its way: the ${dollars(balance.amount_cents)} charged is being refunded to your card.`,
    ),
  );
}

const AMOUNT_REFUSED = new ApiError(
  422,
  'PAYMENT_REJECTED',
  'The payment was approved for another amount than the balance and was given back. Please pay again.',
);
const CONFIRMATION_REFUSED = new ApiError(
  402,
  'AUTHENTICATION_FAILED',
  'Your bank did not confirm this payment in time, so nothing was charged. Please pay again.',
);

/**
 * What an attempt waiting for the payer's confirmation (3-D Secure) comes to: `ask` answers the payer what their
 * browser confirms with (the confirmation page, or the client secret of the provider's script); `wait` leaves it
 * for them (the reconciler, within the confirmation timeout); `give-up` drops the authorisation and reopens.
 */
type OnConfirmation = 'ask' | 'wait' | 'give-up';

/** Keeps on the PENDING balance the provider's payment that waits for the payer's confirmation. */
async function keepWaitingPayment(
  db: Database,
  balance: BalanceRow,
  attempt: Attempt,
  payment: ProviderPayment,
) {
  await db.execute(
    sql`update balance_requests set provider_ref = ${payment.id}
        where id = ${balance.id} and status = 'PENDING' and attempt = ${attempt.number}`,
  );
}

/**
 * Answers the payer of an attempt that waits for their confirmation, keeping the provider's payment on the
 * PENDING balance so the confirm call and the reconciler find it. The client secret goes only into this answer to
 * the link's holder: it is never stored (underKey keeps such answers out of the key's record) nor logged.
 */
async function askConfirmation(
  deps: SettleDeps,
  site: string,
  balance: BalanceRow,
  attempt: Attempt,
  payment: ProviderPayment,
): Promise<PaymentAnswer> {
  await keepWaitingPayment(deps.db, balance, attempt, payment);
  const order = (await readOrder(deps.db, site, balance.order_id))!;
  return {
    status: 200,
    body: {
      orderId: order.id,
      orderReference: order.reference,
      balanceId: balance.id,
      amount: balance.amount_cents,
      status: 'REQUIRES_CONFIRMATION' as const,
      confirmationUrl: payment.confirmationUrl,
      clientSecret: payment.clientSecret ?? null,
      token: null,
      orderStatusUrl: null,
    },
  };
}

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
  await reopen(deps.db, balance, attempt.number);
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
  onConfirmation: OnConfirmation,
): Promise<PaymentAnswer> {
  if (!result.ok) {
    // Unknown outcome: the balance stays PENDING, and a retry repeats this very attempt.
    if (result.failure.kind === 'unavailable') return unavailableAnswer(result.failure);
    await reopen(deps.db, balance, attempt.number);
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
    const confirmable = payment.confirmationUrl !== null || Boolean(payment.clientSecret);
    if (onConfirmation === 'ask' && confirmable) {
      return askConfirmation(deps, site, balance, attempt, payment);
    }
    if (onConfirmation === 'wait') {
      await keepWaitingPayment(deps.db, balance, attempt, payment);
      return errorAnswer(paymentInFlight(), 2);
    }
    return giveBack(deps, provider, balance, attempt, payment, CONFIRMATION_REFUSED);
  }
  await reopen(deps.db, balance, attempt.number);
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
    return runAttempt(deps, site, balance, attempt, 'ask');
  });
}

/** Where the provider sends the payer back after confirming: the pay page (its token stays in its cookie). */
export function payLinkReturnUrl(shopUrl: string, orderId: string): string {
  return shopLink(shopUrl, 'pay/', { orderId });
}

/**
 * Finishes a pay link's payment once the payer confirmed it with their bank (POST pay-links/{orderId}/payments/
 * confirm, under the client's `<key>-confirm`): asks the provider to confirm under the attempt's own
 * `<attempt key>-confirm` and closes or reopens the balance by its answer, as paying does.
 */
export async function confirmBalancePayment(
  deps: PaymentDeps,
  request: Omit<BalancePaymentRequest, 'method'>,
): Promise<PaymentAnswer> {
  const { db, site } = { ...deps, ...request };
  return underKey(deps, request, async (_resume, link) => {
    const balance = await balanceOfLink(db, site, request.orderId, request.linkToken);
    const attempt = balance.status === 'PENDING' ? attemptOf(balance) : null;
    if (!attempt?.providerRef) {
      throw new ApiError(
        409,
        'INVALID_TRANSITION',
        'This payment link has no payment waiting for a confirmation',
      );
    }
    await link(request.orderId);
    const provider = providerOf(deps.providers, attempt.provider);
    let result = await provider.confirmPayment(attempt.providerRef, {
      idempotencyKey: `${attemptKey(balance.id, attempt.number)}-confirm`,
    });
    if (!result.ok && result.failure.kind === 'rejected') {
      if (result.failure.code === 'confirmation_pending') {
        return errorAnswer(
          new ApiError(409, 'PAYMENT_IN_FLIGHT', 'Confirm the payment on the provider page first'),
          2,
        );
      }
      // Confirmed already (by a retry, say): the payment as it stands decides.
      result = await provider.retrievePayment(attempt.providerRef);
    }
    return settleAttempt(deps, site, balance, attempt, provider, result, 'ask');
  });
}

/**
 * Sends an attempt to its provider (charged at once, under the attempt's own key) and settles the balance by the
 * answer; an attempt whose payment already waits for the payer's confirmation is read back instead.
 */
async function runAttempt(
  deps: SettleDeps,
  site: string,
  balance: BalanceRow,
  attempt: Attempt,
  onConfirmation: OnConfirmation,
): Promise<PaymentAnswer> {
  const provider = providerOf(deps.providers, attempt.provider);
  if (attempt.providerRef) {
    const current = await provider.retrievePayment(attempt.providerRef);
    return settleAttempt(deps, site, balance, attempt, provider, current, onConfirmation);
  }
  const result = await provider.createPayment(
    {
      token: attempt.token,
      amount: balance.amount_cents,
      currency: 'usd',
      // The attempt is the provider's order: its look-ups and retries find this attempt, not the order's sale.
      orderId: attemptKey(balance.id, attempt.number),
      capture: true,
      returnUrl: payLinkReturnUrl(deps.shopUrl, balance.order_id),
      metadata: { shopOrderId: balance.order_id, balanceId: balance.id },
    },
    { idempotencyKey: attemptKey(balance.id, attempt.number) },
  );
  return settleAttempt(deps, site, balance, attempt, provider, result, onConfirmation);
}

/**
 * Settles balances left PENDING past the lease with nobody back to retry (the provider's answer never came): each
 * attempt is repeated exactly (same key, same token), so the provider answers what it did the first time and the
 * balance is closed or reopened by it, never charged twice. One waiting for the payer's confirmation is read back,
 * left to the payer for `confirmationTimeoutSeconds`, then given up. Runs beside the reconciler of pending orders.
 */
export async function reconcilePendingBalances(
  deps: SettleDeps,
  { confirmationTimeoutSeconds = 3_600, limit = 50 } = {},
): Promise<{ checked: number; paid: number; reopened: number; waiting: number }> {
  const tally = { checked: 0, paid: 0, reopened: 0, waiting: 0 };
  for (const balance of await staleBalances(deps.db, limit)) {
    tally.checked++;
    const attempt = attemptOf(balance);
    if (!attempt) continue;
    const waited = Date.now() - new Date(balance.pending_since ?? 0).getTime();
    const onConfirmation = waited > confirmationTimeoutSeconds * 1000 ? 'give-up' : 'wait';
    const answer = await runAttempt(deps, balance.site, balance, attempt, onConfirmation);
    if (answer.status === 200) tally.paid++;
    else if (answer.status === 503 || answer.status === 409) tally.waiting++;
    else tally.reopened++;
  }
  return tally;
}
