import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseCrossSite } from '../../http/cross-site';
import { ApiError } from '../../http/errors';
import { centsSchema, errorResponses, permIdSchema } from '../../http/schemas';
import { guardShopperRoutes, siteHeaders } from '../../http/shopper-routes';
import { requireSite } from '../../http/site';
import { ownSavedCard, savedCardProvider } from '../accounts/saved-cards';
import { requireUser, type SessionReader } from '../accounts/session-user';
import { orderSchema } from '../orders/routes';
import { affirmObject } from './affirm-object';
import { requestHash } from './idempotency';
import { paypalCheckoutOrder } from './paypal-order';
import { BraintreeProvider } from './providers/braintree';
import { type ProviderRegistry, providerOf } from './providers/registry';
import { type SettleDeps, settleFromEvent } from './reconcile';
import { confirmOrderPayment, type PaymentAnswer, type PaymentDeps, payForCart } from './service';

/** The client's key of one checkout attempt; the shop makes a new one per attempt (a UUID, say). */
export const paymentHeaders = siteHeaders.extend({
  'idempotency-key': z
    .string()
    .regex(
      /^[\x21-\x7e]{8,255}$/,
      'Send an Idempotency-Key of 8–255 visible characters, one per checkout attempt',
    ),
});

/** A provider's token (`tok_…`, a nonce, a checkout token): never card data. */
export const tokenSchema = z.string().trim().min(1).max(512);

/** The card provider a payment goes through. */
export const providerNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,31}$/)
  .default('sandbox')
  .meta({ description: "The card provider: 'sandbox' (default), 'stripe', 'braintree' when configured" });

const paymentAnswerSchema = z
  .object({
    orderId: z.string(),
    orderReference: z.string(),
    hasBeenPlaced: z.boolean(),
    status: z.enum(['PLACED', 'REQUIRES_CONFIRMATION']),
    confirmationUrl: z
      .string()
      .nullable()
      .meta({ description: 'Open it for the shopper to confirm (3-D Secure)' }),
    clientSecret: z
      .string()
      .nullable()
      .meta({
        description:
          "For the provider's browser script to run the confirmation (Stripe.js handleNextAction) instead of " +
          'opening confirmationUrl; then POST payments/{permId}/orders/{orderId}/confirm. Only in this answer to ' +
          'the paying shopper: a repeat of the attempt asks the provider again, nothing keeps it.',
      }),
    token: z
      .string()
      .nullable()
      .meta({ description: 'Opens the order status page (GET orders/{orderId}?token)' }),
    orderStatusUrl: z.string().nullable(),
    receipt: orderSchema.nullable(),
  })
  .meta({ id: 'PaymentAnswer' });

type PaymentApp = Parameters<FastifyPluginAsyncZod>[0];

const PAYMENT_ERRORS = errorResponses(400, 402, 403, 404, 409, 413, 415, 422, 503);

const DESCRIPTION =
  'Requires an Idempotency-Key header (one per checkout attempt): a repeat replays the first answer, a repeat ' +
  'while it runs answers 409 PAYMENT_IN_FLIGHT with Retry-After, the same key with another body 422 ' +
  'IDEMPOTENCY_KEY_REUSED. 200 PLACED (orderId, receipt, status link) or REQUIRES_CONFIRMATION (open ' +
  "confirmationUrl, or run the provider script's next action with clientSecret, then POST " +
  'payments/{permId}/orders/{orderId}/confirm; a repeat of a waiting attempt answers afresh). 402 CARD_DECLINED, ' +
  'INSUFFICIENT_FUNDS, AUTHENTICATION_FAILED or PROCESSING_ERROR: nothing charged, the cart intact. 503 ' +
  'PAYMENT_UNAVAILABLE with Retry-After: the provider did not answer; retry with the same key (never charged ' +
  'twice). 400 PROVIDER_NOT_AVAILABLE, 409 CART_EMPTY, 409 CHECKOUT_INCOMPLETE, 409 PAYMENT_IN_FLIGHT (another ' +
  'attempt of the cart is running), 422 PAYMENT_REJECTED (the token was refused).';

const permParams = z.object({ permId: permIdSchema });

// Request schemas with an OpenAPI id are made once per process, so a second app cannot swap their ids.
const shouldSaveSchema = z
  .boolean()
  .default(false)
  .meta({ description: 'Saved cards come with accounts; ignored for guests' });

const cardBodySchema = z
  .object({
    provider: providerNameSchema,
    token: tokenSchema,
    shouldSave: shouldSaveSchema,
  })
  .meta({ id: 'CardPayment' });

