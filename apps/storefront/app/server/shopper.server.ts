import {
  type Fitment,
  readCookie,
  readSavedVehicleFromCookieHeader,
  type SavedVehicle,
} from '@fitkit/fitment';
import { createContext, type MiddlewareFunction } from 'react-router';

/** Who is shopping: the permanent id (permId) that keys the cart, and the saved vehicle if any. */
export type Shopper = { permId: string; fitment: Fitment | null; saved: SavedVehicle | null };

export const shopperContext = createContext<Shopper>();

const PERM_ID_COOKIE = 'permId';
const PERM_ID = /^[A-Za-z0-9-]{8,64}$/;
const TEN_YEARS_S = 3650 * 24 * 60 * 60;

/** Reads the shopper from cookies; a first visit gets a new permId cookie. */
export const shopperMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const header = request.headers.get('cookie') ?? '';
  const known = readCookie(header, PERM_ID_COOKIE);
  const permId = known && PERM_ID.test(known) ? known : crypto.randomUUID();
  const saved = readSavedVehicleFromCookieHeader(header);
  context.set(shopperContext, { permId, fitment: saved?.fitment ?? null, saved });
  const response = await next();
  if (permId !== known) {
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
    return new Response(null, { status: 301, headers: { Location: `${url.pathname}/${url.search}` } });
  }
  return next();
};
