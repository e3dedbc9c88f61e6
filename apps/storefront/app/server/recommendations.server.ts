import type { CommerceClient, Recommendations } from '@fitkit/commerce-hooks';
import { recommendationTypes } from '../lib/recommendations';
import type { Shopper } from './shopper.server';
import { loadShell } from './sitewide.server';
import { cmsModeOf, timeTravelOf } from './story.server';

/**
 * A private page's recommendations for its own shopper, read while the page renders, so the cards are in its
 * first paint (the cart's largest element otherwise came one idle callback and a round trip after hydration). The
 * browser's startup fetch (SPEC §7) still asks again on load. Public pages never call this: recently viewed is the
 * shopper's own. A failed or late answer renders no cards here; the browser's fetch then fills them.
 */
export async function privateRecommendations(
  request: Request,
  shopper: Shopper,
  client: CommerceClient,
): Promise<Recommendations | null> {
  try {
    const { theme } = await loadShell(await cmsModeOf(request), timeTravelOf(request));
    const found = await client.getRecommendations({
      types: recommendationTypes({ enableRecommendedProducts: theme.enableRecommendedProducts }),
      // A permId made for this response has viewed nothing yet.
      ...(shopper.isNew ? {} : { permId: shopper.permId }),
      ...(shopper.fitment ?? {}),
    });
    return found.ok ? found.data : null;
  } catch {
    // Never the page's failure: the cart renders without the cards.
    return null;
  }
}
