/** The raster encodings the image route sends, best first. */
export const RASTER_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];

/**
 * The raster encoding to send for a request's Accept header: AVIF, then WebP, when the browser names them with a
 * quality above zero, else JPEG, which every browser shows. A wildcard (`image/*`, `*\/*`) does not count as naming
 * AVIF or WebP: browsers that decode them say so explicitly, and an `image/*` from an old client is no promise.
 */
export function rasterFormatFor(accept: string | undefined): RasterFormat {
  const named = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    named.set(type, Number.isFinite(quality) ? quality : 0);
  }
  return RASTER_FORMATS.find((f) => f === 'jpeg' || (named.get(`image/${f}`) ?? 0) > 0) ?? 'jpeg';
}
