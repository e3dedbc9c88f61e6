import { type ComponentProps, useId } from 'react';
import { useUi } from '../provider';
import { cn } from '../utils/cn';

/** '4.5 out of 5 stars, 120 reviews'; the rating is kept to one decimal and within 0–5. */
export function reviewsLabel(averageRating: number, totalReviews: number): string {
  const rating = Math.round(Math.min(5, Math.max(0, averageRating)) * 10) / 10;
  const reviews = `${totalReviews.toLocaleString('en-US')} ${totalReviews === 1 ? 'review' : 'reviews'}`;
  return `${rating} out of 5 stars, ${reviews}`;
}

/** Props of {@link ReviewsSummary}. */
export type ReviewsSummaryProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Average rating, 0–5. */
  averageRating: number;
  /** Number of reviews. */
  totalReviews: number;
  /** Where the reviews are, e.g. '#reviews'; the count becomes a link to it. */
  href?: string;
};

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Five stars filled to the average rating, with the review count; a single accessible label says both. */
export function ReviewsSummary({
  averageRating,
  totalReviews,
  href,
  className,
  ...props
}: ReviewsSummaryProps) {
  const { Link } = useUi();
  const clipId = useId();
  const fill = Math.min(5, Math.max(0, averageRating)) / 5;
  const label = reviewsLabel(averageRating, totalReviews);
  const count = `(${totalReviews.toLocaleString('en-US')})`;
  return (
    <div
      data-slot="reviews-summary"
      data-state={totalReviews > 0 ? 'rated' : 'unrated'}
      className={cn('fk-reviews', className)}
      {...props}
    >
      <svg className="fk-reviews__stars" viewBox="0 0 120 24" role="img" aria-label={label} focusable="false">
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width={120 * fill} height="24" />
          </clipPath>
        </defs>
        {[0, 1, 2, 3, 4].map((index) => (
          <path
            key={index}
            d={STAR}
            transform={`translate(${index * 24} 0)`}
            className="fk-reviews__star-empty"
          />
        ))}
        <g clipPath={`url(#${clipId})`}>
          {[0, 1, 2, 3, 4].map((index) => (
            <path
              key={index}
              d={STAR}
              transform={`translate(${index * 24} 0)`}
              className="fk-reviews__star-full"
            />
          ))}
        </g>
      </svg>
      {href ? (
        <Link
          href={href}
          className="fk-link fk-reviews__count"
          aria-label={`Read ${totalReviews} ${totalReviews === 1 ? 'review' : 'reviews'}`}
        >
          {count}
        </Link>
      ) : (
        <span className="fk-reviews__count" aria-hidden="true">
          {count}
        </span>
      )}
    </div>
  );
}
