import { data, type MiddlewareFunction } from 'react-router';

/** The text of the refusal (SPEC §8 is silent on it). */
export const CROSS_SITE_TEXT = "This form can only be sent from the shop's own pages.";

/** The origins the shop's pages are served from: the request's own, and PUBLIC_URL's behind a proxy. */
function shopOrigins(request: Request): string[] {
  const origins = [new URL(request.url).origin];
  const publicUrl = process.env.PUBLIC_URL;
  if (publicUrl && URL.canParse(publicUrl)) origins.push(new URL(publicUrl).origin);
  return origins;
}

/**
 * True when a browser says a state-changing request came from another site: `Sec-Fetch-Site` other than
 * same-origin or none (typed by the shopper), or an `Origin` that is not the shop's. A request with neither header
 * (an old browser, a script) passes: the shop's cookies are SameSite=Lax, so another site's post carries none.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.get('origin');
  return origin !== null && !shopOrigins(request).includes(origin);
}

/**
 * The CSRF check of every action: a post from another site is answered 403 with the error page before any action
 * runs, so nothing changes.
 */
export const crossSiteMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  if (request.method === 'GET' || request.method === 'HEAD') return next();
  if (isCrossSiteRequest(request)) throw data(CROSS_SITE_TEXT, { status: 403 });
  return next();
};
