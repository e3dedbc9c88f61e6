import {
  addToGarage,
  clearFitmentCookie,
  decodeVehicleSave,
  type Fitment,
  garageVehicleId,
  garageWithCurrent,
  readGarageFromCookieHeader,
  readSavedVehicleFromCookieHeader,
  removeFromGarage,
  type SaveNavigation,
  saveNavigationFor,
  serializeFitmentCookie,
  serializeGarageCookie,
  switchInGarage,
  type VehicleNames,
  type VehicleSavePlace,
} from '@fitkit/fitment';
import { GENERAL_ERROR } from '@fitkit/ui/general-messages/store';
import { data, redirect, replace } from 'react-router';
import { isSameOriginPath, sameOriginPath } from '../lib/redirect-target';
import { commerceContext } from '../server/commerce.server';
import { changeKeptGarage, type KeptChange } from '../server/garage.server';
import { declarePage } from '../server/page-kind.server';
import { routeIdOfPath } from '../server/route-table.server';
import type { Route } from './+types/fitment';

// The shop's vehicle-save route: the vehicle dialog, the inline bar, the garage and the CMS fitment selector post
// one vehicle-save request here (fitment's encodeVehicleSave): save a vehicle, clear it, switch to a garage
// vehicle or remove one. Plain form posts with redirects, so it all works without JavaScript too. A signed-in
// shopper's change goes to the garage the API keeps for them first, and the cookies mirror its answer.

/** Where to go after the vehicle changed (SPEC §2), the route worked out from the path; same-day mode adds its filter. */
function nextFor(place: VehicleSavePlace, fitment: Fitment | null): SaveNavigation {
  const routeName = routeIdOfPath(place.path);
  const next = saveNavigationFor(place.mode ?? 'FITS', { ...place, routeName, fitment });
  if (place.mode !== 'SAME_DAY_SHIPPING' || !fitment) return next;
  return { ...next, to: `${next.to}${next.to.includes('?') ? '&' : '?'}sameDayShipping=true` };
}

/** Follows a navigation with cookie changes; the sku route replaces its history entry. */
function navigateWith(next: SaveNavigation, cookies: string[]) {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  const to = sameOriginPath(next.to);
  return next.replace ? replace(to, { headers }) : redirect(to, { headers });
}

export async function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  throw data('Not Found', { status: 404 });
}

/** The kept garage's refusal of a change, shown where the change was made. */
function refused(kept: { status: number; message: string }) {
  return data({ error: kept.message }, { status: kept.status });
}

/** The garage cookie mirroring the kept garage after a change (none for a guest, whose cookies changed already). */
function mirrored(kept: KeptChange | null): string[] {
  return kept?.ok ? [serializeGarageCookie(kept.garage.vehicles)] : [];
}

export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  const decoded = decodeVehicleSave(await request.formData());
  // The shop's own redirect rule on top of the protocol's: a path of the shop only, no open redirect.
  if (decoded.ok && !isSameOriginPath(decoded.request.path))
    return data({ error: GENERAL_ERROR }, { status: 400 });
  if (!decoded.ok) {
    const error = decoded.refusal === 'vehicle' ? 'Please choose a year, make and model.' : GENERAL_ERROR;
    return data({ error }, { status: 400 });
  }
  const save = decoded.request;
  const cookieHeader = request.headers.get('cookie');
  const current = readSavedVehicleFromCookieHeader(cookieHeader);
  const garage = garageWithCurrent(readGarageFromCookieHeader(cookieHeader), current);

  switch (save.intent) {
    case 'clear': {
      const kept = await changeKeptGarage(context, save);
      if (kept && !kept.ok) return refused(kept);
      return navigateWith(nextFor(save, null), [clearFitmentCookie(), ...mirrored(kept)]);
    }

    case 'switch': {
      const kept = await changeKeptGarage(context, save);
      if (kept && !kept.ok) return refused(kept);
      const switched = kept
        ? kept.chosen && { current: kept.chosen, garage: kept.garage.vehicles }
        : switchInGarage(garage, save.id);
      if (!switched) return data({ error: 'That vehicle is no longer in your garage.' }, { status: 400 });
      return navigateWith(nextFor(save, switched.current.fitment), [
        serializeFitmentCookie(switched.current.fitment, { names: switched.current.names }),
        serializeGarageCookie(switched.garage),
      ]);
    }

    case 'remove': {
      const kept = await changeKeptGarage(context, save);
      if (kept && !kept.ok) return refused(kept);
      const rest = kept ? kept.garage.vehicles : removeFromGarage(garage, save.id);
      // Removing the current vehicle also forgets it as the shopper's vehicle.
      if (current && garageVehicleId(current.fitment) === save.id) {
        return navigateWith(nextFor(save, null), [clearFitmentCookie(), serializeGarageCookie(rest)]);
      }
      const headers = { 'Set-Cookie': serializeGarageCookie(rest) };
      // A plain form's post (no JavaScript) goes back to its page; a script's stays where it is.
      if (request.headers.get('sec-fetch-mode') === 'navigate') {
        return redirect(sameOriginPath(`${save.path}${save.search ? `?${save.search}` : ''}`), { headers });
      }
      return data({ ok: true }, { headers });
    }

    case 'save': {
      const named = await context.get(commerceContext).client.getVehicle(save.fitment);
      if (!named.ok) {
        const unknown = named.error.kind === 'http' && named.error.status === 404;
        return data(
          { error: unknown ? 'This vehicle is not in our catalogue.' : GENERAL_ERROR },
          { status: unknown ? 400 : 502 },
        );
      }
      const names: VehicleNames = {
        make: named.data.make.name,
        model: named.data.model?.name,
        body: named.data.body?.name,
        bed: named.data.bed?.name,
        engine: named.data.engine?.name,
      };
      const kept = await changeKeptGarage(context, save);
      if (kept && !kept.ok) return refused(kept);
      return navigateWith(nextFor(save, save.fitment), [
        serializeFitmentCookie(save.fitment, { names }),
        serializeGarageCookie(kept ? kept.garage.vehicles : addToGarage(garage, save.fitment, names)),
      ]);
    }
  }
}
