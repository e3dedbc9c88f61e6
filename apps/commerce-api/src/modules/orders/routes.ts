import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { BALANCE_STATUSES, LINE_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '../../db/schema';
import type { LookupGuard } from '../../http/rate-limit';
import { centsSchema, errorResponses, permIdSchema, plainTextSchema } from '../../http/schemas';
import { requireSite, siteHeaders } from '../../http/site';
import type { RefundPort } from './refund-port';
import {
  cancelLine,
  cancelOrder,
  lookUpOrder,
  openOrder,
  orderView,
  receiptOf,
  requestReturn,
  trackingOf,
} from './service';

// What an order keeps as JSON, each field typed (no open object in the document): fields are optional because
// the rows were written by earlier versions too; the serializer leaves out anything else.
const keptText = z.string().nullable().optional();
/** The vehicle a line was bought for, by name, as the cart priced it (checkout/queries.ts). */
const lineFitmentSchema = z
  .object({
    year: z.number().int().nullable().optional(),
    makeName: keptText,
    modelName: keptText,
    bodyName: keptText,
    bedName: keptText,
    engineName: keptText,
    appNote: keptText,
  })
  .meta({ id: 'OrderLineFitment' });
/** Why a shopper cancelled or returned (ShopperDetails). */
const keptDetailsSchema = z
  .object({ reason: z.string().optional(), comment: z.string().optional() })
  .meta({ id: 'ShopperDetails' });
/** The shipping contact as the checkout kept it (contactSchema's fields). */
const keptContactSchema = z
  .object({
    fullName: z.string(),
    company: keptText,
    address1: z.string(),
    address2: keptText,
    city: z.string(),
    stateId: z.string(),
    zipcode: z.string(),
    country: z.string(),
    email: z.string(),
    phone: z.string(),
    subscribe: z.boolean().optional(),
  })
  .partial()
  .meta({ id: 'OrderContact' });

const orderItemSchema = z.object({
  itemId: z.string(),
  productId: z.number().int(),
  sku: z.string(),
  productName: z.string(),
  productLineSlug: z.string(),
  skuSlug: z.string(),
  qty: z.number().int(),
  unitPrice: centsSchema,
  subtotal: centsSchema,
  discount: centsSchema,
  tax: centsSchema,
  refunded: centsSchema,
  fitmentData: lineFitmentSchema.nullable(),
  shippingStatus: z.enum(LINE_STATUSES),
  cancellationDetails: keptDetailsSchema.nullable(),
  returnDetails: keptDetailsSchema.nullable(),
  canCancel: z.boolean(),
  canReturn: z.boolean(),
});

/** An order as its status page and receipt show it. */
export const orderSchema = z
  .object({
    orderId: z.string(),
    orderReference: z.string(),
    orderStatus: z.enum(ORDER_STATUSES),
    shippingStatus: z.enum(['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED']),
    createdAt: z.string(),
    placedAt: z.string().nullable(),
    email: z.string(),
    shippingContact: keptContactSchema,
    totals: z.object({
      subtotal: centsSchema,
      discount: centsSchema,
      shipping: centsSchema,
      tax: centsSchema,
      total: centsSchema,
      giftCards: centsSchema,
      refunded: centsSchema,
    }),
    payment: z
      .object({
        provider: z.string(),
        status: z.enum(PAYMENT_STATUSES),
        amount: centsSchema,
        refunded: centsSchema,
        displayNetwork: z.string().nullable(),
        lastFour: z.string().nullable(),
      })
      .nullable(),
    balances: z
      .array(
        z
          .object({
            balanceId: z.string(),
            reason: z.string(),
            amount: centsSchema,
            status: z.enum(BALANCE_STATUSES),
            requestedAt: z.string(),
            expiresAt: z.string(),
            paidAt: z.string().nullable(),
            displayNetwork: z.string().nullable(),
            lastFour: z.string().nullable(),
          })
          .meta({ id: 'OrderBalance' }),
      )
      .meta({ description: 'Payments asked of the order after it was placed (pay links), oldest first' }),
    cancellationDetails: keptDetailsSchema.nullable(),
    canCancel: z.boolean(),
    tracking: z
      .object({
        trackingId: z.string(),
        carrier: z.string().nullable(),
        trackingNumber: z.string().nullable(),
        shippedAt: z.string().nullable(),
        deliveredAt: z.string().nullable(),
      })
      .nullable(),
    items: z.array(orderItemSchema),
  })
  .meta({ id: 'Order' });

const changeAnswerSchema = z.object({ data: orderSchema, msg: z.string() }).meta({ id: 'OrderChange' });

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'token is not valid');
const tokenQuery = z.object({ token: tokenSchema });
const orderParams = z.object({ orderId: z.uuid('orderId must be a UUID') });
const detailsSchema = z.object({ reason: plainTextSchema(200), comment: plainTextSchema(1000).optional() });
const referenceSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,20}$/, 'orderReference is not valid');

const cancelOrderBodySchema = z
  .object({ shippingStatus: z.literal('CANCELLED'), cancellationDetails: detailsSchema })
  .meta({ id: 'CancelOrder' });
const changeItemBodySchema = z
  .discriminatedUnion('shippingStatus', [
    z.object({ shippingStatus: z.literal('CANCELLED'), cancellationDetails: detailsSchema }),
    z.object({ shippingStatus: z.literal('RETURNED'), returnDetails: detailsSchema }),
  ])
  .meta({ id: 'ChangeOrderItem' });
