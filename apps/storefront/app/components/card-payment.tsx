import type { SavedCard } from '@fitkit/commerce-hooks';
import { PaymentStep } from '@fitkit/ui/payment-step';
import { SavedCardChoice } from '@fitkit/ui/saved-cards';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import {
  failureMessage,
  nextAttemptKey,
  type PaymentOutcome,
  PENDING_CONFIRMATION_KEY,
} from '../lib/payment-attempt';
import type { CardProvider, PaymentMethod } from '../lib/payment-methods';
import type { CardFields, CardFieldsSlotProps } from './card-fields';
import { SandboxCardFieldsSlot } from './sandbox-card-fields';
import type { StripeCardFieldsProps } from './stripe-card-fields';

// A provider's fields (and its packages) load only when the shopper chooses it; a chunk that cannot load is told
// to the shopper like a provider script that cannot.
const StripeCardFields = lazy(
  (): Promise<{ default: ComponentType<StripeCardFieldsProps> }> =>
    import('./stripe-card-fields').catch(() => ({ default: FieldsUnavailable })),
);

/** Stands in for fields whose code could not load: tells the step, which says so to the shopper. */
const BraintreeCardFields = lazy(
  (): Promise<{ default: ComponentType<CardFieldsSlotProps> }> =>
    import('./braintree-card-fields').catch(() => ({ default: FieldsUnavailable })),
);

function FieldsUnavailable({ onError }: CardFieldsSlotProps) {
  useEffect(() => onError(), [onError]);
  return null;
}

/** What a payment action answers the browser: the outcome of the attempt (null when the form was not one). */
export type CardPaymentAnswer = { form: 'payment'; outcome: PaymentOutcome | null };

type PendingConfirmation = { orderId: string; key: string };

/** A signed-in shopper's saved-card choice: pay with a saved card, or keep the new one with the provider. */
export type SavedCardUse = { cardId: string | null; shouldSave: boolean };

const NO_SAVED_CARD: SavedCardUse = { cardId: null, shouldSave: false };

/**
 * The browser side of paying by card, for any page whose action pays (the payment step, a pay link): tokenise in
 * the card frame, post only the token with the attempt's key to `action`, and follow the answer (the next page,
 * a message, or the bank's confirmation page and back).
 */
export function useCardPayment(
  action: string,
  giftCardCoversTotal = false,
  provider: CardProvider = 'sandbox',
  saved: SavedCardUse = NO_SAVED_CARD,
) {
  const fetcher = useFetcher<CardPaymentAnswer>();
  const card = useRef<CardFields | null>(null);
  const attempt = useRef<{ key: string; token: string | null; provider: CardProvider } | null>(null);
  const last = useRef<PaymentOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);

  const send = useCallback(
    (fields: Record<string, string>) => fetcher.submit(fields, { method: 'post', action }),
    [fetcher.submit, action],
  );

  const onPay = async () => {
    setError(null);
    // Another provider's fields start another attempt: a token is only ever sent with the provider that made it.
    if (attempt.current && attempt.current.provider !== provider) {
      attempt.current = null;
      last.current = null;
    }
    const key = nextAttemptKey(attempt.current?.key ?? null, last.current, () => crypto.randomUUID());
    // The same attempt is sent again as it was (same key, same token), so the API can finish it exactly once.
    const token = key === attempt.current?.key ? attempt.current.token : null;
    last.current = null;
    if (giftCardCoversTotal) {
      attempt.current = { key, token: null, provider };
      return send({ intent: 'giftcard', key });
    }
    if (saved.cardId) {
      attempt.current = { key, token: null, provider };
      return send({ intent: 'saved-card', key, savedCardId: saved.cardId });
    }
    const shouldSave: Record<string, string> = saved.shouldSave ? { shouldSave: 'true' } : {};
    if (token) return send({ intent: 'card', key, token, provider, ...shouldSave });
    if (!card.current) return setError('The card form is still loading. Please wait a moment.');
    setTokenizing(true);
    try {
      const result = await card.current.tokenize();
      attempt.current = { key, token: result.token, provider };
      send({ intent: 'card', key, token: result.token, provider, ...shouldSave });
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'Please check your card details.');
    } finally {
      setTokenizing(false);
    }
  };

  const outcome = fetcher.data?.outcome ?? null;
  useEffect(() => {
    if (!outcome) return;
    last.current = outcome;
    if (outcome.kind === 'failed') setError(failureMessage(outcome));
    if (outcome.kind === 'confirm' && attempt.current) {
      const pending: PendingConfirmation = {
        orderId: outcome.orderId,
        key: `${attempt.current.key}-confirm`,
      };
      sessionStorage.setItem(PENDING_CONFIRMATION_KEY, JSON.stringify(pending));
      setNotice('Please confirm the payment with your bank. Taking you there…');
      window.location.assign(outcome.confirmationUrl);
    }
  }, [outcome]);

  // Back from the bank's confirmation page (`?payment=`): finish the payment that waited for it.
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('payment')) return;
    const saved = sessionStorage.getItem(PENDING_CONFIRMATION_KEY);
    if (!saved) return;
    sessionStorage.removeItem(PENDING_CONFIRMATION_KEY);
    const pending = JSON.parse(saved) as PendingConfirmation;
    setNotice('Finishing your payment…');
    send({ intent: 'confirm', orderId: pending.orderId, key: pending.key });
  }, [send]);

  const onMount = useCallback((fields: CardFields | null) => {
    card.current = fields;
  }, []);
  const onCardError = useCallback(
    () => setError('The card form could not be loaded. Please reload the page.'),
    [],
  );
  return { onPay, onMount, onCardError, error, notice, processing: tokenizing || fetcher.state !== 'idle' };
}

