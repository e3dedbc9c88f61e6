import { z } from 'zod/mini';
import { type Fitment, stripUndefined, type VehicleNames } from './model';
import { readCookie } from './read-cookie';
import { fitmentSchema, lazySchema } from './schema';

/**
 * The fitmentData cookie.
 *
 * Value: the URI-encoded JSON of the Fitment, plus (optionally) the display names of its make, model, body,
 * bed and engine under `names`. The names are there so the server can render the header's vehicle lines from
 * the request alone, without a call to the API; they are display hints only: the slugs are the truth, and a
 * page that needs verified names (the vehicle landing page) still asks the API.
 */
export const FITMENT_COOKIE_NAME = 'fitmentData';

/** How long the saved vehicle is kept (SPEC §9): 3650 days, in seconds. */
export const FITMENT_COOKIE_MAX_AGE = 3650 * 24 * 60 * 60;

const NAME_MAX_LENGTH = 128;
const namesSchema = lazySchema(() => {
  const name = z.optional(z.string().check(z.minLength(1), z.maxLength(NAME_MAX_LENGTH)));
  return z.catch(
    z.optional(z.object({ make: name, model: name, body: name, bed: name, engine: name })),
    undefined,
  );
});

const cookiePayloadSchema = lazySchema(() => z.extend(fitmentSchema, { names: namesSchema() }));

/** A saved vehicle as the cookie holds it: the Fitment and the names known when it was saved. */
export interface SavedVehicle {
  /** The vehicle. */
  fitment: Fitment;
  /** Display names of its levels, when they were known at save time. */
  names: VehicleNames;
}

/** Options of the Set-Cookie string. */
export interface FitmentCookieOptions {
  /** Adds the Secure attribute; default true (browsers accept it on localhost too). */
  secure?: boolean;
  /** Display names to keep beside the slugs. */
  names?: VehicleNames;
}

/** The cookie value for a saved vehicle (URI-encoded JSON); throws a zod `$ZodError` for an invalid Fitment. */
export function encodeFitmentCookie(fitment: Fitment, names?: VehicleNames): string {
  const parsed = fitmentSchema.parse(fitment);
  const cleanNames = names ? stripUndefined(namesSchema().parse(names) ?? {}) : {};
  const payload = Object.keys(cleanNames).length > 0 ? { ...parsed, names: cleanNames } : parsed;
  return encodeURIComponent(JSON.stringify(stripUndefined(payload)));
}

/** Reads a cookie value into the saved vehicle with its names; null for anything that is not one. */
export function decodeSavedVehicle(value: string | null | undefined): SavedVehicle | null {
  if (!value) return null;
  let json: unknown;
  try {
    json = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  const parsed = cookiePayloadSchema().safeParse(json);
  if (!parsed.success) return null;
  const { names, ...fitment } = parsed.data;
  return { fitment: stripUndefined(fitment), names: stripUndefined(names ?? {}) };
}

/** Reads a cookie value into a Fitment; null (never an exception) for garbage. */
export function decodeFitmentCookie(value: string | null | undefined): Fitment | null {
  return decodeSavedVehicle(value)?.fitment ?? null;
}

function attributes(maxAge: number, secure: boolean): string {
  return `; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The full Set-Cookie string (also valid for `document.cookie`) saving a vehicle for 3650 days; throws when invalid. */
export function serializeFitmentCookie(fitment: Fitment, options: FitmentCookieOptions = {}): string {
  return `${FITMENT_COOKIE_NAME}=${encodeFitmentCookie(fitment, options.names)}${attributes(FITMENT_COOKIE_MAX_AGE, options.secure ?? true)}`;
}

/** The Set-Cookie string that forgets the saved vehicle. */
export function clearFitmentCookie(options: Pick<FitmentCookieOptions, 'secure'> = {}): string {
  return `${FITMENT_COOKIE_NAME}=${attributes(0, options.secure ?? true)}`;
}

/** The saved vehicle with names from a Cookie request header, or null. */
export function readSavedVehicleFromCookieHeader(header: string | null | undefined): SavedVehicle | null {
  return decodeSavedVehicle(readCookie(header, FITMENT_COOKIE_NAME));
}

/** The saved Fitment from a Cookie request header (or `document.cookie`), or null. */
export function readFitmentFromCookieHeader(header: string | null | undefined): Fitment | null {
  return decodeFitmentCookie(readCookie(header, FITMENT_COOKIE_NAME));
}
