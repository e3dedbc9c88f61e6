// What the sandbox does with tokens and payments, as card providers do it: single-use tokens, an authorisation
// that is captured later (or at once), refunds up to what was captured, and the shopper's extra confirmation.
import { randomBytes } from 'node:crypto';
import { type CardOutcome, checkCard, looksLikeCardNumber, testCardOutcome } from './cards';
import type { SandboxConfig } from './config';
import type { SandboxStore, StoredPayment, TokenRecord } from './store';
import type { DeclineCode, Payment, PaymentMethod, PaymentStatus, TokenAnswer, WebhookEvent } from './types';

/** An HTTP answer: status and JSON body. */
export interface Answer {
  /** HTTP status. */
  statusCode: number;
  /** JSON body. */
  body: unknown;
}

/** A random id with a provider-style prefix. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

/** The error body of every failed call. */
export function failure(
  statusCode: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): Answer {
  return { statusCode, body: { error: fields ? { code, message, fields } : { code, message } } };
}

type Body = Record<string, unknown>;

/** What a payment charges, and how to mark it used once the payment exists. */
interface ChargeSource {
  card: TokenRecord['card'];
  outcome: TokenRecord['outcome'];
  /** The saved card charged or created; null for a one-off token. */
  methodId: string | null;
  use: (paymentId: string) => void;
}

const MAX_AMOUNT = 99_999_999;

function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unknownKeys(body: Body, allowed: readonly string[]): Answer | undefined {
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  return extra.length ? failure(400, 'invalid_request', `Unknown field: ${extra.join(', ')}`) : undefined;
}

function optionalAmount(value: unknown, max: number): number | Answer | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || (value as number) < 1) {
    return failure(400, 'invalid_request', 'amount must be a positive whole number of cents');
  }
  if ((value as number) > max) return failure(400, 'amount_too_large', `amount may be at most ${max}`);
  return value as number;
}

function isAnswer(value: unknown): value is Answer {
  return isRecord(value) && 'statusCode' in value;
}

/** The payment without the sandbox's own fields. */
export function publicPayment(stored: StoredPayment): Payment {
  const { captureRequested: _capture, returnUrl: _return, ...payment } = stored;
  return payment;
}

const settle: Record<CardOutcome, { status: PaymentStatus; declineCode: DeclineCode | null }> = {
  approve: { status: 'authorised', declineCode: null },
  decline: { status: 'declined', declineCode: 'card_declined' },
  insufficient_funds: { status: 'declined', declineCode: 'insufficient_funds' },
  processing_error: { status: 'processing_error', declineCode: null },
  requires_confirmation: { status: 'requires_confirmation', declineCode: null },
};

/**
 * The sandbox provider's operations on its store. They change records in memory only; the caller stores the
 * idempotent answer beside them and calls `commit()`, so a change and its answer reach the disk together, and
 * webhooks go out only for what is on disk.
 */
export class Sandbox {
  private events: WebhookEvent[] = [];