const savedCardBodySchema = z
  .object({ savedCardId: z.uuid('savedCardId must be a saved card id') })
  .meta({ id: 'SavedCardPayment' });

const affirmObjectBodySchema = z
  .object({ userConfirmationUrl: z.string().max(2048), userCancelUrl: z.string().max(2048) })
  .meta({ id: 'AffirmObjectRequest' });

const affirmContactSchema = z.object({
  name: z.object({ first: z.string(), last: z.string() }),
  address: z.object({
    line1: z.string(),
    line2: z.string().optional(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    country: z.string(),
  }),
  phone_number: z.string().optional(),
  email: z.string().optional(),
});

const affirmObjectSchema = z
  .object({
    merchant: z.object({
      public_api_key: z.string(),
      user_confirmation_url: z.string(),
      user_cancel_url: z.string(),
      user_confirmation_url_action: z.string(),
    }),
    shipping: affirmContactSchema,
    billing: affirmContactSchema,
    items: z.array(
      z.object({
        display_name: z.string(),
        sku: z.string(),
        unit_price: centsSchema,
        qty: z.number().int(),
        item_url: z.string(),
      }),
    ),
    discounts: z.record(
      z.string(),
      z.object({ discount_amount: centsSchema, discount_display_name: z.string() }),
    ),
    order_id: z.string(),
    currency: z.string(),
    shipping_amount: centsSchema,
    tax_amount: centsSchema,
    total: centsSchema,
  })
  .meta({ id: 'AffirmCheckoutObject' });

const paypalOrderSchema = z
  .object({
    id: z.string().meta({ description: "PayPal's order id: the buttons' createOrder answers it" }),
    amount: centsSchema.meta({ description: 'What the shopper approves at PayPal, in cents' }),
  })
  .meta({ id: 'PaypalCheckoutOrder' });

const webhookAnswerSchema = z
  .object({ received: z.literal(true), outcome: z.string() })
  .meta({ id: 'WebhookAnswer' });

const walletBody = (id: string) =>
  z.object({ token: tokenSchema, shouldSave: shouldSaveSchema }).meta({ id });
const WALLET_BODIES = {
  paypal: walletBody('PaypalPayment'),
  affirm: walletBody('AffirmPayment'),
  bolt: walletBody('BoltPayment'),
};

/** Sends a payment answer (stored or fresh) with its status and Retry-After. */
export function sendPaymentAnswer(reply: FastifyReply, answer: PaymentAnswer) {
  if (answer.retryAfter) reply.header('retry-after', String(answer.retryAfter));
  // biome-ignore lint/suspicious/noExplicitAny: a stored answer matches the route's schema for its status.
  return reply.code(answer.status).send(answer.body as any);
}

/** `payments/{permId}/paypal-order`: the PayPal order PayPal's buttons open (their createOrder). */
function paypalOrderRoute(app: PaymentApp, deps: PaymentDeps) {
  app.post(
    '/payments/:permId/paypal-order',
    {
      schema: {
        tags: ['payments'],
        summary: "The PayPal order PayPal's buttons open (their createOrder), for what the checkout owes now",
        description:
          'Holds and orders nothing: the shopper approves the PayPal order, then `payments/{permId}/paypal` pays ' +
          "with its id (the order's amount must still be owed). The Idempotency-Key of one createOrder: a repeat " +
          'answers the same PayPal order. 400 PROVIDER_NOT_AVAILABLE when PayPal is not configured; 409 ' +
          'CART_EMPTY, 409 CHECKOUT_INCOMPLETE; 422 PAYMENT_REJECTED when gift cards cover the total or PayPal ' +
          'refuses; 503 PAYMENT_UNAVAILABLE with Retry-After when PayPal does not answer.',
        params: permParams,
        headers: paymentHeaders,
        response: { 200: paypalOrderSchema, ...errorResponses(400, 403, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      const made = await paypalCheckoutOrder(
        deps,
        request.headers['x-site'],
        request.params.permId,
        request.headers['idempotency-key'],
      );
      if (made.ok) return made.value;
      reply.header('retry-after', String(made.retryAfterSeconds));
      throw new ApiError(503, 'PAYMENT_UNAVAILABLE', 'PayPal could not be reached; try again shortly');
    },
  );
}

/** Pays with one of the signed-in shopper's saved cards (only their own: another's answers 404). */
function savedCardRoute(app: PaymentApp, deps: PaymentDeps & { sessionUser: SessionReader }) {
  const shopOrigin = new URL(deps.shopUrl).origin;
  app.post(
    '/payments/:permId/saved-card',
    {
      // A saved card pays without anything typed: a browser's cross-site post must not reach it.
      onRequest: async (request) => refuseCrossSite(request, shopOrigin),
      schema: {
        tags: ['payments'],
        summary: "Pay with one of the signed-in shopper's saved cards",
        description: `${DESCRIPTION} 401 UNAUTHENTICATED when signed out; 404 SAVED_CARD_NOT_FOUND for a card that is not the shopper's own.`,
        params: permParams,
        headers: paymentHeaders,
        body: savedCardBodySchema,
        response: {
          200: paymentAnswerSchema,
          ...errorResponses(400, 401, 402, 403, 404, 409, 413, 415, 422, 503),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(deps.sessionUser, request);
      const card = await ownSavedCard(deps.db, user.id, request.body.savedCardId);
      const provider = savedCardProvider(deps.providers, card.provider);
      return sendPaymentAnswer(
        reply,
        await payForCart(deps, {
          site: request.headers['x-site'],
          permId: request.params.permId,
          key: request.headers['idempotency-key'],
          hash: requestHash(`pay:saved-card:${request.params.permId}`, request.body),
          method: { provider: provider.name, token: '', savedCard: card.providerRef },
          userId: user.id,
        }),
      );
    },
  );
}

/** The payment calls of SPEC §7, each through the provider registry and the order of a payment. */
export const paymentRoutes: FastifyPluginAsyncZod<
  PaymentDeps & { affirmPublicKey: string | undefined; sessionUser: SessionReader }
> = async (app, deps) => {
  // A permId is a credential: the path's permId must be the shopper's own cookie.
  guardShopperRoutes(app);

  /** The signed-in shopper paying (their order history lists the order), and whether to save the card. */
  const payer = async (request: FastifyRequest) => {
    const user = await deps.sessionUser(request);
    const body = request.body as { shouldSave?: boolean } | undefined;
    return { userId: user?.id ?? null, shouldSave: Boolean(user && body?.shouldSave) };
  };

  /** A route paying with one provider's token; `provider` picks it from the body or is fixed by the path. */
  const tokenRoute = <B extends z.ZodType<{ token: string }>>(
    path: string,
    summary: string,
    body: B,
    providerOf: (body: z.infer<B>) => string,
  ) =>
    app.post(
      `/payments/:permId/${path}`,
      {
        schema: {
          tags: ['payments'],
          summary,
          description: DESCRIPTION,
          params: permParams,
          headers: paymentHeaders,
          body,
          response: { 200: paymentAnswerSchema, ...PAYMENT_ERRORS },
        },
      },
      async (request, reply) => {
        const provider = providerOf(request.body as z.infer<B>);
        const { token } = request.body as { token: string };
        return sendPaymentAnswer(
          reply,
          await payForCart(deps, {
            site: request.headers['x-site'],
            permId: request.params.permId,
            key: request.headers['idempotency-key'],
            hash: requestHash(`pay:${path}:${request.params.permId}`, request.body),
            method: { provider, token },
            ...(await payer(request)),
          }),
        );
      },
    );

  tokenRoute(
    'card',
    'Pay by card (payments Stripe/{shouldSave}): the token of the provider card fields, never card data',
    cardBodySchema,
    (body) => body.provider,
  );
  tokenRoute(
    'paypal',
    'Pay with PayPal (payments Paypal/{shouldSave})',
    WALLET_BODIES.paypal,
    () => 'paypal',
  );
  tokenRoute(
    'affirm',
    'Pay with Affirm financing (payments Affirm): the checkout token',
    WALLET_BODIES.affirm,
    () => 'affirm',
  );
  tokenRoute(
    'bolt',
    'Pay with Bolt (payments Bolt): the transaction token',
    WALLET_BODIES.bolt,
    () => 'bolt',
  );

  app.post(
    '/payments/:permId/giftcard',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Pay with the gift cards of the checkout alone (payments GiftCard), when they cover the total',
        description: `${DESCRIPTION} 422 PAYMENT_REJECTED when the cards do not cover the total.`,
        params: permParams,
        headers: paymentHeaders,
        response: { 200: paymentAnswerSchema, ...PAYMENT_ERRORS },
      },
    },
    async (request, reply) =>
      sendPaymentAnswer(
        reply,
        await payForCart(deps, {
          site: request.headers['x-site'],
          permId: request.params.permId,
          key: request.headers['idempotency-key'],
          hash: requestHash(`pay:giftcard:${request.params.permId}`, null),
          method: null,
          ...(await payer(request)),
        }),
      ),
  );

  savedCardRoute(app, deps);

  app.post(
    '/payments/:permId/affirm-object',
    {
      schema: {
        tags: ['payments'],
        summary: "The checkout object Affirm's script opens financing with (payments AffirmObject)",
        description:
          'Priced by the API; holds and orders nothing (so no Idempotency-Key). The return pages must be the ' +
          "shop's /affirm/success/ and /affirm/cancelled/ (422 otherwise); 400 PROVIDER_NOT_AVAILABLE when Affirm " +
          'is not configured; 409 CART_EMPTY, 409 CHECKOUT_INCOMPLETE. Then `payments/{permId}/affirm` with the token.',
        params: permParams,
        headers: siteHeaders,
        body: affirmObjectBodySchema,
        response: { 200: affirmObjectSchema, ...errorResponses(400, 403, 409, 413, 415, 422) },
      },
    },
    async (request) => affirmObject(deps, request.headers['x-site'], request.params.permId, request.body),
  );

  paypalOrderRoute(app, deps);

  app.post(
    '/payments/:permId/orders/:orderId/confirm',
    {
      schema: {
        tags: ['payments'],
        summary: "Finish a payment after the shopper's confirmation on the provider's page",
        description: `Answers as the payment did. ${DESCRIPTION}`,
        params: z.object({ permId: permIdSchema, orderId: z.uuid('orderId must be a UUID') }),
        headers: paymentHeaders,
        response: { 200: paymentAnswerSchema, ...PAYMENT_ERRORS },
      },
    },
    async (request, reply) => {
      const { permId, orderId } = request.params;
      return sendPaymentAnswer(
        reply,
        await confirmOrderPayment(deps, {
          site: request.headers['x-site'],
          permId,
          orderId,
          key: request.headers['idempotency-key'],
          hash: requestHash(`confirm:${permId}:${orderId}`, null),
        }),
      );
    },
  );
};

/**
 * Provider webhooks (POST webhooks/payments/{provider}): the raw body is checked by the provider's own
 * signature check (a bad or old signature answers 400 and changes nothing), then the order is settled as the
 * reconciler would.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<SettleDeps> = async (app, deps) => {
  // The signature covers the exact bytes: keep the body as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  // The first address, `/payments/webhooks/…`, is still answered for providers set up with it, but undocumented:
  // its `{provider}` segment sits where a shopper's permId does in `/payments/{permId}/…`.
  for (const [url, hide] of [
    ['/webhooks/payments/:provider', false],
    ['/payments/webhooks/:provider', true],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          hide,
          tags: ['payments'],
          summary: "A payment provider's event, signed",
          params: z.object({ provider: z.string().regex(/^[a-z][a-z0-9-]{1,31}$/) }),
          response: {
            200: webhookAnswerSchema,
            ...errorResponses(400, 413),
          },
        },
      },
      async (request) => {
        const provider = providerOf(deps.providers, request.params.provider);
        const raw = typeof request.body === 'string' ? request.body : '';
        const verified = provider.verifyWebhook(raw, request.headers);
        if (!verified.ok) throw new ApiError(400, 'WEBHOOK_NOT_VALID', `Webhook refused: ${verified.reason}`);
        const settlement = await settleFromEvent(deps, provider.name, verified.event);
        return { received: true as const, outcome: settlement.kind };
      },
    );
  }
};

const braintreeClientSchema = z.object({ clientToken: z.string() }).meta({ id: 'BraintreeClient' });

/**
 * `GET checkout/braintreeclient` (SPEC §7): a client token for Braintree's browser fields, when Braintree is
 * configured; 404 PROVIDER_NOT_AVAILABLE when it is not, 503 PAYMENT_UNAVAILABLE when Braintree does not answer.
 */
export const braintreeClientRoutes: FastifyPluginAsyncZod<{ providers: ProviderRegistry }> = async (
  app,
  { providers },
) => {
  requireSite(app);
  app.get(
    '/checkout/braintreeclient',
    {
      schema: {
        tags: ['payments'],
        summary: "A client token for Braintree's card fields (checkout/braintreeclient)",
        headers: siteHeaders,
        response: { 200: braintreeClientSchema, ...errorResponses(400, 404, 503) },
      },
    },
    async (_request, reply) => {
      const braintree = providers.get('braintree');
      if (!(braintree instanceof BraintreeProvider)) {
        throw new ApiError(404, 'PROVIDER_NOT_AVAILABLE', 'Braintree is not configured on this shop');
      }
      const result = await braintree.clientToken();
      if (result.ok) return { clientToken: result.value };
      const retryAfter = result.failure.kind === 'unavailable' ? result.failure.retryAfterSeconds : 5;
      reply.header('retry-after', String(retryAfter));
      throw new ApiError(503, 'PAYMENT_UNAVAILABLE', 'Braintree could not be reached; try again shortly');
    },
  );
};
