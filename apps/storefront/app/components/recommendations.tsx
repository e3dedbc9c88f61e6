import type { ProductSummary } from '@fitkit/commerce-hooks';
import { useCommerceClient } from '@fitkit/commerce-hooks/react';
import { ProductCard, RECOMMENDATION_TITLES } from '@fitkit/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useShop } from '../lib/shop';

// Carousels (Embla) load with the lists, after the page is interactive: never part of the first load.
const ProductCarousel = lazy(() =>
  import('@fitkit/ui/carousel').then((m) => ({ default: m.ProductCarousel })),
);

/** The lists a page can show, in the order they appear. */
type RecommendationType = keyof typeof RECOMMENDATION_TITLES;

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
            <ProductCarousel title={RECOMMENDATION_TITLES[type]} headingLevel={2}>
              {cards.map((card) => (
                <ProductCard
                  key={card.productId}
                  product={card}
                  href={`/p/${card.productLineSlug}/${card.skuSlug}/`}
                  headingLevel={3}
                />
              ))}
            </ProductCarousel>
          </Suspense>
        );
      })}
    </div>
  );
}