  constructor(
    private readonly store: SandboxStore,
    private readonly config: SandboxConfig,
    private readonly announce: (event: WebhookEvent) => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Checks the card fields and issues a single-use token; the number itself is never stored. */
  tokenize(body: unknown): Answer {
    if (!isRecord(body)) return failure(400, 'invalid_request', 'Send a JSON object');
    if (body.key !== this.config.publishableKey) {
      return failure(401, 'invalid_key', 'Unknown publishable key');
    }
    const input = {
      number: String(body.number ?? ''),
      expiry: String(body.expiry ?? ''),
      cvc: String(body.cvc ?? ''),
    };
    const check = checkCard(input, this.now());
    if (!check.ok) return failure(400, 'card_invalid', 'Check the card details', check.errors);
    const outcome = testCardOutcome(check.digits);
    if (!outcome) {
      return failure(400, 'card_invalid', 'Check the card details', {
        number: 'Use one of the test cards: this is a sandbox.',
      });
    }
    const token = newId('tok');
    this.store.saveToken(token, {
      card: check.summary,
      outcome,
      usedBy: null,
      createdAt: this.now().toISOString(),
    });
    const answer: TokenAnswer = { token, brand: check.summary.brand, last4: check.summary.last4 };
    return { statusCode: 201, body: answer };
  }

  /** Charges a token: authorised (or captured), declined, a processing error, or waiting for the shopper. */
  create(body: unknown): Answer {
    if (!isRecord(body)) return failure(400, 'invalid_request', 'Send a JSON object');
    const unknown = unknownKeys(body, [
      'token',
      'paymentMethod',
      'saveCard',
      'amount',
      'currency',
      'capture',
      'metadata',
      'returnUrl',
    ]);
    if (unknown) return unknown;
    if (looksLikeCardNumber(JSON.stringify(body))) {
      return failure(400, 'card_data_not_allowed', 'Card numbers go only to the card frame; send its token');
    }
    const amount = optionalAmount(body.amount, MAX_AMOUNT);
    if (amount === undefined) return failure(400, 'invalid_request', 'amount is required');
    if (isAnswer(amount)) return amount;
    if (typeof body.currency !== 'string' || !/^[A-Za-z]{3}$/.test(body.currency)) {
      return failure(400, 'invalid_request', 'currency must be a three-letter ISO code');
    }
    if (body.capture !== undefined && typeof body.capture !== 'boolean') {
      return failure(400, 'invalid_request', 'capture must be true or false');
    }
    const metadata = body.metadata ?? {};
    if (
      !isRecord(metadata) ||
      !Object.values(metadata).every((v) => typeof v === 'string' && v.length <= 500)
    ) {
      return failure(400, 'invalid_request', 'metadata must map names to strings');
    }
    const returnUrl = body.returnUrl;
    if (returnUrl !== undefined) {
      if (typeof returnUrl !== 'string' || !URL.canParse(returnUrl)) {
        return failure(400, 'invalid_request', 'returnUrl must be an absolute URL');
      }
      if (new URL(returnUrl).origin !== this.config.shopOrigin) {
        return failure(400, 'return_url_not_allowed', 'returnUrl must be on the shop origin');
      }
    }
    if (body.saveCard !== undefined && typeof body.saveCard !== 'boolean') {
      return failure(400, 'invalid_request', 'saveCard must be true or false');
    }
    const source = this.chargeSource(body);
    if (isAnswer(source)) return source;

    const id = newId('pay');
    const at = this.now().toISOString();
    const capture = body.capture === true;
    const outcome = settle[source.outcome];
    const approved = outcome.status === 'authorised';
    const confirming = outcome.status === 'requires_confirmation';
    const payment: StoredPayment = {
      id,
      status: approved && capture ? 'captured' : outcome.status,
      amount,
      currency: body.currency.toLowerCase(),
      capturedAmount: approved && capture ? amount : 0,
      refundedAmount: 0,
      declineCode: outcome.declineCode,
      confirmationUrl: confirming ? `${this.config.publicUrl}/confirm/${id}` : null,
      shopperConfirmation: confirming ? 'pending' : null,
      card: source.card,
      paymentMethod: source.methodId,
      metadata: metadata as Record<string, string>,
      refunds: [],
      createdAt: at,
      updatedAt: at,
      captureRequested: capture,
      returnUrl: (returnUrl as string | undefined) ?? null,
    };
    source.use(id);
    return this.changed(payment, 201);
  }

  /**
   * What a payment charges: a single-use token (kept as a saved card when `saveCard` is set, as card providers
   * do with `setup_future_usage`), or a saved card by its `pm_…` id.
   */
  private chargeSource(body: Body): Answer | ChargeSource {
    if (typeof body.paymentMethod === 'string') {
      if (body.token !== undefined || body.saveCard !== undefined) {
        return failure(400, 'invalid_request', 'Send a token or a paymentMethod, not both');
      }
      const methodId = body.paymentMethod;
      const method = this.store.methods.get(methodId);
      if (!method || method.detached) return failure(400, 'payment_method_invalid', 'No such payment method');
      return { card: method.card, outcome: method.outcome, methodId, use: () => {} };
    }
    const tokenId = typeof body.token === 'string' ? body.token : '';
    const token = this.store.tokens.get(tokenId);
    if (!token) return failure(400, 'token_invalid', 'No such token');
    if (token.usedBy)
      return failure(400, 'token_used', 'This token was already used; tokenise the card again');
    // A card that cannot pay is not kept.
    const keeps = token.outcome === 'approve' || token.outcome === 'requires_confirmation';
    const methodId = body.saveCard === true && keeps ? newId('pm') : null;
    return {
      card: token.card,
      outcome: token.outcome,
      methodId,
      use: (paymentId) => {
        token.usedBy = paymentId;
        this.store.saveToken(tokenId, token);
        if (methodId) {
          const at = this.now().toISOString();
          this.store.saveMethod(methodId, {
            card: token.card,
            outcome: token.outcome,
            detached: false,
            createdAt: at,
          });
        }
      },
    };
  }

  /** Detaches a saved card: it can no longer be charged (again, harmlessly, when it already is). */
  detach(id: string): Answer {
    const method = this.store.methods.get(id);
    if (!method) return failure(404, 'not_found', 'No such payment method');
    method.detached = true;
    this.store.saveMethod(id, method);
    const answer: PaymentMethod = { id, card: method.card, detached: true };
    return { statusCode: 200, body: answer };
  }

  /** Finishes a payment the shopper has answered on the confirmation page. */
  confirm(id: string): Answer {
    const payment = this.store.payments.get(id);
    if (!payment) return notFound();
    if (payment.status !== 'requires_confirmation') {
      // Confirming again after it settled answers the settled payment.
      return payment.shopperConfirmation && payment.shopperConfirmation !== 'pending'
        ? { statusCode: 200, body: publicPayment(payment) }
        : invalidState(payment);
    }
    if (payment.shopperConfirmation === 'pending') {
      return failure(409, 'confirmation_pending', 'The shopper has not confirmed the payment yet');
    }
    if (payment.shopperConfirmation === 'approved') {
      payment.status = payment.captureRequested ? 'captured' : 'authorised';
      payment.capturedAmount = payment.captureRequested ? payment.amount : 0;
    } else {
      payment.status = 'declined';
      payment.declineCode = 'authentication_failed';
    }
    payment.confirmationUrl = null;
    return this.changed(payment);
  }

  /** Takes the money of an authorised payment: all of it, or part (the rest is released). */
  capture(id: string, body: unknown): Answer {
    return this.moveMoney(
      id,
      body,
      ['authorised'],
      (p) => p.amount,
      (payment, amount) => {
        payment.status = 'captured';
        payment.capturedAmount = amount;
      },
    );
  }

  /** Gives back part or all of what is captured and not yet refunded. */
  refund(id: string, body: unknown): Answer {
    const from: PaymentStatus[] = ['captured', 'partially_refunded'];
    return this.moveMoney(
      id,
      body,
      from,
      (p) => p.capturedAmount - p.refundedAmount,
      (payment, amount) => {
        payment.refunds.push({ id: newId('re'), amount, createdAt: this.now().toISOString() });
        payment.refundedAmount += amount;
        payment.status =
          payment.refundedAmount === payment.capturedAmount ? 'refunded' : 'partially_refunded';
      },
    );
  }

  // Capture and refund: a payment in one of `from`, an optional amount up to `max` (default: all of it).
  private moveMoney(
    id: string,
    body: unknown,
    from: PaymentStatus[],
    max: (payment: StoredPayment) => number,
    apply: (payment: StoredPayment, amount: number) => void,
  ): Answer {
    const payment = this.store.payments.get(id);
    if (!payment) return notFound();
    const input = isRecord(body) ? body : {};
    const unknown = unknownKeys(input, ['amount']);
    if (unknown) return unknown;
    if (!from.includes(payment.status)) return invalidState(payment);
    const limit = max(payment);
    const amount = optionalAmount(input.amount, limit);
    if (isAnswer(amount)) return amount;
    apply(payment, amount ?? limit);
    return this.changed(payment);
  }

  /** Releases an authorisation that will not be captured (or a payment still waiting for the shopper). */
  cancel(id: string): Answer {
    const payment = this.store.payments.get(id);
    if (!payment) return notFound();
    if (payment.status !== 'authorised' && payment.status !== 'requires_confirmation') {
      return invalidState(payment);
    }
    payment.status = 'canceled';
    payment.confirmationUrl = null;
    return this.changed(payment);
  }

  /** One payment. */
  retrieve(id: string): Answer {
    const payment = this.store.payments.get(id);
    return payment ? { statusCode: 200, body: publicPayment(payment) } : notFound();
  }

  /** The payments made for an order (metadata.orderId), for reconciliation. */
  list(orderId: string): Answer {
    const data = this.store.paymentsOfOrder(orderId).map(publicPayment);
    return { statusCode: 200, body: { data } };
  }

  /** A payment waiting for the shopper, for the confirmation page. */
  awaitingShopper(id: string): StoredPayment | undefined {
    const payment = this.store.payments.get(id);
    return payment?.status === 'requires_confirmation' ? payment : undefined;
  }

  /** Records the shopper's answer on the confirmation page; the API then confirms the payment. */
  shopperAnswered(id: string, approved: boolean): StoredPayment | undefined {
    const payment = this.awaitingShopper(id);
    if (payment?.shopperConfirmation !== 'pending') return undefined;
    payment.shopperConfirmation = approved ? 'approved' : 'rejected';
    this.changed(payment, 200, 'payment.confirmation_submitted');
    return payment;
  }

  /** Writes every change made so far, then sends their webhooks. */
  commit(): void {
    this.store.persist();
    const events = this.events;
    this.events = [];
    for (const event of events) this.announce(event);
  }

  private changed(payment: StoredPayment, statusCode = 200, type = `payment.${payment.status}`): Answer {
    payment.updatedAt = this.now().toISOString();
    this.store.savePayment(payment);
    const data = publicPayment(payment);
    this.events.push({ id: newId('evt'), type, createdAt: payment.updatedAt, data });
    return { statusCode, body: data };
  }
}

function notFound(): Answer {
  return failure(404, 'not_found', 'No such payment');
}

function invalidState(payment: Payment): Answer {
  return failure(409, 'invalid_state', `The payment is ${payment.status}`);
}
