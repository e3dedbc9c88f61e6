import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { SITEMAP_KINDS, SITEMAP_PAGE_SIZE, sitemapIndex, sitemapPage } from './queries';

const sitemapIndexSchema = z
  .object({ sitemaps: z.array(z.object({ kind: z.enum(SITEMAP_KINDS), pages: z.number().int() })) })
  .meta({ id: 'SitemapIndex' });

const sitemapPageSchema = z
  .object({
    kind: z.enum(SITEMAP_KINDS),
    page: z.number().int(),
    pageSize: z.number().int(),
    paths: z.array(z.string()),
  })
  .meta({ id: 'SitemapPage' });

/** `GET /sitemap` and `GET /sitemap/:kind?page=`: the shop paths search engines should know, paged. */
export const sitemapRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/sitemap',
    {
      schema: {
        tags: ['seo'],
        summary: 'Kinds of sitemap and how many pages each has',
        response: { 200: sitemapIndexSchema },
      },
    },
    async () => ({ sitemaps: await sitemapIndex(db) }),
  );

  app.get(
    '/sitemap/:kind',
    {
      schema: {
        tags: ['seo'],
        summary: 'One page of shop paths of a kind (categories, brands, products, vehicles)',
        params: z.object({ kind: z.enum(SITEMAP_KINDS) }),
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: sitemapPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const { page } = request.query;
      const paths = await sitemapPage(db, kind, page);
      if (paths.length === 0 && page > 1)
        throw new ApiError(404, 'NOT_FOUND', 'This sitemap page does not exist');
      return { kind, page, pageSize: SITEMAP_PAGE_SIZE, paths };
    },
  );
};
