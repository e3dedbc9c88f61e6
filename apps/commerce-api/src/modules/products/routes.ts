import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import {
  breadcrumbSchema,
  centsSchema,
  errorResponses,
  namedSchema,
  permIdSchema,
  slugSchema,
  vehicleQueryShape,
} from '../../http/schemas';
import { categoryTrail } from '../catalogue/queries';
import { resolveVehicle } from '../vehicles/queries';
import { findProductLine, lineFitment, type SkuRow } from './queries';

/** Fit states of a product page, once. */
export const FIT_STATUSES = ['fits', 'does-not-fit', 'unknown'] as const;

const skuSchema = z.object({
  productId: z.number().int(),
  sku: z.string(),
  skuSlug: z.string(),
  name: z.string(),
  actualPrice: centsSchema,
  originalPrice: centsSchema.nullable(),
  isOutOfStock: z.boolean(),
});

const productLineSchema = z
  .object({
    productLineSlug: z.string(),
    name: z.string(),
    description: z.string(),
    brand: namedSchema,
    breadcrumbs: z.array(breadcrumbSchema),
    gallery: z.array(z.object({ key: z.string(), filename: z.string(), alt: z.string() })),
    skus: z.array(skuSchema),
    skuSlug: z.string(),
    productId: z.number().int(),
    sku: z.string(),
    basePrice: centsSchema,
    actualPrice: centsSchema,
    minimumPrice: centsSchema,
    originalPrice: centsSchema.nullable(),
    hasMAPViolation: z.boolean(),
    isOutOfStock: z.boolean(),
    isPreOrder: z.boolean(),
    qtySelector: z.object({ default: z.number().int(), enabled: z.boolean() }),
    isUniversal: z.boolean(),
    fitment: z.object({ status: z.enum(FIT_STATUSES), appNote: z.string().nullable() }),
  })
  .meta({ id: 'ProductLine' });

const isOutOfStock = (sku: SkuRow) => sku.stock <= 0 && !sku.is_pre_order;

/** `GET /product/:productLineSlug`: a product page with its SKUs and fit for the shopper's vehicle. */
export const productRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/product/:productLineSlug',
    {
      schema: {
        tags: ['product'],
        summary: 'A product line, its selected SKU and whether it fits the vehicle',
        params: z.object({ productLineSlug: z.string().regex(/^[a-z0-9-]{1,128}$/, 'invalid product slug') }),
        querystring: z.object({ skuSlug: slugSchema.optional(), ...vehicleQueryShape }),
        headers: z.object({ 'x-perm-id': permIdSchema.optional() }),
        response: { 200: productLineSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { productLineSlug } = request.params;
      const query = request.query;
      const found = await findProductLine(db, productLineSlug);
      if (!found || found.skus.length === 0)
        throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'Product not found');
      const { line, skus, gallery } = found;
      const selected = query.skuSlug ? skus.find((s) => s.sku_slug === query.skuSlug) : skus[0];
      if (!selected) throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'Product option not found');

      let fitment: { status: (typeof FIT_STATUSES)[number]; appNote: string | null } = {
        status: line.is_universal ? 'fits' : 'unknown',
        appNote: null,
      };
      if (query.makeSlug !== undefined) {
        const vehicle = await resolveVehicle(db, { ...query, makeSlug: query.makeSlug });
        if (!vehicle) throw new ApiError(404, 'NOT_FOUND', 'Invalid Make/Model from url');
        const fit = await lineFitment(db, line.id, vehicle);
        const complete = vehicle.year !== undefined && vehicle.model !== undefined;
        // Without year, make and model a match only says "maybe"; no match at all is already a clear no.
        const status = !fit.fits ? 'does-not-fit' : complete || line.is_universal ? 'fits' : 'unknown';
        fitment = { status, appNote: fit.fits ? fit.appNote : null };
      }
      const trail = await categoryTrail(db, line.category_path);
      const actual = selected.price_cents;
      const minimumPrice = selected.map_price_cents ?? actual;
      return {
        productLineSlug: line.slug,
        name: line.name,
        description: line.description,
        brand: { slug: line.brand_slug, name: line.brand_name },
        breadcrumbs: trail,
        gallery,
        skus: skus.map((s) => ({
          productId: s.id,
          sku: s.sku,
          skuSlug: s.sku_slug,
          name: s.name,
          actualPrice: s.price_cents,
          originalPrice: s.original_price_cents,
          isOutOfStock: isOutOfStock(s),
        })),
        skuSlug: selected.sku_slug,
        productId: selected.id,
        sku: selected.sku,
        basePrice: selected.original_price_cents ?? actual,
        actualPrice: actual,
        minimumPrice,
        originalPrice: selected.original_price_cents,
        hasMAPViolation: actual < minimumPrice,
        isOutOfStock: isOutOfStock(selected),
        isPreOrder: selected.is_pre_order,
        qtySelector: { default: 1, enabled: true },
        isUniversal: line.is_universal,
        fitment,
      };
    },
  );
};
