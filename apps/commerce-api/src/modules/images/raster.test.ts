import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { errorOf, testContext } from '../../app.test.helper';
import { diskPhotoStore } from '../builds/photo-store';
import { demoPhotoKey } from './demo-photos';
import { diskRasterImages, type RasterImages } from './raster';

const KEY = demoPhotoKey('carpet-floor-mats')!;
const url = (size = '320x240', quality = 80, key = KEY) =>
  `/img/p/${key}/r/${size}/contain/${quality}/carpet-floor-mats-main.jpg`;
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let app: FastifyInstance;
let raster: RasterImages;
let dir: string;
beforeAll(async () => {
  const { db } = await testContext();
  dir = mkdtempSync(join(tmpdir(), 'fitkit-images-test-'));
  raster = diskRasterImages(dir);
  const photoStore = diskPhotoStore(mkdtempSync(join(tmpdir(), 'fitkit-photos-')));
  app = await buildApp({ db, photoStore, rasterImages: raster });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('raster originals on the image route', () => {
  it('encodes a variant once, even for many requests at the same moment, and keeps it on disk', async () => {
    const before = raster.encodes;
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.inject({ url: url('480x360'), headers: { accept: CHROME_ACCEPT } }),
      ),
    );
    // The original and one AVIF variant: two encodes for eight requests.
    expect(raster.encodes - before).toBe(2);
    for (const res of responses) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(responses[0]!.rawPayload)).toBe(true);
    }
    const variants = readdirSync(join(dir, 'variants', KEY));
    expect(variants).toEqual(['480x360-contain-80.avif']);
    // Served again from disk: nothing more is encoded.
    await app.inject({ url: url('480x360'), headers: { accept: CHROME_ACCEPT } });
    expect(raster.encodes - before).toBe(2);
  });

  it.each([
    [CHROME_ACCEPT, 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/*', 'jpeg'],
    [undefined, 'jpeg'],
  ])('answers Accept %s with %s at the asked width', async (accept, format) => {
    const res = await app.inject({ url: url('640x480'), headers: accept ? { accept } : {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(`image/${format}`);
    expect(res.headers.vary).toBe('Accept');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
    expect(meta.width).toBe(640);
  });

  it('caches for a year as immutable, with an ETag per encoding that answers 304', async () => {
    const avif = await app.inject({ url: url(), headers: { accept: CHROME_ACCEPT } });
    const jpeg = await app.inject({ url: url() });
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.headers.etag).toMatch(/-avif"$/);
    expect(jpeg.headers.etag).not.toBe(avif.headers.etag);
    const again = await app.inject({
      url: url(),
      headers: { accept: CHROME_ACCEPT, 'if-none-match': String(avif.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('names each picture by its content: keys outside the recipes are generated SVGs, never raster files', async () => {
    expect(KEY).toMatch(/^photo-carpet-floor-mats-[0-9a-f]{8}$/);
    const stale = await app.inject({ url: url('320x240', 80, 'photo-carpet-floor-mats-00000000') });
    expect(stale.headers['content-type']).toContain('image/svg+xml');
    expect(readdirSync(join(dir, 'variants'))).toEqual([KEY]);
  });

  it.each([
    ['a width off the ladder', url('500x375')],
    ['a huge width', url('4000x3000')],
    ['a box of no listed shape', url('320x200')],
    ['a quality off the list', url('320x240', 75)],
  ])('refuses %s with 400 and nothing encoded', async (_name, path) => {
    const before = raster.encodes;
    const res = await app.inject({ url: path });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    expect(errorOf(res).issues?.[0]?.path).toBe('size');
    expect(raster.encodes).toBe(before);
  });

  it.each([
    ['a NUL in the file name', `/img/p/${KEY}/r/320x240/contain/80/a%00.jpg`],
    ['a NUL in the key', `/img/p/${KEY}%00/r/320x240/contain/80/a.jpg`],
    ['a width past the route', url('99999x240')],
    ['a path climbing out', `/img/p/..%2F..%2Fetc/r/320x240/contain/80/passwd`],
    ['a climbing key', `/img/p/${KEY}%2F..%2F..%2Fx/r/320x240/contain/80/a.jpg`],
    ['a 300-character file name', `/img/p/${KEY}/r/320x240/contain/80/${'a'.repeat(296)}.jpg`],
    ['a 300-character key', `/img/p/${'k'.repeat(300)}/r/320x240/contain/80/a.jpg`],
  ])('answers %s with the one error body', async (_name, path) => {
    const res = await app.inject({ url: path });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = errorOf(res);
    expect(body.statusCode).toBe(res.statusCode);
    expect(body.code).toMatch(/^[A-Z_]+$/);
    expect(res.body).not.toContain('stack');
  });

  it('serves every raster picture the committed CMS stories name (a changed recipe changes the key)', async () => {
    const stories = new URL('../../../../storefront/content/stories/', import.meta.url);
    const files = readdirSync(stories, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.json'),
    );
    const urls = files.flatMap((file) =>
      [...readFileSync(new URL(file, stories), 'utf8').matchAll(/"\/api(\/img\/[^"]+\.jpg)"/g)].map(
        (m) => m[1]!,
      ),
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const path of urls)
      expect((await app.inject({ url: path })).headers['content-type']).toBe('image/jpeg');
  });
});
