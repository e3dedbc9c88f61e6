import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { reconcilePendingBalances } from '../balances/service';
import { readPayment } from '../orders/queries';
import { settlePendingRefunds } from '../orders/refunds';
import { providerPayments } from './provider-port';
import type { ProviderEvent, ProviderPayment, ProviderResult } from './providers/provider';
import { type ProviderRegistry, providerOf } from './providers/registry';
import { providerKey, type Settlement, settleOrder } from './settle';

/** What settling needs. */
export interface SettleDeps {
  db: Database;
  providers: ProviderRegistry;
  shopUrl: string;
}

/** How the reconciler runs. */
export interface ReconcileOptions {
  /** Only orders PENDING longer than this (longer than a payment call's deadline, so a live one is not touched). */
  olderThanSeconds: number;
  /** An order still waiting for the shopper's confirmation after this long is given up (cancelled, released). */
  confirmationTimeoutSeconds: number;
  /** Orders per run. */
  batch?: number;
}

/**
 * The reconciler's settings: PAYMENTS_RECONCILE_INTERVAL_MS (default 30 s; 0 turns it off),
 * PAYMENTS_RECONCILE_AFTER_SECONDS (default 60) and PAYMENTS_CONFIRMATION_TIMEOUT_SECONDS (default 3600).
 */
export function readReconcileSettings(env: NodeJS.ProcessEnv): ReconcileOptions & { intervalMs: number } {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 0) throw new Error(`Invalid ${name}: ${env[name]}`);
    return value;
  };
  return {
    intervalMs: read('PAYMENTS_RECONCILE_INTERVAL_MS', 30_000),
    olderThanSeconds: read('PAYMENTS_RECONCILE_AFTER_SECONDS', 60),
    confirmationTimeoutSeconds: read('PAYMENTS_CONFIRMATION_TIMEOUT_SECONDS', 3_600),
  };
}

// The payment the provider holds for an order: the one that went furthest.
const RANK: Record<ProviderPayment['status'], number> = {
  captured: 6,
  authorised: 5,
  partially_refunded: 4,
  refunded: 4,
  requires_confirmation: 3,
  processing_error: 1,
  declined: 1,
  canceled: 0,
};

async function providerPaymentOf(
  deps: SettleDeps,
  providerName: string,
  providerRef: string | null,
  orderId: string,
): Promise<ProviderResult<ProviderPayment | null>> {
  const provider = deps.providers.get(providerName);
  if (!provider)
    return { ok: false, failure: { kind: 'rejected', code: 'unknown_provider', message: providerName } };
  if (providerRef) return provider.retrievePayment(providerRef);
  const found = await provider.findPayments(orderId);
  if (!found.ok) return found;
  const best = [...found.value].sort((a, b) => RANK[b.status] - RANK[a.status])[0];
  return { ok: true, value: best ?? null };
}

/**
 * Settles the PENDING orders whose answer never came (a dropped connection, a crash between the provider's
 * answer and the second transaction): asks the provider what became of each payment and places or releases
 * the order as the payment route would. A provider that does not answer leaves the order for the next run.
 */
export async function reconcilePendingOrders(
  deps: SettleDeps,
  options: ReconcileOptions,
): Promise<{ checked: number; placed: number; released: number; waiting: number }> {
  const rows = await queryRows<{ id: string; site: string; expired: boolean }>(
    deps.db,
    sql`select id, site, created_at < now() - make_interval(secs => ${options.confirmationTimeoutSeconds}) as expired
        from orders
        where status = 'PENDING' and created_at < now() - make_interval(secs => ${options.olderThanSeconds})
        order by created_at limit ${options.batch ?? 100}`,
  );
  const tally = { checked: rows.length, placed: 0, released: 0, waiting: 0 };
  for (const row of rows) {
    const payment = await readPayment(deps.db, row.id);
    let settlement: Settlement;
    if (!payment) {
      // Gift cards alone and the process died before placing it: nothing was asked of a provider.
      settlement = await settleOrder(deps.db, deps.shopUrl, row.site, row.id, null);
    } else {
      const found = await providerPaymentOf(deps, payment.provider, payment.provider_ref, row.id);
      if (!found.ok) {
        tally.waiting++;
        continue;
      }
      let current = found.value;
      if (current?.status === 'requires_confirmation' && row.expired) {
        const provider = providerOf(deps.providers, payment.provider);
        const cancelled = await provider.cancelPayment(current.id, {
          idempotencyKey: providerKey(row.id, 'expire'),
        });
        if (!cancelled.ok) {
          tally.waiting++;
          continue;
        }
        current = cancelled.value;
      }
      settlement = await settleOrder(deps.db, deps.shopUrl, row.site, row.id, current);
    }
    if (settlement.kind === 'placed') tally.placed++;
    else if (settlement.kind === 'failed') tally.released++;
    else tally.waiting++;
  }
  return tally;
}

/** Runs the reconciler (pending orders, pending pay-link balances, then refunds not sent yet) every `intervalMs` in the API process; answers a stop function. */
export function startReconciler(
  deps: SettleDeps,
  options: ReconcileOptions & { intervalMs: number; onError?: (error: unknown) => void },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePendingOrders(deps, options)
      .then(() => reconcilePendingBalances(deps, options))
      // Refunds whose provider call failed (or never came, the process stopping) are sent again under their id.
      .then(() => settlePendingRefunds(deps.db, providerPayments(deps.db, deps.providers)))
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Settles the order a verified provider event is about, as the reconciler would (idempotent with it and with
 * the payment route): approved → placed; declined or failed → released; the shopper answered a confirmation →
 * the payment is confirmed first. Events about orders that are not PENDING change nothing.
 */
export async function settleFromEvent(
  deps: SettleDeps,
  providerName: string,
  event: ProviderEvent,
): Promise<Settlement> {
  const orderId = event.payment.orderId;
  if (!orderId || !/^[0-9a-f-]{36}$/i.test(orderId)) return { kind: 'unchanged' };
  const [order] = await queryRows<{ site: string; status: string }>(
    deps.db,
    sql`select site, status from orders where id = ${orderId}`,
  );
  if (order?.status !== 'PENDING') return { kind: 'unchanged' };
  let payment: ProviderPayment | null = event.payment;
  if (event.type === 'payment.confirmation_submitted') {
    const confirmed = await providerOf(deps.providers, providerName).confirmPayment(event.payment.id, {
      idempotencyKey: providerKey(orderId, 'confirm'),
    });
    if (!confirmed.ok) return { kind: 'unchanged' };
    payment = confirmed.value;
  }
  return settleOrder(deps.db, deps.shopUrl, order.site, orderId, payment);
}
