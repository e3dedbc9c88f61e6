// Loaded with `import()` only when the shopper chooses Stripe: neither this module nor Stripe's packages are in
// the payment step's first load, and Stripe.js itself comes from Stripe's own host.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import type { CardFieldsSlotProps } from './card-fields';

/** Props of {@link StripeCardFields}. */
export type StripeCardFieldsProps = CardFieldsSlotProps & {
  /** The shop's Stripe publishable key (`pk_…`). */
  publishableKey: string;
  /** What is left to pay, in cents: the Payment Element shows the methods that can pay it. */
  amount: number;
};

// One Stripe.js per key for the page's life, as Stripe asks (loading it again would mount a second copy).
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * Stripe's Payment Element in the card slot: on pay, the shopper's details become a ConfirmationToken in Stripe's
 * frame, and only its id is sent to our API (provider 'stripe').
 */
export default function StripeCardFields({
  publishableKey,
  amount,
  onMount,
  onError,
}: StripeCardFieldsProps) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  useEffect(() => {
    stripe.then((loadedStripe) => loadedStripe ?? onError(), onError);
  }, [stripe, onError]);
  return (
    <Elements stripe={stripe} options={{ mode: 'payment', amount: Math.max(amount, 1), currency: 'usd' }}>
      <PaymentElementFields onMount={onMount} />
    </Elements>
  );
}

// The Payment Element, handing the host its tokenize step once Stripe.js and the element are ready.
function PaymentElementFields({ onMount }: Pick<CardFieldsSlotProps, 'onMount'>) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    onMount({
      async tokenize() {
        const submitted = await elements.submit();
        if (submitted.error) throw new Error(submitted.error.message ?? CHECK_DETAILS);
        const { confirmationToken, error } = await stripe.createConfirmationToken({ elements });
        if (error) throw new Error(error.message ?? CHECK_DETAILS);
        return { token: confirmationToken.id };
      },
      async finishNextAction(clientSecret) {
        // 3-D Secure in Stripe's frame (or its redirect). Its outcome, a failure included, is on the intent,
        // which the API reads when the step confirms.
        await stripe.handleNextAction({ clientSecret }).catch(() => undefined);
      },
    });
    return () => onMount(null);
  }, [stripe, elements, onMount]);
  return <PaymentElement />;
}

const CHECK_DETAILS = 'Please check your payment details.';
