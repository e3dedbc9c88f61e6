import { GARAGE_MAX_VEHICLES, garageVehicleId, type SelectedGarage } from '@fitkit/fitment';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { refuseCrossSite } from '../../http/cross-site';
import { ApiError } from '../../http/errors';
import { boundedText, errorResponses, slugSchema, yearSchema } from '../../http/schemas';
import type { Auth } from '../accounts/auth';
import { sessionUserId } from '../accounts/session-user';
import { addVehicle, mergeGarage, readGarage, removeVehicle, selectVehicle } from './service';

const fitmentSchema = z.object({
  year: yearSchema,
  makeSlug: slugSchema,
  modelSlug: slugSchema,
  bodySlug: slugSchema.optional(),
  bedSlug: slugSchema.optional(),
  engineSlug: slugSchema.optional(),
});
// A garage vehicle id is fitment's garageVehicleId: printable text (a NUL byte or the like is refused, 400).
const vehicleIdSchema = boundedText('vehicleId', 300);
const nameSchema = z.string().optional();

const accountGarageSchema = z
  .object({
    vehicles: z.array(
      z
        .object({
          id: z.string(),
          fitment: fitmentSchema,
          names: z.object({
            make: nameSchema,
            model: nameSchema,
            body: nameSchema,
            bed: nameSchema,
            engine: nameSchema,
          }),
        })
        .meta({ id: 'AccountGarageVehicle' }),
    ),
    selectedId: z.string().nullable(),
    maxVehicles: z.number().int(),
  })
  .meta({ id: 'AccountGarage' });

type AccountGarage = z.infer<typeof accountGarageSchema>;

function toAnswer(garage: SelectedGarage): AccountGarage {
  return {
    vehicles: garage.vehicles.map(({ fitment, names }) => ({ id: garageVehicleId(fitment), fitment, names })),
    selectedId: garage.selectedId,
    maxVehicles: GARAGE_MAX_VEHICLES,
  };
}

/** The signed-in user of the request's session cookie; 401 without a live session. */
async function signedInUserId(auth: Auth, request: FastifyRequest): Promise<string> {
  const userId = await sessionUserId(auth, request);
  if (!userId) throw new ApiError(401, 'UNAUTHENTICATED', 'Please sign in.');
  return userId;
}

const tags = ['account'];
const answers = { 200: accountGarageSchema };

/**
 * `/account/garage`: the signed-in shopper's garage, kept on the server (their saved vehicles, most recent first,
 * and the chosen one; the cookie garage's limit and identity). Only the session's own garage is read or changed,
 * so there is no garage id to guess; a browser's cross-site change is refused.
 */
export const garageRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth; shopUrl: string }> = async (
  app,
  { db, auth, shopUrl },
) => {
  const shopOrigin = new URL(shopUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') refuseCrossSite(request, shopOrigin);
  });

  app.get(
    '/account/garage',
    {
      schema: {
        tags,
        summary: "The signed-in shopper's garage",
        response: { ...answers, ...errorResponses(401) },
      },
    },
    async (request) => toAnswer(await readGarage(db, await signedInUserId(auth, request))),
  );

  app.post(
    '/account/garage/vehicles',
    {
      schema: {
        tags,
        summary:
          'Keeps a vehicle first in the garage, chosen unless select is false (the least recent falls out past the limit)',
        body: z.object({ fitment: fitmentSchema, select: z.boolean().default(true) }),
        response: { ...answers, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = await signedInUserId(auth, request);
      const { fitment, select } = request.body;
      return toAnswer(await addVehicle(db, userId, fitment, select));
    },
  );

  app.delete(
    '/account/garage/vehicles/:vehicleId',
    {
      schema: {
        tags,
        summary: 'Removes a vehicle from the garage (the same answer when it is not there)',
        params: z.object({ vehicleId: vehicleIdSchema }),
        response: { ...answers, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const userId = await signedInUserId(auth, request);
      return toAnswer(await removeVehicle(db, userId, request.params.vehicleId));
    },
  );

  app.put(
    '/account/garage/selected',
    {
      schema: {
        tags,
        summary: 'Chooses a vehicle of the garage and puts it first, or none with null',
        body: z.object({ vehicleId: vehicleIdSchema.nullable() }),
        response: { ...answers, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = await signedInUserId(auth, request);
      return toAnswer(await selectVehicle(db, userId, request.body.vehicleId));
    },
  );

  app.post(
    '/account/garage/merge',
    {
      schema: {
        tags,
        summary:
          "Merges a browser's garage into the shopper's (at sign-in): the browser's chosen vehicle first, then its vehicles, then the kept ones, each once, within the limit; idempotent",
        body: z.object({
          vehicles: z.array(fitmentSchema).max(GARAGE_MAX_VEHICLES),
          selectedId: vehicleIdSchema.nullable().default(null),
        }),
        response: { ...answers, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const userId = await signedInUserId(auth, request);
      return toAnswer(await mergeGarage(db, userId, request.body));
    },
  );
};
