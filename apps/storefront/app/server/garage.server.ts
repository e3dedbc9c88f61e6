import type { AccountGarage, CommerceClient } from '@fitkit/commerce-hooks';
import {
  clearFitmentCookie,
  clearGarageCookie,
  garageVehicleId,
  garageWithCurrent,
  readGarageFromCookieHeader,
  readSavedVehicleFromCookieHeader,
  type SavedVehicle,
  type SavedVehicles,
  type SelectedGarage,
  serializeFitmentCookie,
  serializeGarageCookie,
  type VehicleChange,
} from '@fitkit/fitment';
import type { RouterContextProvider } from 'react-router';
import { commerceContext, createRequestClient } from './commerce.server';
import { SESSION_COOKIE, type Shopper, shopperContext } from './shopper.server';

// The garage of a signed-in shopper is the one the API keeps (/account/garage); a guest's lives in the cookies
// (fitmentGarage, and fitmentData for the current vehicle). The rules, written down:
// - At sign-in the browser's garage is merged into the kept one (fitment's mergeGarages) and the cookies are set to
//   the merged garage, its chosen vehicle becoming the current one when the browser had none.
// - While signed in, every page the shop renders shows the kept garage (read with the root loader's cart call),
//   with this browser's current vehicle first; each change (save, switch, remove, clear) goes to the API first and
//   the cookies then mirror its answer, so after-paint reads of the cookies see the same garage. The current
//   vehicle stays per browser: what another device chooses changes the list here, not the vehicle pages render for.
// - Signing out empties both cookies: the garage belongs to the account and comes back at the next sign-in, and a
//   shared computer neither shows it nor merges it into the next shopper's account.

/** The garage of an API answer, in fitment's words. */
function keptGarage(answer: AccountGarage): SelectedGarage {
  return {
    vehicles: answer.vehicles.map(({ fitment, names }) => ({ fitment, names })),
    selectedId: answer.selectedId,
  };
}

/** The chosen vehicle of a garage, or null. */
function chosenOf(garage: SelectedGarage): SavedVehicle | null {
  return garage.vehicles.find((vehicle) => garageVehicleId(vehicle.fitment) === garage.selectedId) ?? null;
}

/** The browser's garage from its cookies: the garage with the current vehicle first, and that one chosen. */
export function browserGarage(cookieHeader: string | null): SelectedGarage {
  const current = readSavedVehicleFromCookieHeader(cookieHeader);
  return {
    vehicles: garageWithCurrent(readGarageFromCookieHeader(cookieHeader), current),
    selectedId: current ? garageVehicleId(current.fitment) : null,
  };
}

/**
 * The garage a page shows: for a signed-in shopper the kept one with this browser's current vehicle first, for a
 * guest (or when the API cannot say) the cookies'.
 */
export async function shownGarage(
  request: Request,
  shopper: Pick<Shopper, 'session' | 'saved'>,
  client: Pick<CommerceClient, 'getAccountGarage'>,
): Promise<SavedVehicles> {
  const cookies = request.headers.get('cookie');
  if (shopper.session) {
    const kept = await client.getAccountGarage();
    if (kept.ok) return garageWithCurrent(keptGarage(kept.data).vehicles, shopper.saved);
  }
  return garageWithCurrent(readGarageFromCookieHeader(cookies), shopper.saved);
}

/** The session token a response's Set-Cookie headers start, or null when they start none. */
function newSessionOf(response: Response): string | null {
  for (const cookie of response.headers.getSetCookie()) {
    const value = cookie.startsWith(`${SESSION_COOKIE}=`)
      ? cookie.slice(SESSION_COOKIE.length + 1).split(';')[0]
      : '';
    if (value) return value;
  }
  return null;
}

/**
 * Merges the browser's garage into the account's after a new session: call it with any response that signs the
 * shopper in (password, e-mailed link, OpenID Connect). When the response sets a new session cookie, the cookie
 * garage is merged into the kept one and the response also sets the cookies to the merged garage; otherwise, or
 * when the API cannot merge now (the sign-in still stands and the cookies stay as they were), it is returned as is.
 */
export async function mergeGarageAfterSignIn(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  response: Response,
): Promise<Response> {
  const session = newSessionOf(response);
  if (!session) return response;
  const client = createRequestClient({
    signal: request.signal,
    shopper: { ...context.get(shopperContext), session },
    cache: 'none',
  });
  const browser = browserGarage(request.headers.get('cookie'));
  const merged = await client.mergeGarage({
    vehicles: browser.vehicles.map((vehicle) => vehicle.fitment),
    selectedId: browser.selectedId,
  });
  if (!merged.ok) return response;
  const garage = keptGarage(merged.data);
  const chosen = chosenOf(garage);
  response.headers.append('Set-Cookie', serializeGarageCookie(garage.vehicles));
  if (chosen)
    response.headers.append('Set-Cookie', serializeFitmentCookie(chosen.fitment, { names: chosen.names }));
  return response;
}

/** The cookies signing out sends: the browser keeps nothing of the account's garage. */
export function garageSignOutCookies(): string[] {
  return [clearGarageCookie(), clearFitmentCookie()];
}

/** A vehicle change as the kept garage took it: the garage afterwards, or the API's refusal of it. */
export type KeptChange =
  | { ok: true; garage: SelectedGarage; chosen: SavedVehicle | null }
  | { ok: false; status: number; message: string };

/**
 * Sends a vehicle change of a signed-in shopper to the kept garage; null for a guest, or when the session has
 * ended or the API cannot be reached (the change is then the cookies' alone, as a guest's). A save's vehicle is
 * kept and chosen, a switch chooses, a clear leaves none chosen.
 */
export async function changeKeptGarage(
  context: Readonly<RouterContextProvider>,
  change: VehicleChange,
): Promise<KeptChange | null> {
  if (!context.get(shopperContext).session) return null;
  const { client } = context.get(commerceContext);
  const answer = await (change.intent === 'save'
    ? client.addGarageVehicle(change.fitment, true)
    : change.intent === 'remove'
      ? client.removeGarageVehicle(change.id)
      : client.selectGarageVehicle(change.intent === 'switch' ? change.id : null));
  if (answer.ok) {
    const garage = keptGarage(answer.data);
    return { ok: true, garage, chosen: chosenOf(garage) };
  }
  const { error } = answer;
  if (error.kind !== 'http' || error.status === 401 || error.status >= 500) return null;
  return { ok: false, status: error.status, message: error.message };
}
