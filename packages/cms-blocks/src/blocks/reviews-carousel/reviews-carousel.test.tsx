import { describe, expect, it } from 'vitest';
import { renderRawBloks } from '../../registry/raw-blok.test.helper';

const review = (_uid: string, fields: Record<string, unknown> = {}) => ({
  _uid,
  component: 'review',
  author: 'Dana R.',
  rating: '4',
  text: 'Fits my Wrangler perfectly.',
  date: '2026-11-03',
  ...fields,
});

describe('ReviewsCarouselBlock', () => {
  it('renders each review with its stars, words, author and date in a carousel', () => {
    const html = renderRawBloks([
      {
        _uid: 'r',
        component: 'reviews_carousel',
        reviews: [review('a'), review('b', { rating: 5, date: '' })],
      },
    ]);
    expect(html).toMatch(/class="fk-carousel__title">Customer Reviews<\/h2>/);
    expect(html).toContain('--fk-carousel-slide-basis:calc(320px + var(--fk-carousel-gap))');
    expect(html).toContain('aria-label="Rated 4 out of 5 stars">★★★★☆</div>');
    expect(html).toContain('aria-label="Rated 5 out of 5 stars">★★★★★</div>');
    expect(html).toContain(
      '<blockquote class="fk-review__text"><p>Fits my Wrangler perfectly.</p></blockquote>',
    );
    expect(html).toContain('<cite class="fk-review__author">Dana R.</cite>');
    expect(html).toContain('<time dateTime="2026-11-03">Nov 3, 2026</time>');
    expect(html.match(/<time/g)).toHaveLength(1);
  });

  it('leaves out a review whose rating is not 1–5, and renders nothing without reviews', () => {
    const html = renderRawBloks([
      { _uid: 'r', component: 'reviews_carousel', reviews: [review('a'), review('b', { rating: 6 })] },
    ]);
    expect(html.match(/data-slot="cms-review"/g)).toHaveLength(1);
    expect(renderRawBloks([{ _uid: 'r', component: 'reviews_carousel', reviews: [] }])).toBe('');
  });
});
