import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { centsSchema, errorResponses, fitmentSchema, imageSchema, permIdSchema } from '../../http/schemas';
import { requireSite, siteHeaders } from '../../http/site';
import { addToCart, emptyCart, getCart, MAX_LINE_QTY, removeLine, setLineQty } from './service';

const cartItemSchema = z
  .object({
    itemId: z.string(),
    productId: z.number().int(),
    qty: z.number().int(),
    productName: z.string(),
    productLineSlug: z.string(),
    skuSlug: z.string(),
    image: imageSchema,
    fitmentData: z
      .object({
        year: z.number().int().nullable(),
        makeName: z.string().nullable(),
        modelName: z.string().nullable(),
        bedName: z.string().nullable(),
        bodyName: z.string().nullable(),
        engineName: z.string().nullable(),
        appNote: z.string().nullable(),
      })
      .nullable(),
    isVirtualItem: z.boolean(),
    originalPrice: centsSchema,
    salePrice: centsSchema,
    originalSubtotal: centsSchema,
    saleSubtotal: centsSchema,
    itemSubtotal: centsSchema,
    updatedAt: z.string(),
    warranty: z.null(),
    installation: z.null(),
  })
  .meta({ id: 'CartItem' });

const cartSchema = z
  .object({
    permId: z.string(),
    items: z.array(cartItemSchema),
    itemCount: z.number().int(),
    total: centsSchema,
  })
  .meta({ id: 'Cart' });

const qtySchema = z.number().int().min(1).max(MAX_LINE_QTY);
const productIdSchema = z.number().int().min(1).max(2_147_483_647);

const addBodySchema = z
  .object({
    productList: z
      .array(z.object({ productId: productIdSchema, qty: qtySchema, fitmentData: fitmentSchema.optional() }))
      .min(1)
      .max(20),
  })

  .meta({ id: 'AddToCart' });

const updateBodySchema = z.object({ qty: qtySchema }).meta({ id: 'UpdateCartItem' });

const permParams = z.object({ permId: permIdSchema });
const itemParams = z.object({ permId: permIdSchema, itemId: z.uuid('itemId must be a UUID') });
const responses = { 200: cartSchema, ...errorResponses(400, 404, 413, 415, 422) };

/** The cart of an anonymous shopper, per site (SPEC §7 cart calls). */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  requireSite(app);

  const site = (headers: { 'x-site': string }) => headers['x-site'];

  app.get(
    '/cart/:permId',
    {
      schema: {
        tags: ['cart'],
        summary: 'The cart (empty when none yet)',
        params: permParams,
        headers: siteHeaders,
        response: responses,
      },
    },
    async (request) => getCart(db, site(request.headers), request.params.permId),
  );

  app.post(
    '/cart/:permId/items',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add products; all or nothing',
        params: permParams,
        headers: siteHeaders,
        body: addBodySchema,
        response: responses,
      },
    },
    async (request) => addToCart(db, site(request.headers), request.params.permId, request.body.productList),
  );

  app.patch(
    '/cart/:permId/items/:itemId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Set the qty of a cart line',
        params: itemParams,
        headers: siteHeaders,
        body: updateBodySchema,
        response: responses,
      },
    },
    async (request) =>
      setLineQty(db, site(request.headers), request.params.permId, request.params.itemId, request.body.qty),
  );

  app.delete(
    '/cart/:permId/items/:itemId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a cart line',
        params: itemParams,
        headers: siteHeaders,
        response: responses,
      },
    },
    async (request) => removeLine(db, site(request.headers), request.params.permId, request.params.itemId),
  );

  app.delete(
    '/cart/:permId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Empty the cart',
        params: permParams,
        headers: siteHeaders,
        response: responses,
      },
    },
    async (request) => emptyCart(db, site(request.headers), request.params.permId),
  );
};
