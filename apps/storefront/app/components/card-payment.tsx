import type { SavedCard } from '@fitkit/commerce-hooks';
import { PaymentStep } from '@fitkit/ui/payment-step';
import { SavedCardChoice } from '@fitkit/ui/saved-cards';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { AffirmSettings } from '../lib/affirm-checkout';
import {
  type CardPaymentAnswer,
  failureMessage,
  nextAttemptKey,
  type PaymentOutcome,
  PENDING_CONFIRMATION_KEY,
} from '../lib/payment-attempt';
import {
  type CardProvider,
  isCardProvider,
  type PaymentMethod,
  type PaymentMethodId,
} from '../lib/payment-methods';
import { AFFIRM_CHOICE, useAffirmCheckout } from './affirm-checkout';
import type { BoltCardFieldsProps, BoltSettings } from './bolt-card-fields';
import type { CardFields, CardFieldsSlotProps } from './card-fields';
import type { PayPalButtonsProps } from './paypal-buttons';
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

const BoltCardFields = lazy(
  (): Promise<{ default: ComponentType<BoltCardFieldsProps> }> =>
    import('./bolt-card-fields').catch(() => ({ default: FieldsUnavailable })),
);

const PayPalButtons = lazy(
  (): Promise<{ default: ComponentType<PayPalButtonsProps> }> =>
    import('./paypal-buttons').catch(() => ({ default: PayPalUnavailable })),
);

function PayPalUnavailable({ onError }: Pick<PayPalButtonsProps, 'onError'>) {
  useEffect(() => onError('PayPal could not be loaded. Please choose another way to pay.'), [onError]);
  return null;
}

function FieldsUnavailable({ onError }: CardFieldsSlotProps) {
  useEffect(() => onError(), [onError]);
  return null;
}

type PendingConfirmation = { orderId: string; key: string };

const NOT_CONFIRMED =
  'Your bank did not confirm the payment. Please try again; you will not be charged twice.';

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
  const [authenticating, setAuthenticating] = useState(false);
  // The order whose provider step (3-D Secure in the page) already ran.
  const authenticated = useRef<string | null>(null);

  const send = useCallback(
    (fields: Record<string, string>) => fetcher.submit(fields, { method: 'post', action }),
    [fetcher.submit, action],
  );

  const onPay = async () => {
    setError(null);
    // A press of Pay may run the provider's confirmation step once more.
    authenticated.current = null;
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per answer; a new `send` must not replay it.
  useEffect(() => {
    if (!outcome) return;
    last.current = outcome;
    if (outcome.kind === 'failed') setError(failureMessage(outcome));
    if (outcome.kind === 'authenticate' && attempt.current) {
      const confirmKey = `${attempt.current.key}-confirm`;
      // Asked again after the provider's step already ran: it did not finish (its frame could not load, say).
      // The attempt is kept, so paying again asks the API afresh and never pays twice.
      if (authenticated.current === outcome.orderId || !card.current?.finishNextAction) {
        last.current = { kind: 'failed', message: NOT_CONFIRMED, sameAttempt: true, retryAfter: null };
        setError(NOT_CONFIRMED);
        return;
      }
      authenticated.current = outcome.orderId;
      setNotice('Please confirm the payment with your bank.');
      setAuthenticating(true);
      card.current
        .finishNextAction(outcome.clientSecret)
        .then(() => {
          setNotice('Finishing your payment…');
          send({ intent: 'confirm', orderId: outcome.orderId, key: confirmKey });
        })
        .finally(() => setAuthenticating(false));
    }
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
  return {
    onPay,
    onMount,
    onCardError,
    error,
    notice,
    processing: tokenizing || authenticating || fetcher.state !== 'idle',
  };
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
  /** PayPal's client id and SDK script URL, when PayPal is offered. */
  paypal?: PayPalButtonsProps['paypal'] | null;
  /** Affirm's public key and affirm.js, when Affirm is offered (a button beside the card). */
  affirm?: AffirmSettings | null;
  /** Bolt's publishable key and embed script, when Bolt's card fields are offered. */
  bolt?: BoltSettings | null;
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
  paypal = null,
  affirm = null,
  bolt = null,
  savedCards = { cards: [], canSave: false },
}: CardPaymentStepProps) {
  const [method, setMethod] = useState<PaymentMethodId>('sandbox');
  const [savedCardId, setSavedCardId] = useState(savedCards.cards[0]?.id ?? '');
  const [shouldSave, setShouldSave] = useState(false);
  // PayPal pays with its own buttons; the card hook keeps to card providers.
  const payment = useCardPayment(action, giftCardCoversTotal, isCardProvider(method) ? method : 'sandbox', {
    cardId: savedCardId || null,
    shouldSave: savedCards.canSave && shouldSave,
  });
  const [walletError, setWalletError] = useState<string | null>(null);
  const [walletBusy, setWalletBusy] = useState(false);
  const affirmCheckout = useAffirmCheckout(action, affirm, setWalletError);
  const chooseMethod = (id: string) => {
    const chosen = methods.find((offered) => offered.id === id);
    if (chosen) setMethod(chosen.id);
    setWalletError(null);
  };
  const paypalChosen = method === 'paypal' ? paypal : null;
  return (
    <PaymentStep
      total={total}
      methods={methods}
      method={method}
      onMethodChange={chooseMethod}
      giftCardCoversTotal={giftCardCoversTotal}
      onPay={payment.onPay}
      processing={payment.processing || walletBusy || affirmCheckout.processing}
      providers={affirm ? AFFIRM_CHOICE : []}
      onProviderPay={(id) => id === 'affirm' && affirmCheckout.open()}
      error={payment.error ?? walletError}
      payButton={!paypalChosen}
      notice={payment.notice ?? notice}
      {...(title ? { title } : {})}
      card={
        <>
          {paypalChosen ? (
            <Suspense fallback={<p role="status">Loading PayPal…</p>}>
              <PayPalButtons
                action={action}
                paypal={paypalChosen}
                onError={setWalletError}
                onProcessing={setWalletBusy}
              />
            </Suspense>
          ) : (
            <>
              {savedCards.cards.length > 0 ? (
                <SavedCardChoice cards={savedCards.cards} value={savedCardId} onChange={setSavedCardId} />
              ) : null}
              {savedCardId ? null : (
                <>
                  <ChosenCardFields
                    method={isCardProvider(method) ? method : 'sandbox'}
                    sandbox={sandbox}
                    stripePublishableKey={stripePublishableKey}
                    bolt={bolt}
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
    bolt: BoltSettings | null;
  };

// The fields of the chosen provider: the sandbox's frame, or a provider's module loaded on choice.
function ChosenCardFields({
  method,
  sandbox,
  stripePublishableKey,
  bolt,
  total,
  ...slot
}: ChosenCardFieldsProps) {
  if (
    method === 'sandbox' ||
    (method === 'stripe' && !stripePublishableKey) ||
    (method === 'bolt' && !bolt)
  ) {
    return (
      <SandboxCardFieldsSlot origin={sandbox.origin} publishableKey={sandbox.publishableKey} {...slot} />
    );
  }
  return (
    <Suspense fallback={<p role="status">Loading the payment form…</p>}>
      {method === 'stripe' && stripePublishableKey ? (
        <StripeCardFields publishableKey={stripePublishableKey} amount={total} {...slot} />
      ) : method === 'bolt' && bolt ? (
        <BoltCardFields bolt={bolt} {...slot} />
      ) : (
        <BraintreeCardFields {...slot} />
      )}
    </Suspense>
  );
}
