import type { CommerceClient, Recommendations } from '@fitkit/commerce-hooks';
import { recommendationTypes } from '../lib/recommendations';
import type { Shopper } from './shopper.server';
import { loadShell } from './sitewide.server';
import { cmsModeOf, timeTravelOf } from './story.server';

/** How long a private page waits for its recommendations beyond its own reads; later, the browser fills them. */
export const PRIVATE_RECOMMENDATIONS_BUDGET_MS = 1_000;

/**
 * A private page's recommendations for its own shopper, read while the page renders as a document, so the cards
 * are in its first paint (the cart's largest element otherwise came one idle callback and a round trip after
 * hydration). The browser's startup fetch (SPEC §7) still asks again on load. Public pages never call this:
 * recently viewed is the shopper's own. A browser's data request (a client navigation, the revalidation after a
 * cart form) gets null: the browser fetches its own lists, so the page's answer does not wait for them. A failed
 * answer, or one later than {@link PRIVATE_RECOMMENDATIONS_BUDGET_MS}, renders no cards here either.
 */
export async function privateRecommendations(
  request: Request,
  shopper: Shopper,
  client: CommerceClient,
): Promise<Recommendations | null> {
  if (request.headers.get('sec-fetch-dest') === 'empty') return null;
  try {
    const { theme } = await loadShell(await cmsModeOf(request), timeTravelOf(request));
    const found = await client.getRecommendations(
      {
        types: recommendationTypes({ enableRecommendedProducts: theme.enableRecommendedProducts }),
        // A permId made for this response has viewed nothing yet.
        ...(shopper.isNew ? {} : { permId: shopper.permId }),
        ...(shopper.fitment ?? {}),
      },
      { signal: AbortSignal.timeout(PRIVATE_RECOMMENDATIONS_BUDGET_MS) },
    );
    return found.ok ? found.data : null;
  } catch {
    // Never the page's failure: the cart renders without the cards.
    return null;
  }
}
