import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  type Fitment,
  readCookie,
  readSavedVehicleFromCookieHeader,
  type SavedVehicle,
} from '@fitkit/fitment';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { sameOriginPath } from '../lib/redirect-target';
import { pageKindOf } from './page-kind.server';

/**
 * Who is shopping: the permanent id (permId) that keys the cart, and the saved vehicle if any. `isNew` is true when
 * the request brought no valid permId cookie, so the permId was made for this response and owns no cart yet.
 * `ip` is the shopper's address as the shop's server read it from the connection (null in development). `session`
 * is the signed-in shopper's session cookie as the browser sent it (absent or null when signed out): the shop
 * never reads it, it only hands it to the API.
 */
export type Shopper = {
  permId: string;
  isNew: boolean;
  fitment: Fitment | null;
  saved: SavedVehicle | null;
  ip: string | null;
  session?: string | null;
};

/** The signed-in shopper's session cookie (set by the API's account routes, relayed by the shop's actions). */
export const SESSION_COOKIE = 'fitkit_session';

/** The API's cookie that ties a hosted sign-in's return to this browser (relayed like the session cookie). */
export const HOSTED_STATE_COOKIE = 'fitkit_oauth_state';
// The library's signed token: URL-safe characters and the signature, percent-encoded.
const SESSION_VALUE = /^[A-Za-z0-9%._~-]{20,400}$/;

/** The header the shop's server (server.mjs) puts the connection's address in, replacing any the browser sent. */
export const CLIENT_IP_HEADER = 'x-client-ip';

function clientIpOf(request: Request): string | null {
  const ip = request.headers.get(CLIENT_IP_HEADER)?.trim() ?? '';
  return isIP(ip) === 0 ? null : ip;
}

export const shopperContext = createContext<Shopper>();

/** The shopper as the request's cookies described them, before any middleware changed it. */
const requestedShopperContext = createContext<Shopper>();

/** True when a middleware replaced the shopper during this request (a vehicle adopted from the URL). */
export function shopperChanged(context: Readonly<RouterContextProvider>): boolean {
  return context.get(shopperContext) !== context.get(requestedShopperContext);
}

/** The cookie that carries the shopper's permId; the shop forwards it to the API with every cart call. */
export const PERM_ID_COOKIE = 'permId';
const PERM_ID = /^[A-Za-z0-9-]{8,64}$/;

/** True for a permId the shop accepts from a cookie (older UUID-shaped ones included; never a wishlist id). */
export function isPermId(value: string): boolean {
  return PERM_ID.test(value) && !value.toLowerCase().endsWith('-wishlist');
}

/** A new permId: 128 random bits as 32 hex characters. It is the key to the shopper's cart, so it is never guessable. */
export function newPermId(): string {
  return randomBytes(16).toString('hex');
}
const TEN_YEARS_S = 3650 * 24 * 60 * 60;

/**
 * Reads the shopper from cookies. A shopper without a permId gets one made for the request, but the cookie goes
 * out only with a response that may have used it: an action (a form post, the first add to cart, a product view
 * recorded after paint) or a private page (the cart, checkout, a restored cart). A public page sets no cookie, so a
 * CDN can share it (ARCHITECTURE.md, "Public and private pages").
 */
export const shopperMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const header = request.headers.get('cookie') ?? '';
  const known = readCookie(header, PERM_ID_COOKIE);
  const valid = known && isPermId(known) ? known : null;
  const permId = valid ?? newPermId();
  const isNew = valid === null;
  const saved = readSavedVehicleFromCookieHeader(header);
  const session = readCookie(header, SESSION_COOKIE);
  const shopper: Shopper = {
    permId,
    isNew,
    fitment: saved?.fitment ?? null,
    saved,
    ip: clientIpOf(request),
    session: session && SESSION_VALUE.test(session) ? session : null,
  };
  context.set(shopperContext, shopper);
  context.set(requestedShopperContext, shopper);
  const response = await next();
  const used = request.method !== 'GET' && request.method !== 'HEAD';
  if (isNew && (used || pageKindOf(context) === 'private')) {
    response.headers.append(
      'Set-Cookie',
      `${PERM_ID_COOKIE}=${permId}; Max-Age=${TEN_YEARS_S}; Path=/; SameSite=Lax; Secure; HttpOnly`,
    );
  }
  return response;
};

/** Every shop path ends in a slash: a path without one is redirected permanently, query kept. */
export const trailingSlashMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  const url = new URL(request.url);
  // Files (`/sitemap.xml`, `/robots.txt`) and client navigations' `{path}.data` requests are not shop pages.
  const isFile = /\.[a-z0-9]+$/i.test(url.pathname.slice(url.pathname.lastIndexOf('/')));
  if (!url.pathname.endsWith('/') && !isFile) {
    // `//host/x` (the URL parser already turned `/\host/x` into it) is a path here but another host in a
    // Location header: the leading slashes collapse to one, and the target goes through the one redirect guard.
    const path = url.pathname.replace(/^\/+/, '/');
    return new Response(null, {
      status: 301,
      headers: { Location: sameOriginPath(`${path}/${url.search}`) },
    });
  }
  return next();
};
