import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { errorBodySchema, errorResponses, fitmentSchema } from '../../http/schemas';
import { decodeVin, validateVin } from './decode';
import { findCatalogueVehicle } from './queries';

const namedSchema = z.object({ slug: z.string(), name: z.string() });

// The same shape as GET /fitment/vehicle answers.
const vinVehicleSchema = z.object({
  year: z.number().int().optional(),
  make: namedSchema,
  model: namedSchema.optional(),
  body: namedSchema.optional(),
  bed: namedSchema.optional(),
  engine: namedSchema.optional(),
});

const decodedSchema = z
  .object({
    year: z.number().int(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    trim: z.string().optional(),
    body: z.string().optional(),
    engine: z.string().optional(),
  })
  .meta({ id: 'DecodedVin' });

const vinLookupSchema = z
  .object({
    vin: z.string(),
    decoded: decodedSchema,
    fitment: fitmentSchema.nullable(),
    vehicle: vinVehicleSchema.nullable(),
    message: z.string().optional(),
  })
  .meta({ id: 'VinLookup' });

// A 404 still carries what was decoded, so the storefront can tell the shopper which vehicle it read.
const vinNotFoundSchema = errorBodySchema
  .extend({
    vin: z.string(),
    decoded: decodedSchema,
    fitment: z.null(),
    vehicle: z.null(),
  })
  .meta({ id: 'VinNotFound' });

/** What the shopper reads when the decoded vehicle cannot be used. */
function notFoundMessage(decoded: { year: number; make: string | null; model: string | null }): string {
  if (!decoded.make) return `We could not tell the maker of this ${decoded.year} vehicle from its VIN.`;
  if (!decoded.model)
    return `We decoded this VIN as a ${decoded.year} ${decoded.make} but could not tell its model.`;
  return `We decoded this VIN as ${decoded.year} ${decoded.make} ${decoded.model}, which is not in our catalogue yet.`;
}

/** `GET /vin/:vin`: decodes a VIN offline and maps it to a catalogue vehicle the shopper can save. */
export const vinRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/vin/:vin',
    {
      schema: {
        tags: ['fitment'],
        summary: 'Decode a 17-character VIN and find the vehicle in the catalogue',
        params: z.object({ vin: z.string().min(1).max(64) }),
        // A decoded VIN without a catalogue vehicle is VinNotFound; a path the router cannot match (`/vin/%2e%2e`)
        // gets the plain error body.
        response: {
          200: vinLookupSchema,
          404: z.union([vinNotFoundSchema, errorBodySchema]),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const checked = validateVin(request.params.vin);
      if (!checked.ok) {
        throw new ApiError(400, 'VALIDATION_ERROR', checked.message, [
          { path: 'params.vin', message: checked.message },
        ]);
      }
      const { vin } = checked;
      const { wmi: _wmi, ...decoded } = decodeVin(vin);
      const match =
        decoded.make && decoded.model
          ? await findCatalogueVehicle(db, { year: decoded.year, make: decoded.make, model: decoded.model })
          : ({ found: false } as const);
      if (!match.found) {
        return reply.code(404).send({
          statusCode: 404,
          code: 'NOT_FOUND' as const,
          message: notFoundMessage(decoded),
          vin,
          decoded,
          fitment: null,
          vehicle: null,
        });
      }
      const { vehicle } = match;
      return {
        vin,
        decoded,
        fitment: { year: vehicle.year, makeSlug: vehicle.make.slug, modelSlug: vehicle.model.slug },
        vehicle: {
          year: vehicle.year,
          make: { slug: vehicle.make.slug, name: vehicle.make.name },
          model: { slug: vehicle.model.slug, name: vehicle.model.name },
        },
      };
    },
  );
};
