import type { Recommendations as Lists, ProductSummary } from '@fitkit/commerce-hooks';
import type { RecommendationType } from '@fitkit/ui/carousel';
import { replaceEqualDeep } from '@tanstack/react-query';
import { memo, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { deferHydration } from '../lib/deferred-hydration';
import { whenNearViewport } from '../lib/near-viewport';
import { usePageRecommendations } from '../lib/recommendations';

// Carousels (Embla) and their titles are never part of the first load. A deferred part: a carousel the server
// rendered (the cart's) keeps its HTML until its code is there, and `memo` keeps a re-render above it (the shopper's
// state settling) from reaching it before then, which would drop that HTML (a layout shift of the whole list).
const carouselPart = deferHydration(() =>
  import('./recommendation-carousel').then((m) => m.RecommendationCarousel),
);
const RecommendationCarousel = memo(carouselPart.Component);

/**
 * Recommendation carousels (SPEC §4): fetched in the browser on load and again on every path change, for the
 * shopper (permId, recently viewed) and the saved vehicle; a list not asked for or with nothing in it is left out.
 * A private page (the cart) passes the lists its server read as `rendered`: they show until the browser's answer.
 * `firstImages` says the carousels hold the page's first pictures (the empty cart): then the first of them is the
 * page's LCP image and the first five load eagerly (SPEC §9); elsewhere the cards load lazily.
 */
export function Recommendations({
  types,
  productLineSlug,
  rendered,
  firstImages = false,
}: {
  types: readonly RecommendationType[];
  productLineSlug?: string;
  rendered?: Lists | null;
  firstImages?: boolean;
}) {
  const query = usePageRecommendations(useLocation().pathname, productLineSlug);
  const latest = query.data ?? rendered;
  // The lists keep their identity while their content is the same (the browser's first answer is mostly the
  // server's lists again), and a real change renders at low priority, which React holds until a carousel still
  // waiting for its code has hydrated: an urgent update would drop its server HTML (ARCHITECTURE.md).
  const [kept, setKept] = useState(latest);
  if (latest !== kept) {
    const next = replaceEqualDeep(kept, latest);
    if (next !== kept) setKept(next);
  }
  const lists = useDeferredValue(kept);
  // Lists the server rendered show at once. Lists only the browser fetches (below a product page's details) mount
  // their carousels, and so load the carousel's code, once the shopper scrolls near them (lib/near-viewport.ts).
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(rendered != null);
  useEffect(() => {
    if (near || !place.current) return;
    return whenNearViewport(place.current, () => setNear(true));
  }, [near]);
  // Counted across the lists, so the first five cards shown get the eager pictures whichever list holds them.
  let shown = 0;
  return (
    <div ref={place} className="recommendations">
      {near && lists
        ? types.map((type) => {
            const cards: readonly ProductSummary[] = lists[type] ?? [];
            if (cards.length === 0) return null;
            const firstImage = firstImages ? shown : null;
            shown += cards.length;
            return <RecommendationCarousel key={type} type={type} cards={cards} firstImage={firstImage} />;
          })
        : null}
    </div>
  );
}