/** Props of {@link CardPaymentStep}. */
export type CardPaymentStepProps = {
  /** The path whose action pays. */
  action: string;
  /** What is left to pay, in cents. */
  total: number;
  /** The sandbox's origin and browser key, for its card frame. */
  sandbox: { origin: string; publishableKey: string };
  /** The ways to pay offered (the sandbox card alone when unset). */
  methods?: readonly PaymentMethod[];
  /** Stripe's publishable key, when Stripe is offered. */
  stripePublishableKey?: string | null;
  /** Gift cards pay it all: no card is asked for. */
  giftCardCoversTotal?: boolean;
  /** A note to announce before any attempt (e.g. why the shopper is back on this step). */
  notice?: string | null;
  /** Heading text. */
  title?: string;
  /** The signed-in shopper's saved cards (the first is chosen), and whether a new card may be saved. */
  savedCards?: { cards: readonly SavedCard[]; canSave: boolean };
};

/** The kit's PaymentStep with the sandbox's card frame mounted in it, paying through `action`. */
export function CardPaymentStep({
  action,
  total,
  sandbox,
  giftCardCoversTotal = false,
  notice = null,
  title,
  methods = [],
  stripePublishableKey = null,
  savedCards = { cards: [], canSave: false },
}: CardPaymentStepProps) {
  const [method, setMethod] = useState<CardProvider>('sandbox');
  const [savedCardId, setSavedCardId] = useState(savedCards.cards[0]?.id ?? '');
  const [shouldSave, setShouldSave] = useState(false);
  const payment = useCardPayment(action, giftCardCoversTotal, method, {
    cardId: savedCardId || null,
    shouldSave: savedCards.canSave && shouldSave,
  });
  const chooseMethod = (id: string) => {
    const chosen = methods.find((offered) => offered.id === id);
    if (chosen) setMethod(chosen.id);
  };
  return (
    <PaymentStep
      total={total}
      methods={methods}
      method={method}
      onMethodChange={chooseMethod}
      giftCardCoversTotal={giftCardCoversTotal}
      onPay={payment.onPay}
      processing={payment.processing}
      error={payment.error}
      notice={payment.notice ?? notice}
      {...(title ? { title } : {})}
      card={
        <>
          {savedCards.cards.length > 0 ? (
            <SavedCardChoice cards={savedCards.cards} value={savedCardId} onChange={setSavedCardId} />
          ) : null}
          {savedCardId ? null : (
            <>
              <ChosenCardFields
                method={method}
                sandbox={sandbox}
                stripePublishableKey={stripePublishableKey}
                total={total}
                onMount={payment.onMount}
                onError={payment.onCardError}
              />
              {savedCards.canSave ? (
                <label className="fk-saved-cards__option">
                  <input
                    type="checkbox"
                    checked={shouldSave}
                    onChange={(event) => setShouldSave(event.currentTarget.checked)}
                  />
                  Save this card for my next orders
                </label>
              ) : null}
            </>
          )}
          <noscript>
            <p>Paying by card needs JavaScript: the card fields come from our payment provider.</p>
          </noscript>
        </>
      }
    />
  );
}

type ChosenCardFieldsProps = CardFieldsSlotProps &
  Pick<CardPaymentStepProps, 'sandbox' | 'total'> & {
    method: CardProvider;
    stripePublishableKey: string | null;
  };

// The fields of the chosen provider: the sandbox's frame, or a provider's module loaded on choice.
function ChosenCardFields({ method, sandbox, stripePublishableKey, total, ...slot }: ChosenCardFieldsProps) {
  if (method === 'sandbox' || (method === 'stripe' && !stripePublishableKey)) {
    return (
      <SandboxCardFieldsSlot origin={sandbox.origin} publishableKey={sandbox.publishableKey} {...slot} />
    );
  }
  return (
    <Suspense fallback={<p role="status">Loading the payment form…</p>}>
      {method === 'stripe' && stripePublishableKey ? (
        <StripeCardFields publishableKey={stripePublishableKey} amount={total} {...slot} />
      ) : (
        <BraintreeCardFields {...slot} />
      )}
    </Suspense>
  );
}
