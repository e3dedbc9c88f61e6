import { PaymentStep } from '@fitkit/ui/payment-step';
import { useCallback, useEffect, useRef, useState } from 'react';
import { data, redirect, useFetcher } from 'react-router';
import { CheckoutSidebar } from '../components/checkout-sidebar';
import { type SandboxCardFields, SandboxCardFieldsSlot } from '../components/sandbox-card-fields';
import { SITE_NAME } from '../lib/meta';
import {
  failureMessage,
  nextAttemptKey,
  type PaymentOutcome,
  PENDING_CONFIRMATION_KEY,
} from '../lib/payment-attempt';
import { checkoutSummary, readCheckoutStep, runDiscountForm } from '../server/checkout.server';
import { config } from '../server/config.server';
import { declarePage } from '../server/page-kind.server';
import { orderStatusCookie, pay, readPaymentRequest } from '../server/payment.server';
import { shopperContext } from '../server/shopper.server';
import { CHECKOUT_PATHS } from '../shop-routes';
import type { Route } from './+types/checkout-payment';

export const meta: Route.MetaFunction = () => [
  { title: `Payment | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** Checkout runs in simple mode: no search bar, no mini cart, no pop-ups. */
export const handle = { simple: true };

/** The payment step: what is left to pay; a shopper without an address goes back to the address step. */
export async function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const state = await readCheckoutStep(context, 'payment');
  const summary = checkoutSummary(state);
  const total = summary.total;
  return {
    summary,
    total,
    giftCardCoversTotal: state.checkout.giftcards.length > 0 && total === 0,
    sandbox: { origin: config.sandboxPublicUrl, publishableKey: config.sandboxPublishableKey },
  };
}

/**
 * Pays with the token the browser got from the card frame (or the gift cards alone, or confirms a payment the
 * shopper confirmed with their bank) under the attempt's Idempotency-Key: placed orders go to the receipt (303);
 * anything else answers what the step does next. The summary's discount forms post here too.
 */
export async function action({ context, request }: Route.ActionArgs) {
  declarePage(context, 'private');
  const shopper = context.get(shopperContext);
  const form = await request.formData();
  const payment = readPaymentRequest(form);
  if (payment) {
    const { outcome, statusPath } = await pay(shopper, payment);
    if (outcome.kind === 'placed') {
      const headers = statusPath ? { 'Set-Cookie': orderStatusCookie(statusPath) } : undefined;
      return redirect(CHECKOUT_PATHS.receipt, { status: 303, headers });
    }
    return data({ form: 'payment' as const, outcome }, { status: outcome.kind === 'failed' ? 400 : 200 });
  }
  const discount = await runDiscountForm(shopper, form);
  if (discount)
    return data(discount, { status: discount.generalError || discount.errors.length ? 400 : 200 });
  return data({ form: 'payment' as const, outcome: null }, { status: 400 });
}

type PendingConfirmation = { orderId: string; key: string };

/**
 * The browser side of paying: tokenise in the card frame, post only the token with the attempt's key, and follow
 * the answer (the receipt, a message, or the bank's confirmation page and back).
 */
function usePayment(giftCardCoversTotal: boolean) {
  const fetcher = useFetcher<typeof action>();
  const card = useRef<SandboxCardFields | null>(null);
  const attempt = useRef<{ key: string; token: string | null } | null>(null);
  const last = useRef<PaymentOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);

  const send = useCallback(
    (fields: Record<string, string>) =>
      fetcher.submit(fields, { method: 'post', action: CHECKOUT_PATHS.payment }),
    [fetcher.submit],
  );

  const onPay = async () => {
    setError(null);
    const key = nextAttemptKey(attempt.current?.key ?? null, last.current, () => crypto.randomUUID());
    // The same attempt is sent again as it was (same key, same token), so the API can finish it exactly once.
    const token = key === attempt.current?.key ? attempt.current.token : null;
    last.current = null;
    if (giftCardCoversTotal) {
      attempt.current = { key, token: null };
      return send({ intent: 'giftcard', key });
    }
    if (token) return send({ intent: 'card', key, token });
    if (!card.current) return setError('The card form is still loading. Please wait a moment.');
    setTokenizing(true);
    try {
      const result = await card.current.tokenize();
      attempt.current = { key, token: result.token };
      send({ intent: 'card', key, token: result.token });
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'Please check your card details.');
    } finally {
      setTokenizing(false);
    }
  };

  const outcome = fetcher.data && 'outcome' in fetcher.data ? fetcher.data.outcome : null;
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

  const onMount = useCallback((fields: SandboxCardFields | null) => {
    card.current = fields;
  }, []);
  const onCardError = useCallback(
    () => setError('The card form could not be loaded. Please reload the page.'),
    [],
  );
  return { onPay, onMount, onCardError, error, notice, processing: tokenizing || fetcher.state !== 'idle' };
}

// The payment step: the sandbox's card frame in the ui PaymentStep, the order summary and discount forms beside it.
export default function CheckoutPaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { summary, total, giftCardCoversTotal, sandbox } = loaderData;
  const payment = usePayment(giftCardCoversTotal);
  const verdict = actionData && 'errors' in actionData ? actionData : undefined;
  return (
    <div className="page checkout-page">
      <h1>Payment</h1>
      <div className="checkout-page__layout">
        <PaymentStep
          total={total}
          giftCardCoversTotal={giftCardCoversTotal}
          onPay={payment.onPay}
          processing={payment.processing}
          error={payment.error}
          notice={payment.notice}
          card={
            <>
              <SandboxCardFieldsSlot
                origin={sandbox.origin}
                publishableKey={sandbox.publishableKey}
                onMount={payment.onMount}
                onError={payment.onCardError}
              />
              <noscript>
                <p>Paying by card needs JavaScript: the card fields come from our payment provider.</p>
              </noscript>
            </>
          }
        />
        <CheckoutSidebar summary={summary} action={CHECKOUT_PATHS.payment} verdict={verdict} />
      </div>
    </div>
  );
}
