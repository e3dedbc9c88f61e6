import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_ORIGINS, VIDEO_TYPES, videoEmbedUrl } from './embed-url';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [0, '00:00', 'T0M0S'],
    [5, '00:05', 'T0M5S'],
    [65, '01:05', 'T1M5S'],
    [720, '12:00', 'T12M0S'],
    [4503, '75:03', 'T75M3S'],
    [59.9, '00:59', 'T0M59S'],
    [-3, '00:00', 'T0M0S'],
    [Number.NaN, '00:00', 'T0M0S'],
  ])('%d s is %s and %s', (seconds, clock, iso) => {
    expect(formatDuration(seconds)).toEqual({ clock, iso });
  });

  it('reads back to the whole seconds both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (seconds) => {
        const { clock, iso } = formatDuration(seconds);
        const [m, s] = clock.split(':').map(Number);
        expect(m! * 60 + s!).toBe(seconds);
        const match = /^T(\d+)M(\d+)S$/.exec(iso)!;
        expect(Number(match[1]) * 60 + Number(match[2])).toBe(seconds);
        expect(Number(match[2])).toBeLessThan(60);
      }),
    );
  });
});

describe('videoEmbedUrl', () => {
  it('builds each host player address', () => {
    expect(VIDEO_TYPES).toEqual(['wistia', 'youtube']);
    expect(videoEmbedUrl('youtube', 'dQw4w9WgXcQ')).toBe(
      `${DEFAULT_EMBED_ORIGINS.youtube}/embed/dQw4w9WgXcQ?autoplay=1&rel=0`,
    );
    expect(videoEmbedUrl('wistia', 'abc123xyz')).toBe(
      `${DEFAULT_EMBED_ORIGINS.wistia}/embed/iframe/abc123xyz?autoPlay=true`,
    );
    for (const origin of Object.values(DEFAULT_EMBED_ORIGINS)) expect(origin).toMatch(/^https:\/\//);
  });

  it('takes the shop’s own origins', () => {
    expect(videoEmbedUrl('youtube', 'abc', { youtube: '/video/', wistia: '/w' })).toBe(
      '/video/embed/abc?autoplay=1&rel=0',
    );
  });

  it('refuses ids that could change the address', () => {
    for (const id of ['', '../x', 'a?b', 'a/b', 'a b', 'x'.repeat(65)]) {
      expect(() => videoEmbedUrl('youtube', id)).toThrow(RangeError);
    }
  });
});