const lookupBodySchema = z
  .object({
    orderReference: referenceSchema,
    email: z.string().trim().max(254).optional(),
    zipcode: z
      .string()
      .trim()
      // 3–12 letters, digits, blanks and hyphens, not starting or ending with a blank: what the trimmed value must be.
      .regex(/^[A-Za-z0-9-][A-Za-z0-9 -]{1,10}[A-Za-z0-9-]$/, 'zipcode is not valid')
      .optional(),
  })
  .refine((b) => b.email || b.zipcode, {
    message: 'Give the e-mail or the ZIP code',
    path: ['email'],
  })
  // The refinement is not in the generated schema: the document says it in words.
  .meta({
    id: 'OrderLookup',
    description:
      'The order reference with the e-mail or the ZIP code of the order: one of the two, not blank.',
  });
const lookupAnswerSchema = z
  .object({ orderId: z.string(), token: z.string() })
  .meta({ id: 'OrderLookupAnswer' });
const trackingSchema = z
  .object({
    trackingId: z.string(),
    orderReference: z.string(),
    carrier: z.string(),
    trackingNumber: z.string(),
    status: z.enum(['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED']),
    shippedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    items: z.array(
      z.object({
        productName: z.string(),
        qty: z.number().int(),
        shippingStatus: z.enum(LINE_STATUSES),
      }),
    ),
  })
  .meta({ id: 'Tracking' });

/** Order status, cancel and return, look-up, receipt and tracking (SPEC §6, §7), per site. */
export const orderRoutes: FastifyPluginAsyncZod<{
  db: Database;
  guard: LookupGuard;
  refunds: RefundPort;
}> = async (app, { db, guard, refunds }) => {
  requireSite(app);

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'An order by id and status token',
        description: 'A wrong, missing or expired token answers 404 like an unknown order.',
        params: orderParams,
        querystring: tokenQuery,
        headers: siteHeaders,
        response: { 200: orderSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      guard('orders', request, reply);
      const order = await openOrder(
        db,
        request.headers['x-site'],
        request.params.orderId,
        request.query.token,
      );
      return orderView(db, order);
    },
  );

  app.put(
    '/orders/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel a whole order that has not shipped (refund through the provider)',
        description: "409 ORDER_NOT_CANCELLABLE: the error's message is the msg for the general box.",
        params: orderParams,
        querystring: tokenQuery,
        headers: siteHeaders,
        body: cancelOrderBodySchema,
        response: { 200: changeAnswerSchema, ...errorResponses(400, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      guard('orders', request, reply);
      const site = request.headers['x-site'];
      const { orderId } = request.params;
      await openOrder(db, site, orderId, request.query.token);
      return cancelOrder({ db, refunds, site, orderId }, request.body.cancellationDetails);
    },
  );

  app.put(
    '/orders/:orderId/items/:itemId',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel a line before shipping, or ask to return a delivered line',
        description:
          'CANCELLED refunds the line at once; RETURNED asks for a return (within 30 days of delivery), refunded ' +
          'when the item is back. 409 ORDER_NOT_CANCELLABLE / ITEM_NOT_RETURNABLE carry the msg.',
        params: orderParams.extend({ itemId: z.uuid('itemId must be a UUID') }),
        querystring: tokenQuery,
        headers: siteHeaders,
        body: changeItemBodySchema,
        response: { 200: changeAnswerSchema, ...errorResponses(400, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      guard('orders', request, reply);
      const site = request.headers['x-site'];
      const { orderId, itemId } = request.params;
      await openOrder(db, site, orderId, request.query.token);
      const body = request.body;
      const scope = { db, refunds, site, orderId };
      return body.shippingStatus === 'CANCELLED'
        ? cancelLine(scope, itemId, body.cancellationDetails)
        : requestReturn(scope, itemId, body.returnDetails);
    },
  );

  app.post(
    '/orders/lookup',
    {
      schema: {
        tags: ['orders'],
        summary: 'The order login overlay: order reference plus e-mail or ZIP code → id and a status token',
        headers: siteHeaders,
        body: lookupBodySchema,
        response: {
          200: lookupAnswerSchema,
          ...errorResponses(400, 404, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      guard('orders', request, reply);
      const { orderReference, email, zipcode } = request.body;
      return lookUpOrder(db, request.headers['x-site'], orderReference, { email, zipcode });
    },
  );

  app.get(
    '/receipt/:orderReference',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The receipt: permId plus card network and last four, or permId alone within an hour of paying',
        params: z.object({ orderReference: referenceSchema }),
        querystring: z.object({
          permId: permIdSchema,
          displayNetwork: z
            .string()
            .regex(/^[A-Za-z ]{2,24}$/, 'displayNetwork is not valid')
            .optional(),
          lastFour: z
            .string()
            .regex(/^\d{4}$/, 'lastFour is four digits')
            .optional(),
        }),
        headers: siteHeaders,
        response: { 200: orderSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      guard('receipt', request, reply);
      return receiptOf(db, request.headers['x-site'], request.params.orderReference, request.query);
    },
  );

  app.get(
    '/tracking/:trackingId',
    {
      schema: {
        tags: ['orders'],
        summary: 'A shipment: carrier, tracking number, dates and its items',
        params: z.object({
          trackingId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'trackingId is not valid'),
        }),
        headers: siteHeaders,
        response: {
          200: trackingSchema,
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      guard('orders', request, reply);
      return trackingOf(db, request.headers['x-site'], request.params.trackingId);
    },
  );
};
