// Loaded with `import()` only when the shopper chooses PayPal: neither this module nor PayPal's SDK is in the
// payment step's first load, and the SDK comes from PAYPAL_SCRIPT_URL (PayPal's own host).
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { type CardPaymentAnswer, failureMessage, type PaymentOutcome } from '../lib/payment-attempt';
import { loadProviderScript, type PayPalNamespace, paypalScriptSrc } from '../lib/provider-script';

/** The payment step's answer to PayPal's createOrder: the PayPal order's id, or why there is none. */
export type PayPalOrderAnswer =
  | { form: 'paypal-order'; ok: true; id: string }
  | { form: 'paypal-order'; ok: false; outcome: PaymentOutcome };

/** Props of {@link PayPalButtons}. */
export type PayPalButtonsProps = {
  /** The path whose action makes the PayPal order and pays with it. */
  action: string;
  /** The shop's PayPal client id and the SDK's script URL. */
  paypal: { clientId: string; scriptUrl: string };
  /** What went wrong, for the step's red box (null clears it). */
  onError: (message: string | null) => void;
  /** A PayPal order is being made or paid. */
  onProcessing: (processing: boolean) => void;
};

const UNAVAILABLE = 'PayPal could not be loaded. Please choose another way to pay.';

/**
 * PayPal's buttons in the card slot: `createOrder` asks the step's action for a PayPal order of what is owed
 * (one key per call), `onApprove` pays with the approved order through the same action as cards, under a key of
 * that PayPal order, so however often it is sent the order is placed once.
 */
export default function PayPalButtons({ action, paypal, onError, onProcessing }: PayPalButtonsProps) {
  const container = useRef<HTMLDivElement>(null);
  const orders = useFetcher<PayPalOrderAnswer>();
  const payments = useFetcher<CardPaymentAnswer>();
  const waiting = useRef<{ resolve: (id: string) => void; reject: (error: Error) => void } | null>(null);
  // Whether the shopper was told why createOrder failed (PayPal then reports the failure too).
  const told = useRef(false);
  // PayPal keeps the callbacks it was rendered with: they reach the fetchers through refs.
  const submit = useRef({ orders: orders.submit, payments: payments.submit });
  submit.current = { orders: orders.submit, payments: payments.submit };

  useEffect(() => {
    let buttons: ReturnType<PayPalNamespace['Buttons']> | null = null;
    let gone = false;
    Promise.resolve()
      .then(() =>
        loadProviderScript<PayPalNamespace>(paypalScriptSrc(paypal.scriptUrl, paypal.clientId), 'paypal'),
      )
      .then((sdk) => {
        if (gone || !container.current) return;
        buttons = sdk.Buttons({
          createOrder: () =>
            new Promise<string>((resolve, reject) => {
              onError(null);
              told.current = false;
              waiting.current = { resolve, reject };
              void submit.current.orders(
                { intent: 'paypal-order', key: crypto.randomUUID() },
                { method: 'post', action },
              );
            }),
          onApprove: async ({ orderID }) => {
            await submit.current.payments(
              { intent: 'paypal', key: `paypal-${orderID}`, token: orderID },
              { method: 'post', action },
            );
          },
          onError: () => {
            if (!told.current) onError('PayPal could not complete the payment. Please try again.');
          },
        });
        return buttons.render(container.current);
      })
      .catch(() => onError(UNAVAILABLE));
    return () => {
      gone = true;
      void buttons?.close?.();
    };
  }, [action, paypal.clientId, paypal.scriptUrl, onError]);

  // The step's answer to createOrder settles the promise PayPal waits on.
  useEffect(() => {
    const answer = orders.data;
    if (!answer || !waiting.current) return;
    const { resolve, reject } = waiting.current;
    waiting.current = null;
    if (answer.ok) return resolve(answer.id);
    if (answer.outcome.kind === 'failed') {
      told.current = true;
      onError(failureMessage(answer.outcome));
    }
    reject(new Error('No PayPal order'));
  }, [orders.data, onError]);

  // A payment that did not go through says why; a placed one has gone on to the receipt.
  useEffect(() => {
    const outcome = payments.data?.outcome;
    if (outcome?.kind === 'failed') onError(failureMessage(outcome));
  }, [payments.data, onError]);

  const busy = orders.state !== 'idle' || payments.state !== 'idle';
  useEffect(() => onProcessing(busy), [busy, onProcessing]);

  return <div ref={container} className="checkout-page__paypal" data-testid="paypal-buttons" />;
}
