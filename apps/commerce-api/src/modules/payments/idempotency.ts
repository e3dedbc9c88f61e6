import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, queryRows } from '../../db/rows';
import { ApiError } from '../../http/errors';
import { paymentInFlight } from '../orders/placement';

/**
 * A key left IN_FLIGHT longer than this belongs to a request that died (a crashed process): the next request
 * with the same key takes it over. Longer than any provider deadline, so a live request is never taken over.
 */
export const IN_FLIGHT_LEASE_SECONDS = 60;

/** The status a key keeps after a provider outage: the next request with the same key continues its order. */
const RETRYABLE_STATUS = 503;

/** What a payment request with an Idempotency-Key may do. */
export type KeyClaim =
  /** First use of the key (or a takeover): go on; `orderId` is the order an earlier attempt left pending. */
  | { kind: 'proceed'; orderId: string | null }
  /** The request was answered before: send the same answer again. */
  | { kind: 'replay'; status: number; body: unknown };

/** sha256 of an operation and its canonical body: the same key must always carry the same request. */
export function requestHash(operation: string, body: unknown): string {
  return createHash('sha256')
    .update(`${operation}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * Claims a key for a request: a new key is stored IN_FLIGHT; a key whose request hit a provider outage (or whose
 * request died) is taken over; a finished one replays; a running one answers 409 PAYMENT_IN_FLIGHT; the same key
 * with another request answers 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function claimKey(db: Database, site: string, key: string, hash: string): Promise<KeyClaim> {
  const inserted = await queryRows<{ key: string }>(
    db,
    sql`insert into idempotency_keys (site, key, request_hash) values (${site}, ${key}, ${hash})
        on conflict do nothing returning key`,
  );
  if (inserted.length > 0) return { kind: 'proceed', orderId: null };
  // One atomic compare-and-set, so of many retries at once only one takes the key over.
  const [taken] = await queryRows<{ order_id: string | null }>(
    db,
    sql`update idempotency_keys set response_status = null, response_body = null, updated_at = now()
        where site = ${site} and key = ${key} and request_hash = ${hash} and state = 'IN_FLIGHT'
          and (response_status = ${RETRYABLE_STATUS}
            or updated_at < now() - make_interval(secs => ${IN_FLIGHT_LEASE_SECONDS}))
        returning order_id`,
  );
  if (taken) return { kind: 'proceed', orderId: taken.order_id };
  const [row] = await queryRows<{
    request_hash: string;
    state: string;
    response_status: number | null;
    response_body: unknown;
  }>(
    db,
    sql`select request_hash, state, response_status, response_body from idempotency_keys
        where site = ${site} and key = ${key}`,
  );
  if (!row) return claimKey(db, site, key, hash); // released meanwhile: claim afresh
  if (row.request_hash !== hash) {
    throw new ApiError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for another request; send a new key for a new payment',
    );
  }
  if (row.state === 'COMPLETED' && row.response_status !== null) {
    return { kind: 'replay', status: row.response_status, body: row.response_body };
  }
  throw paymentInFlight();
}

/** Records the order a key's request opened, so a retry with the key continues it (in the order's transaction). */
export async function linkOrder(db: Executor, site: string, key: string, orderId: string): Promise<void> {
  await db.execute(
    sql`update idempotency_keys set order_id = ${orderId}, updated_at = now() where site = ${site} and key = ${key}`,
  );
}

/** Stores the final answer of a key's request; repeats replay it. */
export async function completeKey(
  db: Database,
  site: string,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  await db.execute(
    sql`update idempotency_keys set state = 'COMPLETED', response_status = ${status},
          response_body = ${JSON.stringify(body)}::jsonb, updated_at = now()
        where site = ${site} and key = ${key}`,
  );
}

/** After a provider outage: the key stays with its pending order and a retry with it takes over at once. */
export async function keepForRetry(db: Database, site: string, key: string): Promise<void> {
  await db.execute(
    sql`update idempotency_keys set response_status = ${RETRYABLE_STATUS}, updated_at = now()
        where site = ${site} and key = ${key} and state = 'IN_FLIGHT'`,
  );
}

/** Forgets a key whose request changed nothing (refused before any order was made), so it can be sent again. */
export async function releaseKey(db: Database, site: string, key: string): Promise<void> {
  await db.execute(
    sql`delete from idempotency_keys where site = ${site} and key = ${key} and state = 'IN_FLIGHT'`,
  );
}
