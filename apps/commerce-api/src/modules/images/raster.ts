import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { bounded, photoVariant } from '../builds/photos';
import { demoPhotoSvg } from './demo-photos';
import type { RasterFormat } from './negotiate';
import type { ImageFit } from './svg';

/**
 * The widths a raster original's variants come in (the shop's `srcset` ladder, `@fitkit/ui/image`). Any other
 * width is refused, as are box shapes and qualities outside the lists below: every variant is kept on disk, so
 * the set a URL can name must be small.
 */
export const RASTER_WIDTHS = [160, 240, 320, 480, 640, 960, 1280, 1600, 1920] as const;

/** Box shapes (width:height) of raster variants: product boxes 4:3, the image card 4:5, hero strips 16:5, squares. */
export const RASTER_ASPECTS: readonly (readonly [number, number])[] = [
  [4, 3],
  [4, 5],
  [16, 5],
  [1, 1],
];

/** Qualities of raster variants: 80 for pictures, 50 for video posters (SPEC §9). */
export const RASTER_QUALITIES = [50, 80] as const;

/** Why a raster variant cannot be made (a sentence for the error body), or null when it can. */
export function rasterVariantProblem({
  width,
  height,
  quality,
}: {
  width: number;
  height: number;
  quality: number;
}): string | null {
  if (!(RASTER_WIDTHS as readonly number[]).includes(width))
    return `A photo's width must be one of ${RASTER_WIDTHS.join(', ')}.`;
  if (!RASTER_ASPECTS.some(([w, h]) => height === Math.round((width * h) / w)))
    return `A photo's box must be ${RASTER_ASPECTS.map(([w, h]) => `${w}:${h}`).join(', ')}.`;
  if (!(RASTER_QUALITIES as readonly number[]).includes(quality))
    return `A photo's quality must be one of ${RASTER_QUALITIES.join(', ')}.`;
  return null;
}

/** Writes a whole file or nothing: a reader (or a crash) never sees half a picture. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Files under `dir` made once: the first request for a missing file makes it and writes it atomically, every
 * request for the same file meanwhile waits for that one result, and later ones read the disk.
 */
function madeOnceFiles(dir: string) {
  const pending = new Map<string, Promise<Buffer>>();
  let made = 0;
  return {
    get made() {
      return made;
    },
    async get(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
      const file = join(dir, name);
      const waiting = pending.get(file);
      if (waiting) return waiting;
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      // Checked again without yielding: a job may have started, or finished and written the file, while we read.
      const started = pending.get(file);
      if (started) return started;
      if (existsSync(file)) return readFile(file);
      const job = (async () => {
        made++;
        const data = await make();
        await writeAtomically(file, data);
        return data;
      })();
      pending.set(file, job);
      try {
        return await job;
      } finally {
        pending.delete(file);
      }
    },
  };
}

/** What a raster variant is asked for. */
export interface RasterVariant {
  width: number;
  height: number;
  fit: ImageFit;
  quality: number;
  format: RasterFormat;
}

/** The raster originals and their variants, both kept on disk under `dir` (`originals/`, `variants/`). */
export interface RasterImages {
  /** Whether `key` names a raster original. */
  has(key: string): boolean;
  /** The variant's bytes, encoded on the first request and read from disk after. */
  variant(key: string, variant: RasterVariant): Promise<Buffer>;
  /** Files encoded since start (originals and variants): what the tests count. */
  readonly encodes: number;
}

/** Raster images on the local disk (IMAGES_DIR, else `.data/images` beside the database). */
export function diskRasterImages(dir: string): RasterImages {
  const files = madeOnceFiles(dir);
  const original = (key: string, svg: string) =>
    files.get(`originals/${key}.jpg`, () =>
      bounded(() => sharp(Buffer.from(svg)).jpeg({ quality: 90, mozjpeg: true }).toBuffer()),
    );
  return {
    has: (key) => demoPhotoSvg(key) !== undefined,
    get encodes() {
      return files.made;
    },
    async variant(key, variant) {
      const svg = demoPhotoSvg(key);
      if (!svg) throw new Error(`not a raster original: ${key}`);
      const source = await original(key, svg);
      const { width, height, fit, quality, format } = variant;
      return files.get(`variants/${key}/${width}x${height}-${fit}-${quality}.${format}`, () =>
        photoVariant(source, variant),
      );
    },
  };
}
