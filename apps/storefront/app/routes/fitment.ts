import {
  clearFitmentCookie,
  fitmentSchema,
  type NamedVehicle,
  type SaveNavigation,
  saveNavigation,
  serializeFitmentCookie,
} from '@fitkit/fitment';
import { data, redirect, replace } from 'react-router';
import { z } from 'zod';
import { commerce } from '../server/commerce.server';
import type { Route } from './+types/fitment';

// Where the vehicle dialog saves or clears: the form works without JavaScript too (a plain POST and a redirect).
const locationForm = z.object({
  routeName: z.string().max(40).default('home'),
  // A same-site path only: '//host' would be an open redirect.
  path: z
    .string()
    .max(2000)
    .regex(/^\/(?!\/)/)
    .default('/'),
  search: z.string().max(2000).default(''),
  is404: z.enum(['true', 'false']).default('false'),
});

const saveForm = locationForm.extend({
  year: z.coerce.number(),
  makeSlug: z.string(),
  modelSlug: z.string(),
  bodySlug: z.string().optional(),
  bedSlug: z.string().optional(),
  engineSlug: z.string().optional(),
});

const GENERAL_ERROR = 'Sorry, something went wrong.  Please refresh this page and try again.';

/** Follows the save-navigation rule with the cookie change; the sku route replaces its history entry. */
function navigateWith(next: SaveNavigation, setCookie: string) {
  const init = { headers: { 'Set-Cookie': setCookie } };
  return next.replace ? replace(next.to, init) : redirect(next.to, init);
}

export async function loader() {
  throw data('Not Found', { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(
    [...(await request.formData()).entries()].filter(([, v]) => typeof v === 'string' && v !== ''),
  );
  if (form.intent === 'clear') {
    const at = locationForm.safeParse(form);
    if (!at.success) return data({ error: GENERAL_ERROR }, { status: 400 });
    const next = saveNavigation({ ...at.data, fitment: null, is404: at.data.is404 === 'true' });
    return navigateWith(next, clearFitmentCookie());
  }
  const parsed = saveForm.safeParse(form);
  const fitment = parsed.success ? fitmentSchema.safeParse(parsed.data) : null;
  if (!parsed.success || !fitment?.success) {
    return data({ error: 'Please choose a year, make and model.' }, { status: 400 });
  }
  const vehicle = await commerce.getVehicle(fitment.data);
  if (!vehicle.ok) {
    const unknown = vehicle.error.kind === 'http' && vehicle.error.status === 404;
    return data(
      {
        error: unknown ? 'This vehicle is not in our catalogue.' : GENERAL_ERROR,
      },
      { status: unknown ? 400 : 502 },
    );
  }
  const named: NamedVehicle = vehicle.data;
  const names = {
    make: named.make?.name,
    model: named.model?.name,
    body: named.body?.name,
    bed: named.bed?.name,
    engine: named.engine?.name,
  };
  const { routeName, path, search, is404 } = parsed.data;
  const next = saveNavigation({ routeName, path, search, fitment: fitment.data, is404: is404 === 'true' });
  return navigateWith(next, serializeFitmentCookie(fitment.data, { names }));
}
