import { describe, expect, it } from 'vitest';
import { rasterFormatFor } from './negotiate';

describe('rasterFormatFor', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/avif;q=0,image/webp;q=0.5', 'webp'],
    ['IMAGE/AVIF', 'avif'],
    ['image/*,*/*;q=0.8', 'jpeg'],
    ['image/webp;q=abc', 'jpeg'],
    ['', 'jpeg'],
    [undefined, 'jpeg'],
  ])('%s → %s', (accept, format) => {
    expect(rasterFormatFor(accept)).toBe(format);
  });
});
