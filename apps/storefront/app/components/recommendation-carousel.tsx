import type { ProductSummary } from '@fitkit/commerce-hooks';
import { ProductCarousel, RECOMMENDATION_TITLES, type RecommendationType } from '@fitkit/ui/carousel';
import { imagePriority } from '@fitkit/ui/image';
import { ProductCard } from '@fitkit/ui/product-card';

export type RecommendationCarouselProps = {
  type: RecommendationType;
  cards: readonly ProductSummary[];
  /** The first card's place among the page's first pictures (SPEC §9's first five), or null: all lazy. */
  firstImage: number | null;
};

/** One recommendation list as a carousel (Embla) under its title (SPEC §4). */
export function RecommendationCarousel({ type, cards, firstImage }: RecommendationCarouselProps) {
  return (
    <ProductCarousel title={RECOMMENDATION_TITLES[type]} headingLevel={2}>
      {cards.map((card, index) => (
        <ProductCard
          key={card.productId}
          product={card}
          href={`/p/${card.productLineSlug}/${card.skuSlug}/`}
          headingLevel={3}
          imagePriority={firstImage === null ? 'lazy' : imagePriority(firstImage + index, { lcp: true })}
        />
      ))}
    </ProductCarousel>
  );
}
