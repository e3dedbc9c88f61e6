import { data, redirect } from 'react-router';
import { CardPaymentStep } from '../components/card-payment';
import { CheckoutSidebar } from '../components/checkout-sidebar';
import { AFFIRM_CANCELLED_TEXT, AFFIRM_RETURN_PARAM } from '../lib/affirm-return';
import { SITE_NAME } from '../lib/meta';
import { offeredPaymentMethods } from '../lib/payment-methods';
import { affirmCheckoutObject } from '../server/affirm.server';
import { checkoutSummary, readCheckoutStep, runDiscountForm } from '../server/checkout.server';
import { savedCardsOf } from '../server/checkout-account.server';
import { config } from '../server/config.server';
import { integrationScripts, integrationsOffByShop } from '../server/integrations.server';
import { declarePage } from '../server/page-kind.server';
import { createPayPalOrder, orderStatusCookie, pay, readPaymentRequest } from '../server/payment.server';
import { publicOrigin } from '../server/seo.server';
import { shopperContext } from '../server/shopper.server';
import { CHECKOUT_PATHS } from '../shop-routes';
import type { Route } from './+types/checkout-payment';

export const meta: Route.MetaFunction = () => [
  { title: `Payment | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** Checkout runs in simple mode: no search bar, no mini cart, no pop-ups. */
export const handle = { simple: true };

/**
 * The payment step: what is left to pay; a shopper without an address goes back to the address step. Back from
 * Affirm's cancel page, the step says so.
 */
/** PayPal's buttons when the shop has PayPal's client id and its script (the integration registry's), and keeps it on. */
function paypalButtons() {
  const scriptUrl = integrationScripts().paypal;
  if (!config.paypalClientId || !scriptUrl || integrationsOffByShop().includes('paypal')) return null;
  return { clientId: config.paypalClientId, scriptUrl };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const state = await readCheckoutStep(context, 'payment');
  const summary = checkoutSummary(state);
  const total = summary.total;
  const paypal = paypalButtons();
  const bolt =
    config.boltPublishableKey && config.boltScriptUrl
      ? { publishableKey: config.boltPublishableKey, scriptUrl: config.boltScriptUrl }
      : null;
  return {
    savedCards: await savedCardsOf(context),
    summary,
    total,
    giftCardCoversTotal: state.checkout.giftcards.length > 0 && total === 0,
    sandbox: { origin: config.sandboxPublicUrl, publishableKey: config.sandboxPublishableKey },
    methods: offeredPaymentMethods({
      ...config,
      paypalClientId: paypal?.clientId ?? null,
      boltPublishableKey: bolt?.publishableKey ?? null,
    }),
    bolt,
    stripePublishableKey: config.stripePublishableKey,
    paypal,
    affirm:
      config.affirmPublicKey && config.affirmScriptUrl
        ? { publicKey: config.affirmPublicKey, scriptUrl: config.affirmScriptUrl }
        : null,
    notice:
      new URL(request.url).searchParams.get(AFFIRM_RETURN_PARAM) === 'cancelled'
        ? AFFIRM_CANCELLED_TEXT
        : null,
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
  const key = form.get('key');
  // PayPal's createOrder: the PayPal order of what is owed now, under the key of this one call.
  if (form.get('intent') === 'paypal-order' && typeof key === 'string' && key) {
    const made = await createPayPalOrder(shopper, key);
    return data({ form: 'paypal-order' as const, ...made }, { status: made.ok ? 200 : 400 });
  }
  // Affirm's button: the checkout object affirm.js opens, returning to the shop's own Affirm pages.
  if (form.get('intent') === 'affirm-object') {
    const made = await affirmCheckoutObject(shopper, publicOrigin(request));
    return data({ form: 'affirm-object' as const, ...made }, { status: made.ok ? 200 : 400 });
  }
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

// The payment step: the chosen way to pay (the sandbox's card frame first) in the ui PaymentStep, the order summary and discount forms beside it.
export default function CheckoutPaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    summary,
    total,
    giftCardCoversTotal,
    sandbox,
    methods,
    stripePublishableKey,
    paypal,
    affirm,
    bolt,
    notice,
    savedCards,
  } = loaderData;
  const verdict = actionData && 'errors' in actionData ? actionData : undefined;
  return (
    <div className="page checkout-page">
      <h1>Payment</h1>
      <div className="checkout-page__layout">
        <CardPaymentStep
          action={CHECKOUT_PATHS.payment}
          total={total}
          giftCardCoversTotal={giftCardCoversTotal}
          sandbox={sandbox}
          methods={methods}
          stripePublishableKey={stripePublishableKey}
          paypal={paypal}
          affirm={affirm}
          bolt={bolt}
          notice={notice}
          savedCards={savedCards}
        />
        <CheckoutSidebar summary={summary} action={CHECKOUT_PATHS.payment} verdict={verdict} />
      </div>
    </div>
  );
}
