import { useCallback, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { AffirmSettings } from '../lib/affirm-checkout';
import { failureMessage, type PaymentOutcome } from '../lib/payment-attempt';

/** The payment step's answer to Affirm's button: the checkout object, or why there is none. */
export type AffirmObjectAnswer =
  | { form: 'affirm-object'; ok: true; checkout: unknown }
  | { form: 'affirm-object'; ok: false; outcome: PaymentOutcome };

/** Affirm's button as the payment step offers it, beside the card. */
export const AFFIRM_CHOICE = [{ id: 'affirm', label: 'Affirm' }] as const;

const UNAVAILABLE = 'Affirm could not be opened. Please choose another way to pay.';

/**
 * Affirm's button: asks the step's action for the API's checkout object, then (affirm.js loaded only now) opens
 * Affirm's checkout, which comes back through /affirm/success/ or /affirm/cancelled/.
 */
export function useAffirmCheckout(
  action: string,
  affirm: AffirmSettings | null,
  onError: (message: string | null) => void,
) {
  const fetcher = useFetcher<AffirmObjectAnswer>();
  const [opening, setOpening] = useState(false);
  const { submit } = fetcher;
  const open = useCallback(() => {
    onError(null);
    void submit({ intent: 'affirm-object' }, { method: 'post', action });
  }, [submit, action, onError]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per answer; Affirm opens once for it.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || !affirm) return;
    if (!answer.ok) {
      if (answer.outcome.kind === 'failed') onError(failureMessage(answer.outcome));
      return;
    }
    setOpening(true);
    import('../lib/affirm-checkout')
      .then(({ openAffirmCheckout }) => openAffirmCheckout(affirm, answer.checkout))
      .catch(() => {
        setOpening(false);
        onError(UNAVAILABLE);
      });
  }, [fetcher.data]);

  return { open, processing: opening || fetcher.state !== 'idle' };
}
