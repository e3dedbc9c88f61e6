import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRasterFile } from '../image/image-rules';
import { BUILD_PHOTO_MODE, buildImageUrl } from './image-url';

// A drawing: its boxes are asked for as they are (raster pictures move to the width ladder, tested below).
const image = { key: 'abc-123', filename: 'bumper.svg' };

describe('buildImageUrl', () => {
  it('builds the image route with defaults contain/80/p', () => {
    expect(buildImageUrl(image, { w: 200, h: 150 })).toBe('/img/p/abc-123/r/200x150/contain/80/bumper.svg');
  });

  it('puts the asset base in front and drops its trailing slashes', () => {
    expect(buildImageUrl(image, { w: 10, h: 20, fit: 'cover', quality: 50 }, '/api/')).toBe(
      '/api/img/p/abc-123/r/10x20/cover/50/bumper.svg',
    );
    expect(buildImageUrl(image, { w: 1, h: 1, mode: 'b' }, 'https://cdn.test//')).toBe(
      'https://cdn.test/img/b/abc-123/r/1x1/contain/80/bumper.svg',
    );
  });

  it('encodes key and file name so they stay one path segment each', () => {
    expect(buildImageUrl({ key: 'a/b', filename: 'front bar?.svg' }, { w: 5, h: 5 })).toBe(
      '/img/p/a%2Fb/r/5x5/contain/80/front%20bar%3F.svg',
    );
  });

  it('moves a raster picture up to the width ladder, keeping its shape, but cuts build photos at any size', () => {
    const photo = { key: 'photo-mats-1', filename: 'mats.jpg' };
    expect(buildImageUrl(photo, { w: 200, h: 150 })).toBe(
      '/img/p/photo-mats-1/r/240x180/contain/80/mats.jpg',
    );
    expect(buildImageUrl(photo, { w: 80, h: 60 })).toBe('/img/p/photo-mats-1/r/160x120/contain/80/mats.jpg');
    expect(buildImageUrl(photo, { w: 320, h: 240 })).toBe(
      '/img/p/photo-mats-1/r/320x240/contain/80/mats.jpg',
    );
    expect(buildImageUrl(photo, { w: 3000, h: 3000 })).toContain('/r/1920x1920/');
    expect(buildImageUrl(photo, { w: 200, h: 150, mode: BUILD_PHOTO_MODE })).toContain('/r/200x150/');
  });

  it.each([
    [{ w: 0, h: 10 }],
    [{ w: 10.5, h: 10 }],
    [{ w: 10, h: -1 }],
    [{ w: 10, h: 10, quality: 0 }],
    [{ w: 10, h: 10, quality: 101 }],
    [{ w: Number.NaN, h: 10 }],
    [{ w: 10, h: 10, mode: '../x' }],
  ])('rejects %o', (options) => {
    expect(() => buildImageUrl(image, options)).toThrow(RangeError);
  });

  it('rejects an unknown fit and empty image parts', () => {
    expect(() => buildImageUrl(image, { w: 1, h: 1, fit: 'fill' as 'cover' })).toThrow(RangeError);
    expect(() => buildImageUrl({ key: '', filename: 'x.jpg' }, { w: 1, h: 1 })).toThrow(RangeError);
  });

  it('always yields exactly eight path segments after the base', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }).filter((name) => !isRasterFile(name)),
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 100 }),
        (key, filename, w, h, quality) => {
          const url = buildImageUrl({ key, filename }, { w, h, quality });
          const segments = url.split('/').slice(1);
          expect(segments).toHaveLength(8);
          expect(decodeURIComponent(segments[2]!)).toBe(key);
          expect(decodeURIComponent(segments[7]!)).toBe(filename);
          expect(segments[4]).toBe(`${w}x${h}`);
        },
      ),
    );
  });
});
