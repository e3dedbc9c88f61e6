import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DEMO_PAYMENT_PREFIX } from '../orders/fulfilment';
import {
  type CapturePort,
  type RefundPort,
  recordOnlyCaptures,
  recordOnlyRefunds,
} from '../orders/refund-port';
import type { ProviderPayment, ProviderResult } from './providers/provider';
import { type ProviderRegistry, providerOf } from './providers/registry';

/** A provider call that failed: the refund stays PENDING (retried later), the shipment is refused for now. */
export class ProviderCallFailed extends Error {
  constructor(
    message: string,
    /** Seconds to wait when the provider was unavailable; undefined when it refused. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ProviderCallFailed';
  }
}

/**
 * Refunds and captures through the payment providers: before capture a refund of all that is left cancels the
 * authorisation (a part of it only lowers the capture at shipping, which takes what is left); after capture the
 * provider refunds. Every call carries our refund's (or the capture's) id as idempotency key, so a retry never
 * refunds or captures twice.
 */
export function providerPayments(db: Database, providers: ProviderRegistry): RefundPort & CapturePort {
  return {
    async refund(request) {
      if (request.providerRef?.startsWith(DEMO_PAYMENT_PREFIX)) return recordOnlyRefunds.refund(request);
      const provider = providerOf(providers, request.provider);
      if (!request.providerRef) throw new ProviderCallFailed('The payment has no provider reference');
      const options = { idempotencyKey: `refund-${request.idempotencyKey}` };
      let result: ProviderResult<ProviderPayment>;
      if (request.beforeCapture) {
        // The refund is recorded (committed) before this call: nothing left to capture means cancel.
        const [payment] = await queryRows<{ left: number }>(
          db,
          sql`select amount_cents - refunded_cents as left from payments
              where provider = ${request.provider} and provider_ref = ${request.providerRef}`,
        );
        if (payment && payment.left > 0) return { providerRef: `${request.providerRef}:capture-less` };
        result = await provider.cancelPayment(request.providerRef, options);
      } else {
        result = await provider.refundPayment(request.providerRef, { amount: request.amountCents }, options);
      }
      if (!result.ok) throw new ProviderCallFailed(result.failure.message);
      return { providerRef: result.value.id };
    },
    async capture(request) {
      if (request.providerRef.startsWith(DEMO_PAYMENT_PREFIX)) return recordOnlyCaptures.capture(request);
      const provider = providerOf(providers, request.provider);
      const result = await provider.capturePayment(
        request.providerRef,
        { amount: request.amountCents },
        { idempotencyKey: `capture-${request.idempotencyKey}` },
      );
      if (!result.ok) {
        throw new ProviderCallFailed(
          result.failure.message,
          result.failure.kind === 'unavailable' ? result.failure.retryAfterSeconds : undefined,
        );
      }
      return { providerRef: result.value.id };
    },
  };
}
