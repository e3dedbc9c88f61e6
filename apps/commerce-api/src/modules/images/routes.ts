import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import type { PhotoStore } from '../builds/photo-store';
import { photoVariant } from '../builds/photos';
import { rasterFormatFor } from './negotiate';
import { type RasterImages, rasterVariantProblem } from './raster';
import { IMAGE_FITS, imageEtag, renderProductSvg } from './svg';

/** A width or height from 1 to 4000 pixels, in the pattern so the document states the bound. */
const DIMENSION = '(?:[1-9][0-9]{0,2}|[1-3][0-9]{3}|4000)';

const paramsSchema = z.object({
  mode: z.string().regex(/^[a-z]{1,16}$/, 'mode must be 1–16 lowercase letters'),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'id must be 1–128 letters, digits, dashes or underscores'),
  size: z
    .string()
    .regex(new RegExp(`^${DIMENSION}x${DIMENSION}$`), 'size must be {width}x{height}, each 1–4000'),
  fit: z.enum(IMAGE_FITS),
  quality: z.coerce.number().int().min(1).max(100),
  file: z.string().regex(/^[A-Za-z0-9._-]{1,160}$/, 'file must be a plain file name'),
});

/** The mode of uploaded build photos: their variants are cut from the stored photo. */
export const BUILD_PHOTO_MODE = 'build';

/**
 * `GET /img/...` on the image CDN's URL shape: build photos (mode `build`) resized from the photo store, the
 * demo raster originals (keys `photo-…`, any mode) in the widths of their ladder from the on-disk variant cache,
 * every other image a deterministic generated SVG picture.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ photos: PhotoStore; raster: RasterImages }> = async (
  app,
  { photos, raster },
) => {
  app.get(
    '/img/:mode/:id/r/:size/:fit/:quality/:file',
    {
      schema: {
        tags: ['images'],
        summary:
          'A build photo or raster original (AVIF, WebP or JPEG by Accept) or a generated product picture (SVG)',
        description:
          "A raster original's variants come only in the widths 160, 240, 320, 480, 640, 960, 1280, 1600 and 1920, boxes of 4:3, 4:5, 16:5 or 1:1 and qualities 50 or 80 (400 otherwise). Every picture's URL changes when its content does, so all are cached as immutable.",
        params: paramsSchema,
        response: {
          200: {
            description: 'The picture',
            content: {
              'image/svg+xml': { schema: z.string() },
              'image/avif': { schema: z.string().meta({ format: 'binary' }) },
              'image/webp': { schema: z.string().meta({ format: 'binary' }) },
              'image/jpeg': { schema: z.string().meta({ format: 'binary' }) },
            },
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { mode, id, size, fit, quality, file } = request.params;
      const [width, height] = size.split('x').map(Number) as [number, number];
      const image = { mode, id, width, height, fit, quality, file };
      // A build photo that is not (or no longer) stored answers 404, never a cached picture.
      const stored = mode === BUILD_PHOTO_MODE ? await photos.get(id) : null;
      if (mode === BUILD_PHOTO_MODE && !stored)
        throw new ApiError(404, 'NOT_FOUND', 'There is no such photo.');
      const original = mode !== BUILD_PHOTO_MODE && raster.has(id);
      const problem = original ? rasterVariantProblem(image) : null;
      if (problem) throw new ApiError(400, 'VALIDATION_ERROR', problem, [{ path: 'size', message: problem }]);
      // A photo's encoding follows the browser's Accept (AVIF, WebP, else JPEG), so caches key on it too.
      const format = stored || original ? rasterFormatFor(request.headers.accept) : null;
      const etag = format ? imageEtag(image).replace(/"$/, `-${format}"`) : imageEtag(image);
      if (format) reply.header('vary', 'Accept');
      reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
      // 304 carries no body, so it is left out of the typed response map.
      if (request.headers['if-none-match'] === etag) return (reply as FastifyReply).code(304).send();
      if (stored && format)
        return (reply as FastifyReply)
          .type(`image/${format}`)
          .send(await photoVariant(stored, { ...image, format }));
      if (original && format)
        return (reply as FastifyReply)
          .type(`image/${format}`)
          .send(await raster.variant(id, { ...image, format }));
      return reply.type('image/svg+xml; charset=utf-8').send(renderProductSvg(image));
    },
  );
};
