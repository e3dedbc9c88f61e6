import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses, permIdSchema } from '../../http/schemas';
import { upsertIdentity } from './queries';

const globalIdSchema = z.object({ permId: z.string(), globalId: z.string() }).meta({ id: 'GlobalId' });

/** `GET /global-id`: the stable global id of an anonymous shopper. */
export const identityRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/global-id',
    {
      schema: {
        tags: ['identity'],
        summary: 'Global id of a shopper, created on first sight',
        querystring: z.object({ permId: permIdSchema }),
        response: { 200: globalIdSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { permId } = request.query;
      return { permId, globalId: await upsertIdentity(db, permId) };
    },
  );
};
