import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import {
  breadcrumbSchema,
  centsSchema,
  errorResponses,
  imageSchema,
  namedSchema,
  permIdSchema,
  slugSchema,
  timeTravelSchema,
  vehicleQueryShape,
} from '../../http/schemas';
import { categoryTrail } from '../catalogue/queries';
import { initialDrills, type LineData } from '../order-controls/controls';
import { drillConfig } from '../order-controls/drills';
import { lineSkus, lineVehicles } from '../order-controls/queries';
import { drillConfigSchema, drillGroupSchema, drillSchema } from '../order-controls/routes';
import { recordView } from '../recommendations/queries';
import { resolveVehicle } from '../vehicles/queries';
import {
  discountPercent,
  estimatedDelivery,
  isoDuration,
  SAME_DAY_CUTOFF_HOUR,
  SAME_DAY_MODES,
  SHIPPING_TIME_UNITS,
  type ShippingTimeRange,
  type ShippingTimeUnit,
  VIDEO_TYPES,
} from './details';
import { type DetailsRow, findProductDetails, findProductLine, lineFitment, type SkuRow } from './queries';

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

const shippingTimeSchema = z.object({ unit: z.enum(SHIPPING_TIME_UNITS), amount: z.number().int() });

const shippingSchema = z
  .object({
    sameDay: z.boolean(),
    isFreight: z.boolean(),
    isFreeShipping: z.boolean(),
    madeToOrder: z.boolean(),
    timeRange: z.object({ min: shippingTimeSchema, max: shippingTimeSchema }).nullable(),
    estimatedDeliveryDate: z.object({ min: z.iso.date(), max: z.iso.date() }),
    sameDayMode: z.enum(SAME_DAY_MODES),
    cutoffHour: z.number().int(),
  })
  .meta({ id: 'Shipping' });

const videoSchema = z
  .object({
    id: z.string(),
    type: z.enum(VIDEO_TYPES),
    /** ISO 8601 duration. */
    duration: z.string(),
    uploadDate: z.iso.date(),
    title: z.string(),
    thumbnail: imageSchema,
  })
  .meta({ id: 'Video' });

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
    shipping: shippingSchema,
    totalReviews: z.number().int(),
    averageRating: z.number(),
    /** Whole percent off the original price of the selected SKU, or null when not on sale. */
    discount: z.number().int().nullable(),
    promo: z.string().nullable(),
    warranty: z.string().nullable(),
    howItWorks: z.string().nullable(),
    video: videoSchema.nullable(),
    outOfStockSkuSlugs: z.array(z.string()),
    controls: z.object({
      drills: z.array(drillSchema),
      groups: z.array(drillGroupSchema),
      drillConfig: drillConfigSchema,
    }),
  })
  .meta({ id: 'ProductLine' });

function timeRangeOf(details: DetailsRow | null): ShippingTimeRange {
  if (!details?.lead_min_unit || !details.lead_max_unit) return null;
  return {
    min: { unit: details.lead_min_unit as ShippingTimeUnit, amount: details.lead_min_amount ?? 0 },
    max: { unit: details.lead_max_unit as ShippingTimeUnit, amount: details.lead_max_amount ?? 0 },
  };
}

function shippingOf(details: DetailsRow | null, sku: SkuRow, today: Date): z.infer<typeof shippingSchema> {
  const timeRange = timeRangeOf(details);
  const isFreight = details?.is_freight ?? false;
  const sameDay = sku.ships_same_day && timeRange === null && !isOutOfStock(sku);
  return {
    sameDay,
    isFreight,
    isFreeShipping: details?.is_free_shipping ?? false,
    madeToOrder: details?.made_to_order ?? false,
    timeRange,
    estimatedDeliveryDate: estimatedDelivery(today, { timeRange, isFreight, sameDay }),
    sameDayMode: details?.same_day_mode === 'RAPIDSHIP' ? 'RAPIDSHIP' : 'QUICKSHIP',
    cutoffHour: SAME_DAY_CUTOFF_HOUR,
  };
}

function videoOf(details: DetailsRow | null, slug: string): z.infer<typeof videoSchema> | null {
  if (!details?.video_id || !details.video_type || !details.video_upload_date) return null;
  return {
    id: details.video_id,
    type: details.video_type === 'youtube' ? 'youtube' : 'wistia',
    duration: isoDuration(details.video_seconds ?? 0),
    uploadDate: details.video_upload_date,
    title: details.video_title ?? '',
    thumbnail: { key: `video-${details.video_id}`, filename: `${slug}-video.svg` },
  };
}

const isOutOfStock = (sku: SkuRow) => sku.stock <= 0 && !sku.is_pre_order;

/** `GET /product/:productLineSlug`: a product page with its SKUs and fit for the shopper's vehicle. */
export const productRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/product/:productLineSlug',
    {
      schema: {
        tags: ['product'],
        summary: 'A product line, its selected SKU and whether it fits the vehicle',
        description:
          "With a valid x-perm-id header the view is remembered for the shopper's recently viewed list.",
        params: z.object({ productLineSlug: z.string().regex(/^[a-z0-9-]{1,128}$/, 'invalid product slug') }),
        querystring: z.object({
          skuSlug: slugSchema.optional(),
          ...vehicleQueryShape,
          timeTravel: timeTravelSchema
            .optional()
            .describe(
              "ISO date-time passed through from the storefront: the SKUs' prices and compare-at prices in effect then",
            ),
        }),
        headers: z.object({ 'x-perm-id': permIdSchema.optional() }),
        response: { 200: productLineSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { productLineSlug } = request.params;
      const query = request.query;
      // timeTravel previews the prices of then; adding to the cart still charges today's (the cart reads products).
      const found = await findProductLine(db, productLineSlug, query.timeTravel);
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
      const [trail, details, controlSkus] = await Promise.all([
        categoryTrail(db, line.category_path),
        findProductDetails(db, line.id),
        lineSkus(db, line.id, query.timeTravel),
      ]);
      const config = drillConfig(details?.drill_types ?? [], details?.split_at ?? null);
      const data: LineData = {
        line: {
          slug: line.slug,
          image_key: gallery[0]?.key ?? null,
          image_filename: gallery[0]?.filename ?? null,
        },
        skus: controlSkus,
        vehicles: config.fitment.length > 0 ? await lineVehicles(db, line.id) : [],
      };
      const landing = query.skuSlug ? (controlSkus.find((s) => s.productId === selected.id) ?? null) : null;
      const permId = request.headers['x-perm-id'];
      if (permId) await recordView(db, permId, line.id);
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
        shipping: shippingOf(details, selected, new Date()),
        totalReviews: details?.total_reviews ?? 0,
        averageRating: details?.average_rating ?? 0,
        discount: discountPercent(actual, selected.original_price_cents),
        promo: selected.original_price_cents !== null ? (details?.promo ?? null) : null,
        warranty: details?.warranty ?? null,
        howItWorks: details?.how_it_works ?? null,
        video: videoOf(details, line.slug),
        outOfStockSkuSlugs: skus.filter(isOutOfStock).map((s) => s.sku_slug),
        controls: { drills: initialDrills(config, data, landing), groups: [], drillConfig: config },
      };
    },
  );
};
