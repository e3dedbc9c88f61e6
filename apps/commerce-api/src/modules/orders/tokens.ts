import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/rows';

/** How long the order-status link of the confirmation e-mail works. */
export const EMAIL_TOKEN_DAYS = 365;

/** How long a token from the order login overlay works. */
export const LOOKUP_TOKEN_HOURS = 24;

function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** A new secret for a link (256 random bits, URL-safe) and the sha256 hex that is all we store of it. */
export function newLinkSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: digest(token).toString('hex') };
}

/** Whether a token is the one a stored sha256 hex was made from, compared in constant time. */
export function secretMatches(hashHex: string, token: string): boolean {
  const stored = Buffer.from(hashHex, 'hex');
  const given = digest(token);
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/** Issues a new status token for an order (256 random bits); only its hash is stored. */
export async function issueStatusToken(db: Executor, orderId: string, validMs: number): Promise<string> {
  const { token, hash } = newLinkSecret();
  await db.execute(
    sql`insert into order_status_tokens (order_id, token_hash, expires_at)
        values (${orderId}, ${hash}, now() + make_interval(secs => ${validMs / 1000}))`,
  );
  return token;
}

/**
 * Whether a token opens an order: compared with each live token hash of the order in constant time (the hash
 * is not used as a look-up key, so nothing about a wrong token leaks through index timing).
 */
export async function tokenOpensOrder(db: Executor, orderId: string, token: string): Promise<boolean> {
  const rows = await queryRows<{ token_hash: string }>(
    db,
    sql`select token_hash from order_status_tokens where order_id = ${orderId} and expires_at > now()`,
  );
  let match = false;
  for (const row of rows) {
    if (secretMatches(row.token_hash, token)) match = true;
  }
  return match;
}
