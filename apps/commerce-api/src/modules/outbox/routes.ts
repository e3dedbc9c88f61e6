import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http/schemas';
import { latestEmails } from './queries';

const messageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

/**
 * `GET /outbox`: the e-mails the shop would have sent, newest first (development only: the app registers this
 * route only when told to, which it is unless NODE_ENV is production). Hidden from the OpenAPI document, so the
 * document and the generated client are the same in every environment.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/outbox',
    {
      schema: {
        hide: true,
        querystring: z.object({
          // Addresses are stored lower-cased, so the filter is too.
          to: z.string().trim().toLowerCase().min(1).max(254).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ messages: z.array(messageSchema) }), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      return { messages: await latestEmails(db, { limit, ...(to === undefined ? {} : { recipient: to }) }) };
    },
  );
};
