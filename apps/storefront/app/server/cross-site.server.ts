import { data, type MiddlewareFunction } from 'react-router';
import { AFFIRM_PATHS } from '../shop-routes';
import { isCrossSite } from './security-headers.server.mjs';

/** The text of the refusal (SPEC §8 is silent on it). */
export const CROSS_SITE_TEXT = "This form can only be sent from the shop's own pages.";

/** The origins the shop's pages are served from: the request's own, and PUBLIC_URL's behind a proxy. */
function shopOrigins(request: Request): string[] {
  const origins = [new URL(request.url).origin];
  const publicUrl = process.env.PUBLIC_URL;
  if (publicUrl && URL.canParse(publicUrl)) origins.push(new URL(publicUrl).origin);
  return origins;
}

/** True when a browser says a state-changing request came from another site (see isCrossSite). */
export function isCrossSiteRequest(request: Request): boolean {
  return isCrossSite({
    site: request.headers.get('sec-fetch-site'),
    origin: request.headers.get('origin'),
    ownOrigins: shopOrigins(request),
  });
}

/**
 * The shop's pages another site may post to, each with a check of its own. Affirm's returns: its page posts the
 * shopper back with the checkout token, and the action only turns the post into a GET of the same page (which
 * changes nothing); the token is then paid for the shopper's own cart only if Affirm confirms it to the API.
 * (The API's exemptions, provider webhooks and CSP reports, are the /api proxy's: api-proxy.server.mjs.)
 */
export const CROSS_SITE_POSTS: readonly string[] = [AFFIRM_PATHS.success, AFFIRM_PATHS.cancelled];

/**
 * The CSRF check of every action: a post from another site is answered 403 with the error page before any action
 * runs, so nothing changes; only {@link CROSS_SITE_POSTS} are let through.
 */
export const crossSiteMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  if (request.method === 'GET' || request.method === 'HEAD') return next();
  if (CROSS_SITE_POSTS.includes(new URL(request.url).pathname)) return next();
  if (isCrossSiteRequest(request)) throw data(CROSS_SITE_TEXT, { status: 403 });
  return next();
};
