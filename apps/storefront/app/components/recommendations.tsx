import type { ProductSummary } from '@fitkit/commerce-hooks';
import type { RecommendationType } from '@fitkit/ui/carousel';
import { ProductCard } from '@fitkit/ui/product-card';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { usePageRecommendations } from '../lib/recommendations';

// Carousels (Embla) and their titles load with the lists, after the page is interactive: never part of the first
// load (a static import of the carousel entry next to this dynamic one would pull the carousel into it).
const RecommendationCarousel = lazy(() =>
  import('@fitkit/ui/carousel').then(({ ProductCarousel, RECOMMENDATION_TITLES }) => ({
    default: function RecommendationCarousel({
      type,
      children,
    }: {
      type: RecommendationType;
      children: ReactNode;
    }) {
      return (
        <ProductCarousel title={RECOMMENDATION_TITLES[type]} headingLevel={2}>
          {children}
        </ProductCarousel>
      );
    },
  })),
);

/**
 * Recommendation carousels (SPEC §4): fetched in the browser on load and again on every path change, for the
 * shopper (permId, recently viewed) and the saved vehicle; a list not asked for or with nothing in it is left out.
 */
export function Recommendations({
  types,
  productLineSlug,
}: {
  types: readonly RecommendationType[];
  productLineSlug?: string;
}) {
  const lists = usePageRecommendations(useLocation().pathname, productLineSlug);
  if (!lists.data) return null;
  return (
    <div className="recommendations">
      {types.map((type) => {
        const cards: readonly ProductSummary[] = lists.data?.[type] ?? [];
        if (cards.length === 0) return null;
        return (
          <Suspense key={type} fallback={null}>
            <RecommendationCarousel type={type}>
              {cards.map((card) => (
                <ProductCard
                  key={card.productId}
                  product={card}
                  href={`/p/${card.productLineSlug}/${card.skuSlug}/`}
                  headingLevel={3}
                />
              ))}
            </RecommendationCarousel>
          </Suspense>
        );
      })}
    </div>
  );
}
