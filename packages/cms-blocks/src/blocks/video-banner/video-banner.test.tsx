import { describe, expect, it } from 'vitest';
import { renderRawBloks } from '../../registry/raw-blok.test.helper';
import { bannerPosters, posterUrl } from './poster';

const route = (w: number, h: number, q = 80) => `/api/img/cms/hero/r/${w}x${h}/contain/${q}/hero.svg`;

describe('posterUrl', () => {
  it('asks the image route for the size, cropped, at quality 50', () => {
    expect(posterUrl({ filename: route(10, 10), alt: '' }, { w: 768, h: 465 })).toBe(
      '/api/img/cms/hero/r/768x465/cover/50/hero.svg',
    );
  });

  it('keeps any other address as the editor gave it', () => {
    expect(posterUrl({ filename: '/assets/hero.jpg', alt: '' }, { w: 768, h: 465 })).toBe('/assets/hero.jpg');
  });

  it('sizes phone and wide posters by SPEC §9 ratios', () => {
    const image = { filename: route(1, 1), alt: '' };
    expect(bannerPosters({ mobile: image, desktop: image }, false)).toEqual({
      mobile: '/api/img/cms/hero/r/768x465/cover/50/hero.svg',
      desktop: '/api/img/cms/hero/r/1920x600/cover/50/hero.svg',
    });
    expect(bannerPosters({ desktop: image }, true)).toEqual({
      desktop: '/api/img/cms/hero/r/1920x450/cover/50/hero.svg',
    });
  });
});

describe('VideoBannerBlock', () => {
  const blok = {
    _uid: 'v',
    component: 'video_banner',
    video_type: 'wistia',
    video_id: 'abc123',
    title: 'Installing a lift kit',
    poster_desktop: { filename: route(1, 1), alt: '' },
    poster_mobile: { filename: route(2, 2), alt: '' },
    content: [
      {
        _uid: 't',
        component: 'text',
        text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Lift it' }] }] },
      },
    ],
  };

  it('server-renders the poster and a play button, never the player', () => {
    const html = renderRawBloks([blok]);
    expect(html).toContain('data-state="poster"');
    expect(html).toContain('data-type="wistia"');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('--fk-video-banner-ratio-m:768 / 465');
    expect(html).toContain('--fk-video-banner-ratio-d:1920 / 600');
    expect(html).toContain('srcSet="/api/img/cms/hero/r/768x465/cover/50/hero.svg"');
    expect(html).toContain('src="/api/img/cms/hero/r/1920x600/cover/50/hero.svg"');
    expect(html).toContain('Play video: Installing a lift kit');
    expect(html).toContain('<p>Lift it</p>');
  });

  it('uses the banner ratio on desktop when asked', () => {
    expect(renderRawBloks([{ ...blok, banner: true }])).toContain('--fk-video-banner-ratio-d:1920 / 450');
  });

  it('refuses a video id that could change the player address', () => {
    expect(renderRawBloks([{ ...blok, video_id: '../x' }])).toBe('');
    expect(renderRawBloks([{ ...blok, video_type: 'vimeo' }])).toBe('');
  });
});
