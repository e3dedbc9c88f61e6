import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { BUILD_STATUSES } from '../../db/tables/builds';
import { refuseCrossSite } from '../../http/cross-site';
import { ApiError } from '../../http/errors';
import { SESSION_OPTIONAL } from '../../http/openapi';
import { errorResponses, fitmentSchema, imageSchema, slugSchema, yearSchema } from '../../http/schemas';
import type { Auth } from '../accounts/auth';
import { type SessionUser, sessionUser } from '../accounts/session-user';
import { MAX_PARTS, MULTIPART_LIMITS, readBuildForm } from './form';
import type { PhotoStore } from './photo-store';
import { MAX_PHOTOS } from './photos';
import { type BuildRow, buildPartRows, buildPhotoRows, listBuilds } from './queries';
import {
  type BuildDeps,
  confirmBuild,
  deleteBuild,
  editBuild,
  moderateBuild,
  ownBuild,
  submitBuild,
  visibleBuild,
} from './service';
import { type BuildStatus, MODERATION_DECISIONS, nextBuildStatus } from './transitions';

const buildIdSchema = z.string().regex(/^[A-Za-z0-9_-]{12}$/, 'not a build id');
const PAGE_SIZE = 12;
/** The routes that take the multipart build form. */
const FORM_ROUTES = new Set(['/builds', '/builds/:buildId']);

const buildPhotoSchema = imageSchema
  .extend({ width: z.number().int(), height: z.number().int() })
  .meta({ id: 'BuildPhoto' });
const buildSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    status: z.enum(BUILD_STATUSES),
    vehicle: fitmentSchema.extend({ name: z.string() }),
    authorName: z.string(),
    cover: buildPhotoSchema.nullable(),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'BuildSummary' });
const buildPartSchema = z
  .object({
    productId: z.number().int(),
    sku: z.string(),
    skuSlug: z.string(),
    name: z.string(),
    priceCents: z.number().int(),
    productLineSlug: z.string(),
    productLineName: z.string(),
    brandName: z.string(),
    image: imageSchema.nullable(),
  })
  .meta({ id: 'BuildPart' });
const buildSchema = buildSummarySchema
  .extend({
    story: z.string(),
    photos: z.array(buildPhotoSchema),
    parts: z.array(buildPartSchema),
    viewer: z.object({
      isOwner: z.boolean(),
      isAdmin: z.boolean(),
      decisions: z
        .array(z.enum(MODERATION_DECISIONS))
        .meta({ description: "The moderation decisions this viewer may take now (the transition table's)" }),
    }),
  })
  .meta({ id: 'Build' });
const buildChangeSchema = z
  .object({ id: z.string(), status: z.enum(BUILD_STATUSES) })
  .meta({ id: 'BuildChange' });

// Documents the multipart form; the handler reads it as a stream (readBuildForm), so it is never validated here.
const buildFormBody = z
  .object({
    title: z.string().max(120),
    story: z.string().max(5000),
    year: z.string(),
    makeSlug: z.string(),
    modelSlug: z.string(),
    bodySlug: z.string().optional(),
    bedSlug: z.string().optional(),
    engineSlug: z.string().optional(),
    parts: z.array(z.string()).max(MAX_PARTS).optional(),
    keepPhotos: z.array(z.string()).max(MAX_PHOTOS).optional(),
    photos: z
      .array(z.string().meta({ format: 'binary' }))
      .max(MAX_PHOTOS)
      .optional(),
  })
  .meta({ id: 'BuildForm' });
const streamedBody = {
  validatorCompiler: ((route: Parameters<typeof validatorCompiler>[0]) =>
    route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route)) as never,
};

function photoOf(p: { key: string; width: number; height: number }, buildId: string, n: number) {
  return { key: p.key, filename: `build-${buildId}-${n + 1}.jpg`, width: p.width, height: p.height };
}

function summaryOf(
  build: BuildRow,
  authorName: string,
  cover: { key: string; width: number; height: number } | null,
) {
  return {
    id: build.id,
    title: build.title,
    status: build.status as (typeof BUILD_STATUSES)[number],
    vehicle: {
      year: build.year,
      makeSlug: build.makeSlug,
      modelSlug: build.modelSlug,
      ...(build.bodySlug ? { bodySlug: build.bodySlug } : {}),
      ...(build.bedSlug ? { bedSlug: build.bedSlug } : {}),
      ...(build.engineSlug ? { engineSlug: build.engineSlug } : {}),
      name: build.vehicleName,
    },
    authorName,
    cover: cover ? photoOf(cover, build.id, 0) : null,
    publishedAt: build.publishedAt?.toISOString() ?? null,
    updatedAt: build.updatedAt.toISOString(),
  };
}

const tags = ['builds'];

type BuildApp = Parameters<FastifyPluginAsyncZod>[0];

/** What the build routes need: the rules' dependencies and the session's user (401 without one). */
interface BuildRouteDeps extends BuildDeps {
  auth: Auth;
  signedIn: (request: FastifyRequest) => Promise<SessionUser>;
}

/** The decisions the viewer may take on a build now: an admin's, as the transition table allows them. */
function decisionsOf(status: BuildStatus, user: SessionUser | null) {
  return user?.role === 'admin'
    ? MODERATION_DECISIONS.filter((d) => nextBuildStatus(status, d) !== null)
    : [];
}

