import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { SESSION_OPTIONAL } from '../../http/openapi';
import {
  boundedText,
  centsSchema,
  EMAIL_SHAPE,
  errorResponses,
  fitmentSchema,
  imageSchema,
  permIdSchema,
} from '../../http/schemas';
import { guardShopperRoutes, permParams, site, siteHeaders } from '../../http/shopper-routes';
import type { Auth } from '../accounts/auth';
import { orderSummarySchema, shippingMethodSchema, warrantyOfferSchema } from '../checkout/schemas';
import { SHIPPING_METHOD_IDS } from '../checkout/shipping';
import { isWishlistId, wishlistIdSchema } from '../wishlist/ids';
import { requireOwnCartOrWishlist } from '../wishlist/owner';
import { addToWishlist, emptyWishlist, getWishlist, removeFromWishlist } from '../wishlist/service';
import { createRestoreLink, restoreCart, shareCart } from './restore';
import {
  addToCart,
  type CartPricing,
  chooseInstallation,
  emptyCart,
  getCart,
  MAX_LINE_QTY,
  removeLine,
  removeWarranty,
  setLineQty,
  setWarranty,
} from './service';

const shortIdSchema = z.object({ shortId: z.string() }).meta({ id: 'CartLink' });

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
    // Optional in the contract like the fields below; the API always sends it.
    fitment: fitmentSchema.nullable().optional(),
    isVirtualItem: z.boolean(),
    originalPrice: centsSchema,
    salePrice: centsSchema,
    originalSubtotal: centsSchema,
    saleSubtotal: centsSchema,
    itemSubtotal: centsSchema,
    updatedAt: z.string(),
    warranty: z.object({ planId: z.string(), qty: z.number().int() }).nullable(),
    installation: z.object({ price: centsSchema, qty: z.number().int() }).nullable(),
    // Optional in the contract so clients that build a cart line themselves (optimistic updates) stay valid.
    warrantyPlans: z.array(warrantyOfferSchema).optional(),
    installationPrice: centsSchema.nullable().optional(),
    /** What a wishlist line was added with (wishlist lines only). */
    meta: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  })
  .meta({ id: 'CartItem' });

/** The cart as the API answers it; a wishlist has the same shape without shipping and summary. */
export const cartSchema = z
  .object({
    permId: z.string(),
    items: z.array(cartItemSchema),
    itemCount: z.number().int(),
    total: centsSchema,
    // Optional in the contract for the same reason; the API always sends them.
    shippingMethods: z.array(shippingMethodSchema).optional(),
    shippingMethodId: z.enum(SHIPPING_METHOD_IDS).optional(),
    summary: orderSummarySchema.optional(),
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

/** What a shop may note on a wishlist line: at most 10 short named values. */
const wishlistMetaSchema = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'meta keys are names of at most 40 letters or digits'),
    z.union([boundedText('meta values', 200, { optional: true }), z.number(), z.boolean()]),
  )
  .refine((meta) => Object.keys(meta).length <= 10, 'meta holds at most 10 values');

/** SPEC §3 Wishlist add payload. */
const addToWishlistBodySchema = z
  .object({
    productId: productIdSchema,
    qty: qtySchema,
    fitmentData: fitmentSchema.optional(),
    meta: wishlistMetaSchema.optional(),
  })
  .meta({ id: 'AddToWishlist' });

/** The id of a cart (a permId) or of the signed-in shopper's wishlist (SPEC §7 serves both on the cart paths). */
const cartOrWishlistParams = z.object({ permId: z.union([permIdSchema, wishlistIdSchema]) });
const cartOrWishlistItemParams = cartOrWishlistParams.extend({ itemId: z.uuid('itemId must be a UUID') });

/** A body of the other kind: a cart takes `productList`, a wishlist one product. */
function wrongAddBody(wishlist: boolean): ApiError {
  const expected = wishlist ? 'productId, qty, fitmentData and meta' : 'productList';
  return new ApiError(400, 'VALIDATION_ERROR', `This list takes ${expected}`, [
    { path: 'body', message: `Expected ${expected}` },
  ]);
}

