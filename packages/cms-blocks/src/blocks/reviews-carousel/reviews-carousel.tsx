import { Carousel } from '@fitkit/ui/carousel';
import { type BlockComponentProps, Blocks } from '../../registry/blocks';
import { BlockLayout } from '../layout/block-layout';
import { ratingText, reviewDateText } from './review-date';
import type { Review, ReviewsCarouselBlok } from './schema';

/** The heading when the editor leaves it empty. */
export const REVIEWS_CAROUSEL_TITLE = 'Customer Reviews';

/** Width of one review card, in CSS pixels. */
export const REVIEW_CARD_WIDTH = 320;

const REVIEWS_CSS = `.fk-review{box-sizing:border-box;height:100%;margin:0;padding:var(--fk-space-4,1rem);
border:1px solid var(--fk-color-border,#d1d5db);border-radius:var(--fk-radius-md,6px);background:var(--fk-color-bg,#fff);
color:var(--fk-color-text,#111827);font-family:var(--fk-font-sans,sans-serif);text-align:left}
.fk-review__stars{color:var(--fk-color-warning-text,#92400e);font-size:var(--fk-font-size-lg,1.125rem);letter-spacing:.1em}
.fk-review__text{margin:var(--fk-space-2,.5rem) 0}
.fk-review__text p{margin:0}
.fk-review__meta{display:flex;flex-wrap:wrap;gap:var(--fk-space-2,.5rem);color:var(--fk-color-text-muted,#4b5563);
font-size:var(--fk-font-size-sm,.875rem)}
.fk-review__author{font-weight:700;color:var(--fk-color-text,#111827);font-style:normal}`;

/** Registered component of the `review` block: one review card with its stars, words, author and date. */
export function ReviewBlock({ blok }: BlockComponentProps<Review>) {
  return (
    <figure className="fk-review" data-slot="cms-review" data-rating={blok.rating}>
      <style href="fk-cms-reviews" precedence="default">
        {REVIEWS_CSS}
      </style>
      <div className="fk-review__stars" role="img" aria-label={ratingText(blok.rating)}>
        {'★'.repeat(blok.rating)}
        {'☆'.repeat(5 - blok.rating)}
      </div>
      <blockquote className="fk-review__text">
        <p>{blok.text}</p>
      </blockquote>
      <figcaption className="fk-review__meta">
        <cite className="fk-review__author">{blok.author}</cite>
        {blok.date ? <time dateTime={blok.date}>{reviewDateText(blok.date)}</time> : null}
      </figcaption>
    </figure>
  );
}

/** Registered component of the `reviews_carousel` block; without reviews it renders nothing. */
export function ReviewsCarouselBlock({ blok }: BlockComponentProps<ReviewsCarouselBlok>) {
  if (blok.reviews.length === 0) return null;
  return (
    <BlockLayout blok={blok} slot="cms-reviews-carousel">
      <Carousel
        title={blok.title ?? REVIEWS_CAROUSEL_TITLE}
        itemWidth={REVIEW_CARD_WIDTH}
        previousLabel="Previous reviews"
        nextLabel="Next reviews"
      >
        {blok.reviews.map((review, index) => (
          <Blocks key={review._uid ?? index} bloks={[review]} />
        ))}
      </Carousel>
    </BlockLayout>
  );
}
