import { useEffect } from 'react';
import { afterIdle } from '../lib/deferred-hydration';
import { useIntegrationConfig } from '../lib/integration-config';
import { requestIntegration } from '../lib/integration-requests';

/**
 * The financing widget beside a price: an element the financing script fills with its monthly-payment message for
 * the amount it carries, asked to re-read it whenever the part or price shown changes (a SKU or drill choice); the
 * integration host waits 500 ms after the last change (SPEC §9). Nothing when the shop has no financing script.
 */
export function FinancingPromo({ amountCents, sku }: { amountCents: number; sku: string }) {
  const configured = Boolean(useIntegrationConfig().integrationScripts.financing);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is for the part and price shown; it runs when either changes.
  useEffect(() => {
    if (!configured) return;
    return afterIdle(() => requestIntegration({ name: 'financing', action: 'refresh' }));
  }, [configured, amountCents, sku]);
  return configured ? <div className="financing-promo" data-financing-amount={amountCents} /> : null;
}
