import sharp from 'sharp';
import { ApiError } from '../../http/errors';
import type { RasterFormat } from '../images/negotiate';

/** Largest photo accepted, in bytes, before it is re-encoded. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** Most photos one build shows. */
export const MAX_PHOTOS = 8;

/** Longest side of the stored picture; the image route makes smaller variants from it. */
const STORED_SIDE = 2400;

// A decompression bomb (a tiny file declaring a huge canvas) is refused before it is decoded.
const MAX_INPUT_PIXELS = 50_000_000;

/** The picture types a build photo may be, told by their first bytes (never by the file name or its type). */
type PhotoType = 'jpeg' | 'png' | 'webp';

/** The type the content's magic bytes announce, or null. */
export function sniffPhotoType(data: Uint8Array): PhotoType | null {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

const NOT_A_PHOTO = 'Photos must be JPEG, PNG or WebP pictures.';
const notAPhoto = () =>
  new ApiError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    NOT_A_PHOTO,
    [{ path: 'photos', message: NOT_A_PHOTO }],
    [{ field: 'photos', message: NOT_A_PHOTO }],
  );

/** A photo as it is stored: re-encoded, so nothing of the upload but its pixels survives. */
export interface StoredPhoto {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Checks an upload by its content and re-encodes it as a JPEG: turned upright by its EXIF orientation, at most
 * 2400 px on its longest side. sharp writes no metadata unless asked, so EXIF, XMP, ICC comments and anything
 * hidden in them (a script, a location) are gone.
 */
export async function storablePhoto(upload: Buffer): Promise<StoredPhoto> {
  if (sniffPhotoType(upload) === null) throw notAPhoto();
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: STORED_SIDE, height: STORED_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // Right magic bytes but no picture sharp can decode (truncated, corrupt, too many pixels).
    throw notAPhoto();
  }
}

/** Encodes running at once: each takes a core and tens of MB, so a burst of new variants queues instead. */
const MAX_ENCODES = 2;
let encoding = 0;
const waiting: (() => void)[] = [];
/** Runs an encode once one of the MAX_ENCODES slots is free (build photos and raster originals share them). */
export async function bounded<T>(encode: () => Promise<T>): Promise<T> {
  if (encoding >= MAX_ENCODES) await new Promise<void>((resume) => waiting.push(resume));
  else encoding++;
  try {
    return await encode();
  } finally {
    // The slot passes straight to the next in line, so the count only drops when nobody waits.
    const next = waiting.shift();
    if (next) next();
    else encoding--;
  }
}

/**
 * AVIF's quality scale runs lower than JPEG's for the same look (sharp's AVIF default of 50 matches JPEG's 80),
 * so the route's quality, which is on JPEG's scale, is scaled down for AVIF; WebP's scale is close to JPEG's.
 */
function avifQuality(quality: number): number {
  return Math.max(1, Math.round((quality * 50) / 80));
}

/** A variant of a stored photo for the image route: the box, how it is fitted, the quality and the encoding. */
export function photoVariant(
  stored: Buffer,
  {
    width,
    height,
    fit,
    quality,
    format = 'jpeg',
  }: { width: number; height: number; fit: 'contain' | 'cover'; quality: number; format?: RasterFormat },
): Promise<Buffer> {
  return bounded(() => {
    const resized = sharp(stored).resize({
      width,
      height,
      fit: fit === 'cover' ? 'cover' : 'inside',
      withoutEnlargement: true,
    });
    const encoded =
      format === 'avif'
        ? resized.avif({ quality: avifQuality(quality), effort: 4 })
        : format === 'webp'
          ? resized.webp({ quality })
          : resized.jpeg({ quality, mozjpeg: true });
    return encoded.toBuffer();
  });
}
