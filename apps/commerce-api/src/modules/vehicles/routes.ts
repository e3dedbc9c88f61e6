import { FITMENT_LEVELS, type FitmentLevel, REQUIRED_FITMENT_LEVELS } from '@fitkit/fitment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { errorResponses, slugSchema, yearSchema } from '../../http/schemas';
import { fitmentOptions, resolveVehicle } from './queries';

const optionsResponseSchema = z
  .object({
    type: z.enum(FITMENT_LEVELS),
    options: z.array(z.object({ value: z.string(), text: z.string() })),
  })
  .meta({ id: 'FitmentOptions' });

const namedSchema = z.object({ slug: z.string(), name: z.string() });

const vehicleResponseSchema = z
  .object({
    year: z.number().int().optional(),
    make: namedSchema,
    model: namedSchema.optional(),
    body: namedSchema.optional(),
    bed: namedSchema.optional(),
    engine: namedSchema.optional(),
  })
  .meta({ id: 'Vehicle' });

// The query parameter that carries each level's choice; `year` is the only one without the Slug suffix.
const QUERY_KEY = {
  year: 'year',
  make: 'makeSlug',
  model: 'modelSlug',
  body: 'bodySlug',
  bed: 'bedSlug',
  engine: 'engineSlug',
} as const satisfies Record<FitmentLevel, string>;

/** Fitment cascade options and vehicle resolution (SPEC §3 Fitment, §4 Fitment selects). */
export const vehicleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/fitment/options/:type',
    {
      schema: {
        tags: ['fitment'],
        summary: 'Options of one fitment select, given the choices before it',
        params: z.object({ type: z.enum(FITMENT_LEVELS) }),
        querystring: z.object({
          year: yearSchema.optional(),
          makeSlug: slugSchema.optional(),
          modelSlug: slugSchema.optional(),
          bodySlug: slugSchema.optional(),
          bedSlug: slugSchema.optional(),
        }),
        response: { 200: optionsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { type } = request.params;
      const query = request.query;
      const position = FITMENT_LEVELS.indexOf(type);
      const missing = REQUIRED_FITMENT_LEVELS.filter(
        (level) => FITMENT_LEVELS.indexOf(level) < position && query[QUERY_KEY[level]] === undefined,
      );
      if (missing.length > 0) {
        throw new ApiError(
          400,
          'VALIDATION_ERROR',
          `Options for ${type} need the earlier choices`,
          missing.map((level) => ({
            path: `query.${QUERY_KEY[level]}`,
            message: `Required for ${type} options`,
          })),
        );
      }
      // Levels after the requested one would be meaningless filters, so they are ignored.
      const before = (level: FitmentLevel) => FITMENT_LEVELS.indexOf(level) < position;
      const options = await fitmentOptions(db, type, {
        year: before('year') ? query.year : undefined,
        makeSlug: before('make') ? query.makeSlug : undefined,
        modelSlug: before('model') ? query.modelSlug : undefined,
        bodySlug: before('body') ? query.bodySlug : undefined,
        bedSlug: before('bed') ? query.bedSlug : undefined,
      });
      return { type, options };
    },
  );

  app.get(
    '/fitment/vehicle',
    {
      schema: {
        tags: ['fitment'],
        summary: 'Resolve vehicle slugs from a URL to names',
        querystring: z.object({
          makeSlug: slugSchema,
          modelSlug: slugSchema.optional(),
          year: yearSchema.optional(),
          bodySlug: slugSchema.optional(),
          bedSlug: slugSchema.optional(),
          engineSlug: slugSchema.optional(),
        }),
        response: { 200: vehicleResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const vehicle = await resolveVehicle(db, request.query);
      if (!vehicle) throw new ApiError(404, 'NOT_FOUND', 'Invalid Make/Model from url');
      const strip = (row: { slug: string; name: string } | undefined) =>
        row ? { slug: row.slug, name: row.name } : undefined;
      return {
        year: vehicle.year,
        make: strip(vehicle.make)!,
        model: strip(vehicle.model),
        body: strip(vehicle.body),
        bed: strip(vehicle.bed),
        engine: strip(vehicle.engine),
      };
    },
  );
};