// Request schemas with an OpenAPI id are made once per process, so a second app cannot swap their ids.
const updateItemBodySchema = z.object({ qty: qtySchema }).meta({ id: 'UpdateCartItem' });
const restoreBodySchema = z
  .object({
    tempPermId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'tempPermId must be a restore link id'),
  })
  .meta({ id: 'RestoreCart' });

const itemParams = z.object({ permId: permIdSchema, itemId: z.uuid('itemId must be a UUID') });
const responses = { 200: cartSchema, ...errorResponses(400, 403, 404, 413, 415, 422) };
/** Routes that also serve wishlists: a wishlist needs its owner's session, a cart does not. */
const wishlistAnswers = { security: SESSION_OPTIONAL, response: { ...responses, ...errorResponses(401) } };

const warrantyBodySchema = z
  .object({
    plan: z.string().regex(/^[a-z0-9-]{1,64}$/, 'plan must be a plan id'),
    qty: qtySchema,
  })
  .meta({ id: 'CartWarrantyChoice' });

const shareBodySchema = z
  .object({
    name: boundedText('Name', 50),
    email: boundedText('Email', 100).refine((v) => EMAIL_SHAPE.test(v), 'Please enter a valid Email'),
    url: boundedText('url', 300).pipe(z.url({ protocol: /^https?$/, error: 'url must be an http(s) URL' })),
  })
  .meta({ id: 'ShareCart' });

/** What the cart routes need from the app. */
export interface CartRouteOptions {
  db: Database;
  pricing: CartPricing;
  /** Public address of the storefront, for restore links. */
  shopUrl: string;
  /** The sign-in library, which tells whose a wishlist id is. */
  auth: Auth;
}

const WISHLIST_NOTE =
  " With the signed-in shopper's wishlist id (user id + '-wishlist') it answers their wishlist.";

/**
 * The cart of an anonymous shopper, per site (SPEC §7 cart calls), and on the same paths the signed-in shopper's
 * wishlist (get, add, remove, empty); only their owner's requests reach them.
 */
export const cartRoutes: FastifyPluginAsyncZod<CartRouteOptions> = async (
  app,
  { db, pricing, shopUrl, auth },
) => {
  guardShopperRoutes(app, requireOwnCartOrWishlist(auth));

  app.get(
    '/cart/:permId',
    {
      schema: {
        tags: ['cart'],
        summary: `The cart (empty when none yet).${WISHLIST_NOTE}`,
        params: cartOrWishlistParams,
        headers: siteHeaders,
        ...wishlistAnswers,
      },
    },
    async ({ headers, params: { permId } }) =>
      isWishlistId(permId)
        ? getWishlist(db, site(headers), permId)
        : getCart(db, pricing, site(headers), permId),
  );

  app.post(
    '/cart/:permId/items',
    {
      schema: {
        tags: ['cart'],
        summary: `Add products; all or nothing.${WISHLIST_NOTE} (one product, SPEC §3 add payload)`,
        params: cartOrWishlistParams,
        headers: siteHeaders,
        body: z.union([addBodySchema, addToWishlistBodySchema]),
        ...wishlistAnswers,
      },
    },
    async ({ headers, params: { permId }, body }) => {
      const wishlist = isWishlistId(permId);
      if (wishlist !== !('productList' in body)) throw wrongAddBody(wishlist);
      return 'productList' in body
        ? addToCart(db, site(headers), permId, body.productList, pricing)
        : addToWishlist(db, site(headers), permId, body);
    },
  );

  app.patch(
    '/cart/:permId/items/:itemId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Set the qty of a cart line',
        params: itemParams,
        headers: siteHeaders,
        body: updateItemBodySchema,
        response: responses,
      },
    },
    async (request) =>
      setLineQty(
        db,
        pricing,
        site(request.headers),
        request.params.permId,
        request.params.itemId,
        request.body.qty,
      ),
  );

  app.delete(
    '/cart/:permId/items/:itemId',
    {
      schema: {
        tags: ['cart'],
        summary: `Remove a cart line.${WISHLIST_NOTE}`,
        params: cartOrWishlistItemParams,
        headers: siteHeaders,
        ...wishlistAnswers,
      },
    },
    async ({ headers, params: { permId, itemId } }) =>
      isWishlistId(permId)
        ? removeFromWishlist(db, site(headers), permId, itemId)
        : removeLine(db, pricing, site(headers), permId, itemId),
  );

  app.delete(
    '/cart/:permId',
    {
      schema: {
        tags: ['cart'],
        summary: `Empty the cart.${WISHLIST_NOTE}`,
        params: cartOrWishlistParams,
        headers: siteHeaders,
        ...wishlistAnswers,
      },
    },
    async ({ headers, params: { permId } }) =>
      isWishlistId(permId)
        ? emptyWishlist(db, site(headers), permId)
        : emptyCart(db, pricing, site(headers), permId),
  );

  app.post(
    '/cart/:permId/items/:itemId/warranty',
    {
      schema: {
        tags: ['cart'],
        summary: 'Choose the protection plan of a line and how many of its units it covers',
        params: itemParams,
        headers: siteHeaders,
        body: warrantyBodySchema,
        response: responses,
      },
    },
    async ({ headers, params, body }) =>
      setWarranty(db, pricing, site(headers), params.permId, params.itemId, {
        planId: body.plan,
        qty: body.qty,
      }),
  );

  app.delete(
    '/cart/:permId/items/:itemId/warranty',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove the protection plan of a line',
        params: itemParams,
        headers: siteHeaders,
        response: responses,
      },
    },
    async ({ headers, params }) => removeWarranty(db, pricing, site(headers), params.permId, params.itemId),
  );

  // SPEC names no installation call: like the warranty's, POST chooses it and DELETE drops it, on the line's path.
  // There is no body: installation always covers the line's whole qty.
  app.post(
    '/cart/:permId/items/:itemId/installation',
    {
      schema: {
        tags: ['cart'],
        summary: 'Choose professional installation of a line (it covers every unit of the line)',
        params: itemParams,
        headers: siteHeaders,
        response: responses,
      },
    },
    async ({ headers, params }) => chooseInstallation(db, pricing, { site: site(headers), ...params }, true),
  );

  app.delete(
    '/cart/:permId/items/:itemId/installation',
    {
      schema: {
        tags: ['cart'],
        summary: 'Drop the professional installation of a line',
        params: itemParams,
        headers: siteHeaders,
        response: responses,
      },
    },
    async ({ headers, params }) => chooseInstallation(db, pricing, { site: site(headers), ...params }, false),
  );

  registerCartLinkRoutes(app, { db, pricing, shopUrl });
};

