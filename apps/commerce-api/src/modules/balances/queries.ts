import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/rows';
import type { BALANCE_STATUSES } from '../../db/schema';
import { IN_FLIGHT_LEASE_SECONDS } from '../payments/idempotency';

/** Where a balance due stands. */
export type BalanceStatus = (typeof BALANCE_STATUSES)[number];

/** A balance row with whether its link expired and whether its attempt outlived the lease. */
export interface BalanceRow {
  id: string;
  order_id: string;
  amount_cents: number;
  reason: string;
  token_hash: string;
  status: BalanceStatus;
  attempt: number;
  provider: string | null;
  attempt_token: string | null;
  expired: boolean;
  stale: boolean;
  expires_at: Date | string;
  created_at: Date | string;
  paid_at: Date | string | null;
  display_network: string | null;
  last_four: string | null;
}

/** A timestamp as ISO text. */
export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
/** The balances of a site's order, oldest first. */
export async function balancesOf(db: Executor, site: string, orderId: string): Promise<BalanceRow[]> {
  return queryRows<BalanceRow>(
    db,
    sql`select b.*, b.expires_at <= now() as expired,
          coalesce(b.pending_since < now() - make_interval(secs => ${IN_FLIGHT_LEASE_SECONDS}), false) as stale
        from balance_requests b join orders o on o.id = b.order_id
        where o.site = ${site} and b.order_id = ${orderId} order by b.created_at`,
  );
}

/** A balance as the order status page lists it. */
export function balanceView(row: BalanceRow) {
  return {
    balanceId: row.id,
    reason: row.reason,
    amount: row.amount_cents,
    status: row.status,
    requestedAt: iso(row.created_at)!,
    expiresAt: iso(row.expires_at)!,
    paidAt: iso(row.paid_at),
    displayNetwork: row.display_network,
    lastFour: row.last_four,
  };
}

/** The balances asked of an order, oldest first. */
export async function orderBalances(db: Executor, site: string, orderId: string) {
  return (await balancesOf(db, site, orderId)).map(balanceView);
}
