// Loaded with `import()` only when the shopper chooses Bolt: neither this module nor Bolt's script is in the
// payment step's first load, and Bolt's card fields come from Bolt's own host (BOLT_SCRIPT_URL).
import { useEffect, useRef } from 'react';
import { type BoltNamespace, loadProviderScript } from '../lib/provider-script';
import type { CardFieldsSlotProps } from './card-fields';

/** The shop's Bolt publishable key and where Bolt's embed script is (BOLT_PUBLISHABLE_KEY, BOLT_SCRIPT_URL). */
export type BoltSettings = { publishableKey: string; scriptUrl: string };

/** Props of {@link BoltCardFields}. */
export type BoltCardFieldsProps = CardFieldsSlotProps & { bolt: BoltSettings };

const CHECK_DETAILS = 'Please check your card details.';

/**
 * Bolt's embedded card fields in the card slot: on pay they give Bolt's card token, sent to our API as the token
 * of `payments Bolt`.
 */
export default function BoltCardFields({ bolt, onMount, onError }: BoltCardFieldsProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let gone = false;
    let field: ReturnType<ReturnType<BoltNamespace>['create']> | null = null;
    loadProviderScript<BoltNamespace>(bolt.scriptUrl, 'Bolt')
      .then((Bolt) => {
        if (gone || !container.current) return;
        field = Bolt(bolt.publishableKey).create('payment_component');
        field.mount(container.current);
        onMount({
          async tokenize() {
            const result = await field!.tokenize().catch(() => null);
            if (!result || result instanceof Error || !result.token) throw new Error(CHECK_DETAILS);
            return { token: result.token };
          },
        });
      })
      .catch(onError);
    return () => {
      gone = true;
      field?.unmount?.();
      onMount(null);
    };
  }, [bolt.publishableKey, bolt.scriptUrl, onMount, onError]);
  return <div ref={container} className="checkout-page__card" data-testid="bolt-card-fields" />;
}
