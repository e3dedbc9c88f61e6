import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ApiError, toErrorBody } from '../../http/errors';
import type { LookupGuard } from '../../http/rate-limit';
import { errorResponses } from '../../http/schemas';
import { subscribe, unsubscribe } from './queries';

/** SPEC §5: the message of an e-mail that does not pass. */
export const EMAIL_MESSAGE = 'Please enter a valid Email';

/** SPEC §3 Newsletter event: the form name when the form gives none. */
export const DEFAULT_FORM_NAME = 'email-subscribe';

/** The longest address SMTP can carry (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** SPEC §5: text, @, text, dot, text (no spaces, one @). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(MAX_EMAIL_LENGTH, EMAIL_MESSAGE)
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE)
  .toLowerCase();

const subscribeBodySchema = z
  .object({
    email: emailSchema,
    // Optional rather than defaulted in the schema, so generated client types keep it optional too.
    formName: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .meta({ description: `default '${DEFAULT_FORM_NAME}'` }),
  })
  .meta({ id: 'NewsletterSubscribe' });

const subscriptionSchema = z
  .object({ email: z.string(), formName: z.string(), status: z.literal('subscribed') })
  .meta({ id: 'NewsletterSubscription' });

const unsubscribeBodySchema = z
  .object({ token: z.string().trim().min(1).max(128) })
  .meta({ id: 'NewsletterUnsubscribe' });

const unsubscriptionSchema = z
  .object({ email: z.string(), status: z.literal('unsubscribed') })
  .meta({ id: 'NewsletterUnsubscription' });

/** A request validation failure as the contract's error, headed by the e-mail message when the e-mail failed. */
function validationFailure(error: Error): ApiError {
  const body = toErrorBody(error);
  const emailFailed = body.issues?.some((issue) => issue.path === 'body.email') ?? false;
  return new ApiError(body.statusCode, body.code, emailFailed ? EMAIL_MESSAGE : body.message, body.issues);
}

/** Newsletter sign-up and unsubscribe (SPEC §4 Newsletter); confirmation e-mails go to the outbox. */
export const newsletterRoutes: FastifyPluginAsyncZod<{
  db: Database;
  shopUrl: string;
  guard: LookupGuard;
}> = async (app, { db, shopUrl, guard }) => {
  app.post(
    '/newsletter/subscriptions',
    {
      // Validation failures reach the handler, which words them with SPEC §5's e-mail message.
      attachValidation: true,
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address (201 new or re-subscribed, 200 already subscribed)',
        body: subscribeBodySchema,
        response: {
          200: subscriptionSchema,
          201: subscriptionSchema,
          ...errorResponses(400, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      guard('newsletter', request, reply);
      if (request.validationError) throw validationFailure(request.validationError);
      const { email, formName = DEFAULT_FORM_NAME } = request.body;
      const { created, ...subscription } = await subscribe(db, { email, formName }, shopUrl);
      return reply.code(created ? 201 : 200).send({ ...subscription, status: 'subscribed' as const });
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe by the token of the confirmation e-mail',
        body: unsubscribeBodySchema,
        response: { 200: unsubscriptionSchema, ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request) => {
      const row = await unsubscribe(db, request.body.token);
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'This unsubscribe link is not valid');
      return { email: row.email, status: 'unsubscribed' as const };
    },
  );
};