/** 'Email Cart', the abandoned-cart link and restoring a cart from a link (guarded by the cart plugin's hooks). */
function registerCartLinkRoutes(
  app: Parameters<FastifyPluginAsyncZod<CartRouteOptions>>[0],
  { db, pricing, shopUrl }: Omit<CartRouteOptions, 'auth'>,
) {
  app.post(
    '/cart/:permId/share',
    {
      schema: {
        tags: ['cart'],
        summary: "'Email Cart': e-mails a link that restores this cart on another browser or device",
        params: permParams,
        headers: siteHeaders,
        body: shareBodySchema,
        response: { 200: shortIdSchema, ...errorResponses(400, 403, 413, 415, 422) },
      },
    },
    // The link in the e-mail is built from the shop's own address, never from `url`, so a mail cannot point away.
    async ({ headers, params, body }) => shareCart(db, site(headers), params.permId, body, shopUrl),
  );

  app.post(
    '/cart/:permId/abandonedcart',
    {
      schema: {
        tags: ['cart'],
        summary: 'A link id that restores this cart, for the abandoned-cart e-mail',
        params: permParams,
        headers: siteHeaders,
        response: { 200: shortIdSchema, ...errorResponses(400, 403, 422) },
      },
    },
    async ({ headers, params }) => ({
      shortId: await createRestoreLink(db, site(headers), params.permId, 'abandoned'),
    }),
  );

  app.post(
    '/cart/:permId/restore',
    {
      schema: {
        tags: ['cart'],
        summary: 'Adds the cart behind a restore link to this cart',
        params: permParams,
        headers: siteHeaders,
        body: restoreBodySchema,
        response: responses,
      },
    },
    async ({ headers, params, body }) => {
      const restored = await restoreCart(db, site(headers), params.permId, body.tempPermId);
      if (!restored) throw new ApiError(404, 'NOT_FOUND', 'This cart link is unknown or has expired');
      return getCart(db, pricing, site(headers), params.permId);
    },
  );
}
