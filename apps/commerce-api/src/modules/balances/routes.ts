import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LookupGuard } from '../../http/rate-limit';
import { centsSchema, errorResponses } from '../../http/schemas';
import { requireSite, siteHeaders } from '../../http/site';
import { requestHash } from '../payments/idempotency';
import { paymentHeaders, providerNameSchema, sendPaymentAnswer, tokenSchema } from '../payments/routes';
import type { PaymentDeps } from '../payments/service';
import { payBalance, readPayLink } from './service';

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
    status: z.literal('PAID'),
    token: z.string().meta({ description: 'Opens the order status page (GET orders/{orderId}?token)' }),
    orderStatusUrl: z.string(),
  })
  .meta({ id: 'BalancePaymentAnswer' });

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
          'with Retry-After. Charged (captured) at once. 402 CARD_DECLINED, INSUFFICIENT_FUNDS, ' +
          'AUTHENTICATION_FAILED (also for cards that need the bank’s confirmation) or PROCESSING_ERROR: nothing ' +
          'charged, the link still open. 503 PAYMENT_UNAVAILABLE with Retry-After: retry with the same key. ' +
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
};