function readRoutes(app: BuildApp, { db, auth, signedIn }: BuildRouteDeps): void {
  app.get(
    '/builds',
    {
      schema: {
        tags,
        summary: 'Published builds, newest first, filtered by vehicle; admins may list another status',
        security: SESSION_OPTIONAL,
        querystring: z.object({
          year: yearSchema.optional(),
          makeSlug: slugSchema.optional(),
          modelSlug: slugSchema.optional(),
          status: z.enum(BUILD_STATUSES).default('published'),
          page: z.coerce.number().int().min(1).max(1000).default(1),
        }),
        response: {
          200: z
            .object({
              builds: z.array(buildSummarySchema),
              page: z.number().int(),
              pageCount: z.number().int(),
              total: z.number().int(),
            })
            .meta({ id: 'BuildList' }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { status, page, ...vehicle } = request.query;
      if (status !== 'published') {
        const user = await signedIn(request);
        if (user.role !== 'admin')
          throw new ApiError(403, 'FORBIDDEN', 'Only an admin can list unpublished builds.');
      }
      const { rows, total } = await listBuilds(db, { status, page, pageSize: PAGE_SIZE, ...vehicle });
      return {
        builds: rows.map((r) => summaryOf(r.build, r.authorName, r.cover)),
        page,
        pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
        total,
      };
    },
  );

  app.get(
    '/builds/:buildId',
    {
      schema: {
        tags,
        summary:
          'A build: published ones for anyone, others for their owner and admins (404 for anyone else)',
        security: SESSION_OPTIONAL,
        params: z.object({ buildId: buildIdSchema }),
        response: { 200: buildSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const user = await sessionUser(auth, request);
      const { build, authorName } = await visibleBuild(db, request.params.buildId, user);
      const [photoRows, partRows] = await Promise.all([
        buildPhotoRows(db, build.id),
        buildPartRows(db, build.id),
      ]);
      return {
        ...summaryOf(build, authorName, photoRows[0] ?? null),
        story: build.story,
        photos: photoRows.map((p, n) => photoOf(p, build.id, n)),
        parts: partRows.map(({ imageKey, imageFilename, ...part }) => ({
          ...part,
          image: imageKey && imageFilename ? { key: imageKey, filename: imageFilename } : null,
        })),
        viewer: {
          isOwner: user?.id === build.userId,
          isAdmin: user?.role === 'admin',
          decisions: decisionsOf(build.status as BuildStatus, user),
        },
      };
    },
  );
}

function writeRoutes(app: BuildApp, deps: BuildRouteDeps): void {
  const { db, signedIn } = deps;
  app.post(
    '/builds',
    {
      ...streamedBody,
      schema: {
        tags,
        summary: `Submits a build (multipart: fields, up to ${MAX_PHOTOS} photos of 10 MB); e-mails its confirmation link`,
        consumes: ['multipart/form-data'],
        body: buildFormBody,
        response: { 201: buildChangeSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      const change = await submitBuild(deps, user, await readBuildForm(request));
      return reply.code(201).send(change);
    },
  );

  app.post(
    '/builds/:buildId',
    {
      ...streamedBody,
      schema: {
        tags,
        summary: "Edits the owner's build (the same form; keepPhotos lists the photos kept, in order)",
        consumes: ['multipart/form-data'],
        params: z.object({ buildId: buildIdSchema }),
        body: buildFormBody,
        response: { 200: buildChangeSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      // Owner first: a stranger's upload is refused before it is read.
      await ownBuild(db, request.params.buildId, user);
      return editBuild(deps, user, request.params.buildId, await readBuildForm(request));
    },
  );

  app.post(
    '/builds/:buildId/confirm',
    {
      schema: {
        tags,
        summary: "Confirms a submitted build with its e-mail link's token, sending it to moderation",
        params: z.object({ buildId: buildIdSchema }),
        body: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: buildChangeSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => confirmBuild(db, request.params.buildId, request.body.token),
  );

  app.post(
    '/builds/:buildId/moderation',
    {
      schema: {
        tags,
        summary: 'An admin publishes or rejects a build',
        params: z.object({ buildId: buildIdSchema }),
        body: z.object({ decision: z.enum(MODERATION_DECISIONS) }),
        response: { 200: buildChangeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      return moderateBuild(deps, user, request.params.buildId, request.body.decision);
    },
  );

  app.delete(
    '/builds/:buildId',
    {
      schema: {
        tags,
        summary: "Deletes the owner's build with its photos",
        params: z.object({ buildId: buildIdSchema }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteBuild(deps, await signedIn(request), request.params.buildId);
      return reply.code(204).send(null);
    },
  );
}

/**
 * `/builds…`: customer builds. Anyone reads published builds (the list filters by vehicle and pages); a
 * signed-in shopper submits one (a multipart form with photos), confirms it from the e-mailed link, edits and
 * deletes their own; an admin lists any status and publishes or rejects. An unpublished build of someone else
 * answers 404 as if it did not exist. A browser's cross-site state change is refused.
 */
export const buildRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  photos: PhotoStore;
  shopUrl: string;
}> = async (app, { db, auth, photos, shopUrl }) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const shopOrigin = new URL(shopUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      refuseCrossSite(request, shopOrigin, 'Cross-site requests cannot change a build.');
    }
  });
  // Only the build form is multipart; the other calls take JSON like the rest of the API.
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !FORM_ROUTES.has(request.routeOptions.url ?? '')) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
    }
  });
  const signedIn = async (request: FastifyRequest): Promise<SessionUser> => {
    const user = await sessionUser(auth, request);
    if (!user) throw new ApiError(401, 'UNAUTHENTICATED', 'Please sign in.');
    return user;
  };
  const deps = { db, auth, photos, shopUrl, signedIn };
  readRoutes(app, deps);
  writeRoutes(app, deps);
};
