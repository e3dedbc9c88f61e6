import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas';
import { IMAGE_FITS, imageEtag, renderProductSvg } from './svg';

const dimension = z.coerce.number().int().min(1).max(4000);

const paramsSchema = z.object({
  mode: z.string().regex(/^[a-z]{1,16}$/, 'mode must be 1–16 lowercase letters'),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'id must be 1–128 letters, digits, dashes or underscores'),
  size: z.string().regex(/^[1-9][0-9]{0,3}x[1-9][0-9]{0,3}$/, 'size must be {width}x{height}'),
  fit: z.enum(IMAGE_FITS),
  quality: z.coerce.number().int().min(1).max(100),
  file: z.string().regex(/^[A-Za-z0-9._-]{1,160}$/, 'file must be a plain file name'),
});

/** `GET /img/...`: deterministic generated SVG pictures on the image CDN's URL shape. */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/img/:mode/:id/r/:size/:fit/:quality/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'A generated product picture (SVG)',
        params: paramsSchema,
        response: {
          200: {
            description: 'The picture',
            content: { 'image/svg+xml': { schema: z.string() } },
          },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { mode, id, size, fit, quality, file } = request.params;
      const [width, height] = size.split('x').map((n) => dimension.parse(n)) as [number, number];
      const image = { mode, id, width, height, fit, quality, file };
      const etag = imageEtag(image);
      reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
      // 304 carries no body, so it is left out of the typed response map.
      if (request.headers['if-none-match'] === etag) return (reply as FastifyReply).code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(renderProductSvg(image));
    },
  );
};
