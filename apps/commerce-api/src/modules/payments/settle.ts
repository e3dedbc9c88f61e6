import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { finaliseOrder, type PlacedOrder, releaseOrder } from '../orders/placement';
import { TransitionRefused } from '../orders/transitions';
import type { ProviderDeclineCode, ProviderPayment } from './providers/provider';

/** The provider's idempotency key of a step of an order's payment: every retry of the step repeats it exactly. */
export function providerKey(orderId: string, step: 'authorise' | 'confirm' | 'expire'): string {
  return `order-${orderId}:${step}`;
}

/** How a pending order ended after asking the provider (or stayed, waiting). */
export type Settlement =
  /** Placed: `token` opens its status page; `placed` is the order and payment as placed. */
  | { kind: 'placed'; token: string | null; placed: PlacedOrder }
  /**
   * Released: nothing placed, the holds given back, the cart intact. `amount_mismatch`: the provider authorised
   * another sum than the order's (a wallet approved for less, say); its authorisation is to be voided.
   */
  | {
      kind: 'failed';
      reason: ProviderDeclineCode | 'processing_error' | 'no_payment' | 'amount_mismatch';
    }
  /**
   * The shopper must confirm on the provider's page (`confirmationUrl`) or through its browser script
   * (`clientSecret`); the order stays PENDING.
   */
  | { kind: 'confirmation'; confirmationUrl: string; clientSecret: string | null }
  /** Nothing decided (the order was settled already, or the provider's state says nothing yet). */
  | { kind: 'unchanged' };

const NETWORKS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** The card network as the receipt shows it (the receipt look-up compares it case-insensitively). */
export function displayNetwork(brand: string): string {
  return NETWORKS[brand.toLowerCase()] ?? brand;
}

// Route, reconciler and webhook may settle the same order at once: the loser's move is refused by the
// transition table (the order is no longer PENDING), which means someone else settled it.
async function once<T>(step: () => Promise<T>): Promise<T | null> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof TransitionRefused) return null;
    throw error;
  }
}

/** The order's status now, or null when it does not exist. */
export async function orderStatus(db: Database, orderId: string): Promise<string | null> {
  const [row] = await queryRows<{ status: string }>(db, sql`select status from orders where id = ${orderId}`);
  return row?.status ?? null;
}

/** Whether the provider's payment is for the amount and currency the order asked of it. */
async function paysTheOrder(db: Database, orderId: string, payment: ProviderPayment): Promise<boolean> {
  const [row] = await queryRows<{ amount_cents: number }>(
    db,
    sql`select amount_cents from payments where order_id = ${orderId}`,
  );
  return row !== undefined && payment.amount === row.amount_cents && payment.currency.toLowerCase() === 'usd';
}

/**
 * Settles a PENDING order by what the provider says of its payment (null: the provider has none): approved →
 * finaliseOrder; declined, failed, cancelled or none → releaseOrder; waiting for the shopper → the provider's id
 * is kept so the confirmation can find it. Idempotent: an order settled already is left as it is.
 */
export async function settleOrder(
  db: Database,
  shopUrl: string,
  site: string,
  orderId: string,
  payment: ProviderPayment | null,
): Promise<Settlement> {
  if (payment === null) {
    return (await once(() => releaseOrder(db, site, orderId))) === null
      ? { kind: 'unchanged' }
      : { kind: 'failed', reason: 'no_payment' };
  }
  switch (payment.status) {
    case 'authorised':
    case 'captured': {
      // A wallet's token is approved in the shopper's browser, for whatever sum it was made with: only the
      // order's own amount places it.
      if (!(await paysTheOrder(db, orderId, payment))) {
        const released = await once(() => releaseOrder(db, site, orderId));
        return released === null ? { kind: 'unchanged' } : { kind: 'failed', reason: 'amount_mismatch' };
      }
      const authorisation = {
        providerRef: payment.id,
        displayNetwork: payment.card ? displayNetwork(payment.card.brand) : null,
        lastFour: payment.card?.last4 ?? null,
      };
      const placed = await once(() => finaliseOrder(db, site, orderId, authorisation, shopUrl));
      return placed ? { kind: 'placed', token: placed.token, placed: placed.placed } : { kind: 'unchanged' };
    }
    case 'declined':
    case 'processing_error':
    case 'canceled': {
      const released = await once(() => releaseOrder(db, site, orderId));
      if (released === null) return { kind: 'unchanged' };
      return {
        kind: 'failed',
        reason: payment.status === 'declined' ? (payment.declineCode ?? 'card_declined') : 'processing_error',
      };
    }
    case 'requires_confirmation':
      await db.execute(
        sql`update payments set provider_ref = ${payment.id}, updated_at = now()
            where order_id = ${orderId} and status = 'PENDING'`,
      );
      return {
        kind: 'confirmation',
        confirmationUrl: payment.confirmationUrl ?? '',
        clientSecret: payment.clientSecret ?? null,
      };
    default:
      // Refunded or partly refunded at the provider before we placed it: a person must look at it.
      return { kind: 'unchanged' };
  }
}
