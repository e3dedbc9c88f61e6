import {
  addToGarage,
  clearFitmentCookie,
  fitmentSchema,
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
  VEHICLE_SELECTOR_MODES,
  type VehicleNames,
} from '@fitkit/fitment';
import { data, redirect, replace } from 'react-router';
import { z } from 'zod';
import { GENERAL_ERROR } from '../lib/messages';
import { isSameOriginPath, sameOriginPath } from '../lib/redirect-target';
import { commerce } from '../server/commerce.server';
import { declarePage } from '../server/page-kind.server';
import type { Route } from './+types/fitment';

// Where the vehicle dialog, the inline bar and the garage post: save a vehicle, clear it, switch to a garage
// vehicle or remove one. Plain form posts with redirects, so it all works without JavaScript too.

const whereForm = z.object({
  routeName: z.string().max(40).default('home'),
  // A path of the shop only: '//host' or '/\\host' would be an open redirect.
  path: z.string().max(2000).refine(isSameOriginPath).default('/'),
  search: z.string().max(2000).default(''),
  is404: z.enum(['true', 'false']).default('false'),
  mode: z.enum(VEHICLE_SELECTOR_MODES).optional(),
});

const vehicleForm = z.object({
  year: z.coerce.number(),
  makeSlug: z.string(),
  modelSlug: z.string(),
  bodySlug: z.string().optional(),
  bedSlug: z.string().optional(),
  engineSlug: z.string().optional(),
});

const garageForm = z.object({ id: z.string().min(1).max(300) });

type Where = z.infer<typeof whereForm>;

/** Where to go after the vehicle changed (SPEC §2); same-day shipping mode lands on same-day parts. */
function nextFor(where: Where, fitment: Parameters<typeof saveNavigationFor>[1]['fitment']): SaveNavigation {
  const next = saveNavigationFor(where.mode ?? 'FITS', { ...where, fitment, is404: where.is404 === 'true' });
  if (where.mode !== 'SAME_DAY_SHIPPING' || !fitment) return next;
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

export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  const form = Object.fromEntries(
    [...(await request.formData()).entries()].filter(([, v]) => typeof v === 'string' && v !== ''),
  );
  const where = whereForm.safeParse(form);
  if (!where.success) return data({ error: GENERAL_ERROR }, { status: 400 });
  const cookieHeader = request.headers.get('cookie');
  const current = readSavedVehicleFromCookieHeader(cookieHeader);
  const garage = garageWithCurrent(readGarageFromCookieHeader(cookieHeader), current);

  switch (form.intent ?? 'save') {
    case 'clear':
      return navigateWith(nextFor(where.data, null), [clearFitmentCookie()]);

    case 'switch': {
      const id = garageForm.safeParse(form);
      const switched = id.success ? switchInGarage(garage, id.data.id) : null;
      if (!switched) return data({ error: 'That vehicle is no longer in your garage.' }, { status: 400 });
      return navigateWith(nextFor(where.data, switched.current.fitment), [
        serializeFitmentCookie(switched.current.fitment, { names: switched.current.names }),
        serializeGarageCookie(switched.garage),
      ]);
    }

    case 'remove': {
      const id = garageForm.safeParse(form);
      if (!id.success) return data({ error: GENERAL_ERROR }, { status: 400 });
      const rest = removeFromGarage(garage, id.data.id);
      // Removing the current vehicle also forgets it as the shopper's vehicle.
      if (current && garageVehicleId(current.fitment) === id.data.id) {
        return navigateWith(nextFor(where.data, null), [clearFitmentCookie(), serializeGarageCookie(rest)]);
      }
      return data({ ok: true }, { headers: { 'Set-Cookie': serializeGarageCookie(rest) } });
    }

    case 'save': {
      const vehicle = vehicleForm.safeParse(form);
      const fitment = vehicle.success ? fitmentSchema.safeParse(vehicle.data) : null;
      if (!fitment?.success) return data({ error: 'Please choose a year, make and model.' }, { status: 400 });
      const named = await commerce.getVehicle(fitment.data);
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
      return navigateWith(nextFor(where.data, fitment.data), [
        serializeFitmentCookie(fitment.data, { names }),
        serializeGarageCookie(addToGarage(garage, fitment.data, names)),
      ]);
    }

    default:
      return data({ error: GENERAL_ERROR }, { status: 400 });
  }
}
