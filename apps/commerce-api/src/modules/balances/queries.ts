import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/rows';
import type { BALANCE_STATUSES } from '../../db/schema';
import { IN_FLIGHT_LEASE_SECONDS } from '../payments/idempotency';

/** Where a balance due stands. */
export type BalanceStatus = (typeof BALANCE_STATUSES)[number];

/** A balance row with whether its link expired and whether its attempt outlived the lease. */
export interface BalanceRow {
  id: string;
  site: string;
  order_id: string;
  amount_cents: number;
  reason: string;
  token_hash: string;
  status: BalanceStatus;
  attempt: number;
  provider: string | null;
  attempt_token: string | null;
  /** The provider's payment of the attempt: the paid one, or one waiting for the payer's confirmation. */
  provider_ref: string | null;
  pending_since: Date | string | null;
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

// A balance with its site, whether its link expired, and whether its attempt in flight outlived the lease.
const BALANCE_COLUMNS = sql`b.*, o.site, b.expires_at <= now() as expired,
  coalesce(b.pending_since < now() - make_interval(secs => ${IN_FLIGHT_LEASE_SECONDS}), false) as stale`;

/** The balances of a site's order, oldest first. */
export async function balancesOf(db: Executor, site: string, orderId: string): Promise<BalanceRow[]> {
  return queryRows<BalanceRow>(
    db,
    sql`select ${BALANCE_COLUMNS} from balance_requests b join orders o on o.id = b.order_id
        where o.site = ${site} and b.order_id = ${orderId} order by b.created_at`,
  );
}

/** Balances whose payment attempt outlived the lease (the provider's answer never came), oldest first. */
export async function staleBalances(db: Executor, limit: number): Promise<BalanceRow[]> {
  return queryRows<BalanceRow>(
    db,
    sql`select ${BALANCE_COLUMNS} from balance_requests b join orders o on o.id = b.order_id
        where b.status = 'PENDING'
          and b.pending_since < now() - make_interval(secs => ${IN_FLIGHT_LEASE_SECONDS})
        order by b.pending_since limit ${limit}`,
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
