import type { CommerceClient } from '@fitkit/commerce-hooks';
import { type VehiclePathParams, vehicleAdjustedPath } from '@fitkit/fitment';
import { allowedReturnUrl, isSameOriginPath } from '../lib/redirect-target';

/** Where a search may send the shopper: the shop's own pages, and these configured other origins. */
export interface SearchRedirectPolicy {
  /** The theme's searchRedirects flag: off, searches never look a redirect up. */
  enabled: boolean;
  /** The shop's own origin (an absolute URL on it counts as a site path). */
  origin: string;
  /** Other origins a redirect may name (SEARCH_REDIRECT_ORIGINS); a redirect to any other host is ignored. */
  allowedOrigins: readonly string[];
}

/**
 * SPEC §7's search redirect lookup (while the theme's flag is on), done by the search page's loader so it works without JavaScript too: the
 * first redirect of the trimmed query wins when its terms include the lower-cased query. A site path becomes a
 * site navigation adjusted for the vehicle (a fitable page gets the vehicle's twin); an absolute URL on another
 * host is kept (a full page load) only when its origin is allowed. Null — show the results — when there is no
 * redirect, the lookup fails (search never waits on it) or the target is not allowed.
 */
export async function searchRedirectTarget(
  client: Pick<CommerceClient, 'getSearchRedirect'>,
  query: string,
  vehicle: VehiclePathParams | null,
  policy: SearchRedirectPolicy,
): Promise<string | null> {
  const q = query.trim().toLowerCase();
  if (!q || !policy.enabled) return null;
  const found = await client.getSearchRedirect(q);
  if (!found.ok || !found.data.terms.some((term) => term.toLowerCase() === q)) return null;
  const { url } = found.data;
  const own = URL.canParse(url) && new URL(url).origin === policy.origin ? new URL(url) : null;
  const path = own ? `${own.pathname}${own.search}` : url;
  if (isSameOriginPath(path)) return vehicleAdjustedPath(path, vehicle);
  const outside = allowedReturnUrl(url, '', policy.allowedOrigins);
  return outside || null;
}
