import { describe, expect, it } from 'vitest';
import {
  EAGER_IMAGE_COUNT,
  IMAGE_WIDTHS,
  imageLoadingProps,
  imagePriority,
  isRasterFile,
  ladderBox,
  srcSetBoxes,
  urlImageSources,
  widthSrcSet,
} from './image-rules';

describe('imagePriority', () => {
  it('loads the first five images of a page eagerly and the sixth on lazily (SPEC §9)', () => {
    expect(EAGER_IMAGE_COUNT).toBe(5);
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => imagePriority(n))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
  });

  it('gives high priority to the LCP image alone, at position 0 of the sequence that holds it', () => {
    expect(imagePriority(0, { lcp: true })).toBe('high');
    expect(imagePriority(1, { lcp: true })).toBe('eager');
    expect(imagePriority(5, { lcp: true })).toBe('lazy');
    expect(imagePriority(0)).toBe('eager');
  });

  it('loads every image eagerly in a CMS preview', () => {
    expect(imagePriority(40, { preview: true })).toBe('eager');
    expect(imagePriority(0, { preview: true, lcp: true })).toBe('high');
  });
});

describe('imageLoadingProps', () => {
  it('marks only a high priority image with fetchpriority', () => {
    expect(imageLoadingProps('high')).toEqual({ loading: 'eager', fetchPriority: 'high', decoding: 'auto' });
    expect(imageLoadingProps('eager')).toEqual({ loading: 'eager', decoding: 'async' });
    expect(imageLoadingProps('lazy')).toEqual({ loading: 'lazy', decoding: 'async' });
  });
});

describe('the width ladder', () => {
  it('tells raster files from drawings by their extension', () => {
    expect(['a.jpg', 'a.JPEG', 'a.png', 'a.webp', 'a.avif'].every(isRasterFile)).toBe(true);
    expect(['a.svg', 'jpg', 'a.jpg.svg', 'a.gif'].some(isRasterFile)).toBe(false);
  });

  it('moves a box up to the next width, keeping its shape, and caps it at the widest', () => {
    expect(ladderBox({ w: 320, h: 240 })).toEqual({ w: 320, h: 240 });
    expect(ladderBox({ w: 200, h: 150 })).toEqual({ w: 240, h: 180 });
    expect(ladderBox({ w: 512, h: 640 })).toEqual({ w: 640, h: 800 });
    expect(ladderBox({ w: 4000, h: 1250 })).toEqual({ w: 1920, h: 600 });
  });

  it('offers every width up to twice the box, each on the ladder and of the box shape', () => {
    expect(srcSetBoxes({ w: 320, h: 240 })).toEqual([
      { w: 160, h: 120 },
      { w: 240, h: 180 },
      { w: 320, h: 240 },
      { w: 480, h: 360 },
      { w: 640, h: 480 },
    ]);
    expect(srcSetBoxes({ w: 1920, h: 600 }).map((box) => box.w)).toEqual([...IMAGE_WIDTHS]);
    expect(widthSrcSet({ w: 80, h: 60 }, ({ w, h }) => `/i/${w}x${h}`)).toBe('/i/160x120 160w');
  });
});

describe('urlImageSources', () => {
  it('offers a raster picture of the image route in widths with sizes', () => {
    const sources = urlImageSources('/api/img/cms/photo-x/r/512x640/cover/80/interior.jpg');
    expect(sources.src).toBe('/api/img/cms/photo-x/r/640x800/cover/80/interior.jpg');
    expect(sources.srcSet).toBe(
      [160, 240, 320, 480, 640, 960, 1280]
        .map((w) => `/api/img/cms/photo-x/r/${w}x${w * 1.25}/cover/80/interior.jpg ${w}w`)
        .join(', '),
    );
    expect(sources.sizes).toBe('(max-width: 512px) 100vw, 512px');
    expect(urlImageSources('/api/img/cms/photo-x/r/512x640/cover/80/interior.jpg', '50vw').sizes).toBe(
      '50vw',
    );
  });

  it('leaves drawings and other hosts as they are', () => {
    const svg = '/api/img/cms/home-hero/r/1920x600/cover/80/hero.svg';
    expect(urlImageSources(svg)).toEqual({ src: svg });
    expect(urlImageSources('https://a.example/pic.jpg')).toEqual({ src: 'https://a.example/pic.jpg' });
  });
});
