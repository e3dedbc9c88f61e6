import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { errorResponses, permIdSchema, vehicleQueryShape } from '../../http/schemas';
import { productSummarySchema, toProductSummary } from '../catalogue/product-summary';
import { type ResolvedVehicle, resolveVehicle } from '../vehicles/queries';
import {
  findAnchorLine,
  RECOMMENDATION_TYPES,
  type RecommendationRow,
  type RecommendationType,
  recentLines,
  recommendedLines,
  relatedLines,
  similarLines,
} from './queries';

/** SPEC §5: the rejection when no list is asked for. */
export const MISSING_TYPES_MESSAGE = 'You have to pass types through so we know what to request.';

const recommendationsSchema = z
  .object({
    similar: z.array(productSummarySchema),
    related: z.array(productSummarySchema),
    recent: z.array(productSummarySchema),
    recommended: z.array(productSummarySchema),
  })
  .meta({ id: 'Recommendations' });

const querySchema = z.object({
  types: z.string().max(100).optional(),
  productLineSlug: z
    .string()
    .regex(/^[a-z0-9-]{1,128}$/, 'invalid product slug')
    .optional(),
  permId: permIdSchema.optional(),
  ...vehicleQueryShape,
});

/** Reads the comma list of list names; throws the contract's 400s for none or an unknown one. */
export function parseTypes(types: string | undefined): RecommendationType[] {
  const names = (types ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) {
    throw new ApiError(400, 'VALIDATION_ERROR', MISSING_TYPES_MESSAGE, [
      { path: 'query.types', message: MISSING_TYPES_MESSAGE },
    ]);
  }
  const unknown = names.filter((name) => !(RECOMMENDATION_TYPES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new ApiError(400, 'VALIDATION_ERROR', `Unknown recommendation type: ${unknown.join(', ')}`, [
      { path: 'query.types', message: `Use any of ${RECOMMENDATION_TYPES.join(', ')}` },
    ]);
  }
  return [...new Set(names)] as RecommendationType[];
}

/** `GET /recommendations`: similar, related, recent and recommended product cards (SPEC §3, §5). */
export const recommendationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/recommendations',
    {
      schema: {
        tags: ['product'],
        summary:
          'Product cards similar and related to a line, recently viewed by the shopper, and recommended',
        description: `types is a comma list of ${RECOMMENDATION_TYPES.join(', ')}; lists not asked for are empty.`,
        querystring: querySchema,
        response: { 200: recommendationsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      const types = parseTypes(query.types);
      let vehicle: ResolvedVehicle | undefined;
      if (query.makeSlug !== undefined) {
        const resolved = await resolveVehicle(db, { ...query, makeSlug: query.makeSlug });
        if (!resolved) throw new ApiError(404, 'NOT_FOUND', 'Invalid Make/Model from url');
        vehicle = resolved;
      }
      const anchor = query.productLineSlug ? await findAnchorLine(db, query.productLineSlug) : null;
      if (query.productLineSlug && !anchor) throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'Product not found');
      const wanted = new Set(types);
      const none = Promise.resolve<RecommendationRow[]>([]);
      const [similar, related, recent, recommended] = await Promise.all([
        wanted.has('similar') && anchor ? similarLines(db, anchor, vehicle) : none,
        wanted.has('related') && anchor ? relatedLines(db, anchor, vehicle) : none,
        wanted.has('recent') && query.permId
          ? recentLines(db, query.permId, anchor?.id ?? null, vehicle)
          : none,
        wanted.has('recommended') ? recommendedLines(db, anchor?.id ?? null, vehicle) : none,
      ]);
      // Recommendations are not narrowed to the vehicle: each card says whether it fits.
      const shape = (rows: RecommendationRow[]) =>
        rows.map((row) =>
          toProductSummary(
            row,
            vehicle ? { fits: row.fits === true, appNote: row.fits ? row.app_note : null } : undefined,
          ),
        );
      return {
        similar: shape(similar),
        related: shape(related),
        recent: shape(recent),
        recommended: shape(recommended),
      };
    },
  );
};
