import type { ProductSummary } from '@fitkit/commerce-hooks';
import { useCommerceClient } from '@fitkit/commerce-hooks/react';
import type { RecommendationType } from '@fitkit/ui/carousel';
import { ProductCard } from '@fitkit/ui/product-card';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useShop } from '../lib/shop';

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
 * shopper (permId, recently viewed) and the saved vehicle; a list with nothing in it is left out.
 */
export function Recommendations({
  types,
  productLineSlug,
}: {
  types: readonly RecommendationType[];
  productLineSlug?: string;
}) {
  const client = useCommerceClient();
  const { permId, fitment } = useShop();
  const { pathname } = useLocation();
  const lists = useQuery({
    queryKey: [
      'commerce',
      'recommendations',
      pathname,
      types,
      productLineSlug ?? null,
      permId,
      fitment ?? null,
    ],
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const found = await client.getRecommendations(
        {
          types: [...types],
          permId,
          ...(productLineSlug ? { productLineSlug } : {}),
          ...(fitment ?? {}),
        },
        { signal },
      );
      return found.ok ? found.data : null;
    },
  });
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
