import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { centsSchema, errorResponses, plainTextSchema } from '../../http/schemas';
import { requireSite, siteHeaders } from '../../http/site';
import { requestBalance } from '../balances/service';
import { demoTrackingNumber, orderIdOf, placeDemoOrder } from './fulfilment';
import { readOrder } from './queries';
import type { CapturePort, RefundPort } from './refund-port';
import { deliverOrder, receiveReturns, shipOrder } from './service';

const referenceParams = z.object({
  orderReference: z.string().regex(/^[A-Za-z0-9-]{4,20}$/, 'orderReference is not valid'),
});
const done = z.object({ orderId: z.string(), status: z.string() }).meta({ id: 'FulfilmentStep' });

/**
 * Warehouse moves for development (`pnpm orders:fulfil` calls them on the running API, so the embedded database
 * is never opened twice): ship with a tracking number, deliver, receive returns, place a demo order. Not
 * registered in production.
 */
export const fulfilmentRoutes: FastifyPluginAsyncZod<{
  db: Database;
  refunds: RefundPort;
  captures: CapturePort;
  shopUrl: string;
}> = async (app, { db, refunds, captures, shopUrl }) => {
  requireSite(app);
  const statusOf = async (site: string, orderId: string) => (await readOrder(db, site, orderId))!.status;

  app.post(
    '/fulfilment/orders/:orderReference/ship',
    {
      schema: {
        // Development only, like the outbox: not part of the published contract.
        hide: true,
        tags: ['fulfilment'],
        summary: 'Ship an order (development)',
        params: referenceParams,
        headers: siteHeaders,
        body: z
          .object({
            carrier: z
              .string()
              .trim()
              .regex(/^[A-Za-z0-9 .-]{2,32}$/)
              .optional(),
            trackingNumber: z
              .string()
              .trim()
              .regex(/^[A-Za-z0-9-]{6,40}$/)
              .optional(),
          })
          .nullish(),
        response: { 200: done.extend({ trackingId: z.string() }), ...errorResponses(400, 404, 409, 503) },
      },
    },
    async (request) => {
      const site = request.headers['x-site'];
      const orderId = await orderIdOf(db, site, request.params.orderReference);
      const { trackingId } = await shipOrder(db, captures, site, orderId, {
        carrier: request.body?.carrier ?? 'UPS',
        trackingNumber: request.body?.trackingNumber ?? demoTrackingNumber(),
      });
      return { orderId, status: await statusOf(site, orderId), trackingId };
    },
  );

  app.post(
    '/fulfilment/orders/:orderReference/deliver',
    {
      schema: {
        hide: true,
        tags: ['fulfilment'],
        summary: 'Mark an order delivered (development)',
        params: referenceParams,
        headers: siteHeaders,
        response: { 200: done, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const site = request.headers['x-site'];
      const orderId = await orderIdOf(db, site, request.params.orderReference);
      await deliverOrder(db, site, orderId);
      return { orderId, status: await statusOf(site, orderId) };
    },
  );

  app.post(
    '/fulfilment/orders/:orderReference/return',
    {
      schema: {
        hide: true,
        tags: ['fulfilment'],
        summary: 'Receive returns and refund them (development)',
        params: referenceParams,
        headers: siteHeaders,
        response: { 200: done.extend({ returned: z.number().int() }), ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const site = request.headers['x-site'];
      const orderId = await orderIdOf(db, site, request.params.orderReference);
      const { returned } = await receiveReturns(db, refunds, site, orderId);
      return { orderId, status: await statusOf(site, orderId), returned };
    },
  );

  app.post(
    '/fulfilment/orders/:orderReference/balance',
    {
      schema: {
        hide: true,
        tags: ['fulfilment'],
        summary:
          'Ask the shopper to pay a balance on a placed order; the pay link goes to the outbox (development)',
        params: referenceParams,
        headers: siteHeaders,
        body: z.object({
          amount: centsSchema.min(1).max(1_000_000),
          reason: plainTextSchema(120),
          validDays: z.number().int().min(1).max(90).optional(),
        }),
        response: {
          200: z.object({
            orderId: z.string(),
            balanceId: z.string(),
            amount: centsSchema,
            expiresAt: z.string(),
            payUrl: z.string(),
          }),
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request) => {
      const { amount, reason, validDays } = request.body;
      return requestBalance(db, shopUrl, request.headers['x-site'], request.params.orderReference, {
        amountCents: amount,
        reason,
        ...(validDays ? { validDays } : {}),
      });
    },
  );

  app.post(
    '/fulfilment/demo-order',
    {
      schema: {
        hide: true,
        tags: ['fulfilment'],
        summary: 'Place a paid demo order of two products (development)',
        headers: siteHeaders,
        body: z.object({ email: z.email().max(254).optional() }).nullish(),
        response: {
          200: z.object({
            orderId: z.string(),
            reference: z.string(),
            token: z.string(),
            statusUrl: z.string(),
          }),
          ...errorResponses(400, 409),
        },
      },
    },
    async (request) => {
      const email = request.body?.email;
      const order = await placeDemoOrder(db, request.headers['x-site'], shopUrl, email ? { email } : {});
      return {
        orderId: order.orderId,
        reference: order.reference,
        token: order.token,
        statusUrl: order.statusUrl,
      };
    },
  );
};
