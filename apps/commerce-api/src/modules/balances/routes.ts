import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LookupGuard } from '../../http/rate-limit';
import { centsSchema, errorResponses } from '../../http/schemas';
import { requireSite, siteHeaders } from '../../http/site';
import { requestHash } from '../payments/idempotency';
import { paymentHeaders, providerNameSchema, sendPaymentAnswer, tokenSchema } from '../payments/routes';
import type { PaymentDeps } from '../payments/service';
import { confirmBalancePayment, payBalance, readPayLink } from './service';

const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'token is not valid');
const orderParams = z.object({ orderId: z.uuid('orderId must be a UUID') });

const payLinkSchema = z
  .object({
    orderId: z.string(),
    orderReference: z.string(),
    balanceId: z.string(),
    amount: centsSchema,
    reason: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'PayLink' });

const balancePaymentBodySchema = z
  .object({
    linkToken: linkTokenSchema.meta({ description: "The pay link's token, from the e-mail" }),
    provider: providerNameSchema,
    token: tokenSchema,
  })
  .meta({ id: 'BalancePayment' });

const balancePaymentAnswerSchema = z
  .object({
    orderId: z.string(),
    orderReference: z.string(),
    balanceId: z.string(),
    amount: centsSchema,
    status: z.enum(['PAID', 'REQUIRES_CONFIRMATION']),
    confirmationUrl: z
      .string()
      .nullable()
      .meta({ description: "REQUIRES_CONFIRMATION: the provider's page where the payer confirms" }),
    clientSecret: z
      .string()
      .nullable()
      .meta({
        description:
          "REQUIRES_CONFIRMATION: what the provider's browser script confirms with (Stripe's 3-D Secure); " +
          'only ever answered to the link holder paying, never stored',
      }),
    token: z
      .string()
      .nullable()
      .meta({ description: 'PAID: opens the order status page (GET orders/{orderId}?token)' }),
    orderStatusUrl: z.string().nullable(),
  })
  .meta({ id: 'BalancePaymentAnswer' });

const balanceConfirmBodySchema = z
  .object({ linkToken: linkTokenSchema.meta({ description: "The pay link's token, from the e-mail" }) })
  .meta({ id: 'BalanceConfirmation' });

const LINK_ERRORS =
  '404 PAY_LINK_NOT_VALID (unknown order or wrong token, alike), 410 PAY_LINK_EXPIRED, 409 BALANCE_PAID.';

/**
 * Pay links (SPEC §2 /pay/): a balance due on a placed order, opened by the order id and the e-mailed link's
 * token, and paid by card through the provider registry under an Idempotency-Key.
 */
export const payLinkRoutes: FastifyPluginAsyncZod<PaymentDeps & { guard: LookupGuard }> = async (
  app,
  deps,
) => {
  requireSite(app);

  app.get(
    '/pay-links/:orderId',
    {
      schema: {
        tags: ['payments'],
        summary: 'What a pay link asks for: the order reference, the amount due and why',
        description: `${LINK_ERRORS} 429 RATE_LIMITED.`,
        params: orderParams,
        querystring: z.object({ token: linkTokenSchema }),
        headers: siteHeaders,
        response: { 200: payLinkSchema, ...errorResponses(400, 404, 409, 410, 429) },
      },
    },
    async (request, reply) => {
      deps.guard('orders', request, reply);
      return readPayLink(deps.db, request.headers['x-site'], request.params.orderId, request.query.token);
    },
  );

  app.post(
    '/pay-links/:orderId/payments',
    {
      schema: {
        tags: ['payments'],
        summary: "Pay a pay link's balance by card: the provider's token, never card data",
        description:
          'Requires an Idempotency-Key header (one per attempt): a repeat replays the first answer. Of two ' +
          'payments of one link at once only one reaches the provider; the other answers 409 PAYMENT_IN_FLIGHT ' +
          'with Retry-After. Charged (captured) at once. A card that needs the bank’s confirmation (3-D Secure) ' +
          'answers 200 REQUIRES_CONFIRMATION with the confirmation page or client secret; then POST …/confirm. ' +
          '402 CARD_DECLINED, INSUFFICIENT_FUNDS, AUTHENTICATION_FAILED or PROCESSING_ERROR: nothing ' +
          'charged, the link still open. 503 PAYMENT_UNAVAILABLE with Retry-After: retry with the same key. ' +
          '410 PAY_LINK_EXPIRED also when the order was cancelled while the payment was on its way (refunded). ' +
          `${LINK_ERRORS} 429 RATE_LIMITED.`,
        params: orderParams,
        headers: paymentHeaders,
        body: balancePaymentBodySchema,
        response: {
          200: balancePaymentAnswerSchema,
          ...errorResponses(400, 402, 404, 409, 410, 413, 415, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      deps.guard('orders', request, reply);
      const { linkToken, provider, token } = request.body;
      return sendPaymentAnswer(
        reply,
        await payBalance(deps, {
          site: request.headers['x-site'],
          orderId: request.params.orderId,
          linkToken,
          key: request.headers['idempotency-key'],
          hash: requestHash(`pay-link:${request.params.orderId}`, request.body),
          method: { provider, token },
        }),
      );
    },
  );

  app.post(
    '/pay-links/:orderId/payments/confirm',
    {
      schema: {
        tags: ['payments'],
        summary: "Finish a pay link's payment after the payer confirmed it with their bank (3-D Secure)",
        description:
          'Requires an Idempotency-Key header (the attempt’s key with `-confirm`). Answers as paying does: 200 ' +
          'PAID, 200 REQUIRES_CONFIRMATION while the bank still waits, 402 when the bank refused, 409 ' +
          'PAYMENT_IN_FLIGHT (Retry-After) while the confirmation is not finished, 409 INVALID_TRANSITION when no ' +
          `payment waits for a confirmation. ${LINK_ERRORS} 429 RATE_LIMITED.`,
        params: orderParams,
        headers: paymentHeaders,
        body: balanceConfirmBodySchema,
        response: {
          200: balancePaymentAnswerSchema,
          ...errorResponses(400, 402, 404, 409, 410, 413, 415, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      deps.guard('orders', request, reply);
      return sendPaymentAnswer(
        reply,
        await confirmBalancePayment(deps, {
          site: request.headers['x-site'],
          orderId: request.params.orderId,
          linkToken: request.body.linkToken,
          key: request.headers['idempotency-key'],
          hash: requestHash(`pay-link-confirm:${request.params.orderId}`, request.body),
        }),
      );
    },
  );
};
