import { PROMO_TEXTS } from '@fitkit/commerce-hooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { LookupGuard } from '../../http/rate-limit';
import { centsSchema, errorResponses, permIdSchema } from '../../http/schemas';
import { guardShopperRoutes } from '../../http/shopper-routes';
import { siteHeaders } from '../../http/site';
import type { CartPricing } from '../cart/service';
import { contactOutSchema, orderSummarySchema } from './schemas';
import { addGiftCard, applyCoupon, getCheckout, removeCoupon, removeGiftCard } from './service';

const checkoutSchema = z
  .object({
    permId: z.string(),
    shippingContact: contactOutSchema.nullable(),
    billingContact: contactOutSchema.nullable(),
    coupons: z.array(
      z.object({
        promoCodeId: z.string(),
        type: z.enum(['PERCENT', 'AMOUNT', 'FREE_SHIPPING']),
        status: z.enum(['APPLIED', 'PENDING', 'NOT_VALID']).meta({
          description:
            'PENDING: waiting for an eligible item; NOT_VALID: expired or used up since it was added',
        }),
        discount: centsSchema,
        freeShipping: z.boolean(),
      }),
    ),
    giftcards: z.array(
      z.object({
        id: z.string(),
        lastFour: z.string(),
        balance: centsSchema.meta({ description: 'available on the card now' }),
        applied: centsSchema.meta({ description: 'what it would pay of this checkout' }),
      }),
    ),
    summary: z.object({
      subtotal: centsSchema,
      discount: centsSchema,
      freeShipping: z.boolean(),
      giftCards: centsSchema,
      total: centsSchema.meta({ description: 'subtotal − discount, before shipping and tax' }),
      balanceDue: centsSchema,
    }),
    receipt: z.object({ orderId: z.string(), orderReference: z.string() }).nullable(),
    orderSummary: orderSummarySchema,
  })
  .meta({ id: 'Checkout' });

/** A promo code as typed: letters, digits, dashes and underscores. */
const promoCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'A promo code is 1–32 letters, digits, dashes or underscores');

const couponAnswerSchema = z
  .object({
    code: z.enum(['SUCCESS', 'PROMO_CODE_NOT_APPLIED']),
    message: z.string(),
    checkout: checkoutSchema,
  })
  .meta({ id: 'CouponAnswer' });

const giftCardBodySchema = z
  .object({
    number: z
      .string()
      .regex(/^[0-9 -]{12,24}$/, 'A gift card number is 12–19 digits')
      .refine((v) => /^\d{12,19}$/.test(v.replace(/[\s-]/g, '')), 'A gift card number is 12–19 digits'),
    pin: z.string().regex(/^\d{4,8}$/, 'A PIN is 4–8 digits'),
  })
  .meta({ id: 'AddGiftCard' });

const giftCardAnswerSchema = z
  .object({
    giftcard: z.object({ id: z.string(), lastFour: z.string(), balance: centsSchema }),
    checkout: checkoutSchema,
  })
  .meta({ id: 'GiftCardAnswer' });

const applyCouponBodySchema = z.object({ promoCodeId: promoCodeSchema }).meta({ id: 'ApplyCoupon' });

const permParams = z.object({ permId: permIdSchema });

/** Checkout data, promo codes and gift cards of a shopper, per site (SPEC §7 checkout calls). */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  db: Database;
  guard: LookupGuard;
  pricing?: CartPricing;
}> = async (app, { db, guard, pricing }) => {
  guardShopperRoutes(app);

  app.get(
    '/checkout/:permId',
    {
      schema: {
        tags: ['checkout'],
        summary: 'The checkout data: codes, gift cards and the priced summary',
        params: permParams,
        headers: siteHeaders,
        response: { 200: checkoutSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => getCheckout(db, request.headers['x-site'], request.params.permId, pricing),
  );

  app.post(
    '/checkout/:permId/coupons',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Apply a promo code',
        description:
          'SUCCESS, or PROMO_CODE_NOT_APPLIED when the code is valid but waits for an eligible item. Failures: 409 ' +
          'PROMO_CODE_EXISTS, 409 SIMILAR_PROMO_CODE_EXISTS (one code per kind), 422 PROMO_CODE_NOT_VALID; each ' +
          "error's message is the text to show (SPEC §5). 429 with Retry-After when attempts are too many.",
        params: permParams,
        headers: siteHeaders,
        body: applyCouponBodySchema,
        response: { 200: couponAnswerSchema, ...errorResponses(400, 403, 409, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      guard('coupons', request, reply);
      const site = request.headers['x-site'];
      const code = await applyCoupon(db, site, request.params.permId, request.body.promoCodeId);
      return {
        code,
        message: PROMO_TEXTS[code],
        checkout: await getCheckout(db, site, request.params.permId, pricing),
      };
    },
  );

  app.delete(
    '/checkout/:permId/coupons/:promoCodeId',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Take a promo code off',
        params: z.object({ permId: permIdSchema, promoCodeId: promoCodeSchema }),
        headers: siteHeaders,
        response: { 200: checkoutSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const site = request.headers['x-site'];
      await removeCoupon(db, site, request.params.permId, request.params.promoCodeId);
      return getCheckout(db, site, request.params.permId, pricing);
    },
  );

  app.post(
    '/checkout/:permId/giftcards',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Add a gift card by number and PIN; answers its balance',
        description:
          'Failures: 422 GIFT_CARD_NOT_VALID (unknown number, wrong PIN or expired: one answer), 422 ' +
          'GIFT_CARD_EMPTY, 422 GIFT_CARD_LIMIT, 409 GIFT_CARD_EXISTS, 429 with Retry-After.',
        params: permParams,
        headers: siteHeaders,
        body: giftCardBodySchema,
        response: { 200: giftCardAnswerSchema, ...errorResponses(400, 403, 409, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      guard('giftcards', request, reply);
      const site = request.headers['x-site'];
      const { number, pin } = request.body;
      const giftcard = await addGiftCard(db, site, request.params.permId, number, pin);
      return { giftcard, checkout: await getCheckout(db, site, request.params.permId, pricing) };
    },
  );

  app.delete(
    '/checkout/:permId/giftcards/:id',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Take a gift card off',
        params: z.object({ permId: permIdSchema, id: z.uuid('id must be a UUID') }),
        headers: siteHeaders,
        response: { 200: checkoutSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const site = request.headers['x-site'];
      await removeGiftCard(db, site, request.params.permId, request.params.id);
      return getCheckout(db, site, request.params.permId, pricing);
    },
  );
};
