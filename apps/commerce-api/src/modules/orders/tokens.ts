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

/** Issues a new status token for an order (256 random bits); only its hash is stored. */
export async function issueStatusToken(db: Executor, orderId: string, validMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.execute(
    sql`insert into order_status_tokens (order_id, token_hash, expires_at)
        values (${orderId}, ${digest(token).toString('hex')}, now() + make_interval(secs => ${validMs / 1000}))`,
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
  const given = digest(token);
  let match = false;
  for (const row of rows) {
    if (timingSafeEqual(Buffer.from(row.token_hash, 'hex'), given)) match = true;
  }
  return match;
}
