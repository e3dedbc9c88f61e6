import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { ApiError } from '../../http/errors';
import { orderStatusLink } from '../orders/placement';
import { issueStatusToken } from '../orders/tokens';
import type { OrderStatus } from '../orders/transitions';
import type { SessionUser } from './session-user';

/** Most orders the history lists (newest first). */
export const ORDER_HISTORY_LIMIT = 100;

/** How long a status link opened from the account works: long enough to open it, no longer. */
const ACCOUNT_LINK_MS = 10 * 60_000;

/** An order of the account's history. */
export interface HistoryOrder {
  orderId: string;
  orderReference: string;
  status: OrderStatus;
  placedAt: string;
  totalCents: number;
}

/**
 * Which orders are the account's: those placed signed in with it, and guest orders with its e-mail address
 * (only when that address is verified — sign-in needs it, but the rule does not depend on that). Orders still
 * being paid for (PENDING) or whose payment failed are no orders yet.
 */
function whereOwned(site: string, user: SessionUser) {
  const byEmail = user.emailVerified ? sql` or (user_id is null and email = ${user.email})` : sql``;
  return sql`site = ${site} and status not in ('PENDING', 'FAILED') and (user_id = ${user.id}${byEmail})`;
}

/** The account's orders on a site, newest first. */
export async function orderHistory(db: Database, site: string, user: SessionUser): Promise<HistoryOrder[]> {
  const rows = await queryRows<{
    id: string;
    reference: string;
    status: OrderStatus;
    placed_at: Date | string;
    total_cents: number;
  }>(
    db,
    sql`select id, reference, status, placed_at, total_cents from orders
        where ${whereOwned(site, user)}
        order by placed_at desc, id desc limit ${ORDER_HISTORY_LIMIT}`,
  );
  return rows.map((row) => ({
    orderId: row.id,
    orderReference: row.reference,
    status: row.status,
    placedAt: new Date(row.placed_at).toISOString(),
    totalCents: row.total_cents,
  }));
}

/** A short-lived status link of one of the account's orders (404 for any other order). */
export async function orderLinkOf(
  db: Database,
  site: string,
  user: SessionUser,
  orderId: string,
  shopUrl: string,
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from orders where id = ${orderId} and ${whereOwned(site, user)}`,
  );
  if (!row) throw new ApiError(404, 'ORDER_NOT_FOUND', 'Order not found');
  return orderStatusLink(shopUrl, row.id, await issueStatusToken(db, row.id, ACCOUNT_LINK_MS));
}
