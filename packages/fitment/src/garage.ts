import { z } from 'zod/mini';
import type { SavedVehicle } from './cookie';
import { type Fitment, fitmentCacheKey, isSameFitment, stripUndefined, type VehicleNames } from './model';
import { readCookie } from './read-cookie';
import { fitmentSchema, lazySchema } from './schema';

/**
 * The fitmentGarage cookie: the shopper's saved vehicles, most recent first. The current vehicle stays in the
 * fitmentData cookie (what every page reads); the garage is the list the shopper switches between.
 * Value: URI-encoded JSON array of `{ year, makeSlug, modelSlug, …, names? }`, the fitmentData shape.
 */
export const GARAGE_COOKIE_NAME = 'fitmentGarage';

/** How long the garage is kept: 3650 days, like the saved vehicle, in seconds. */
export const GARAGE_COOKIE_MAX_AGE = 3650 * 24 * 60 * 60;

/** The most vehicles a garage keeps; adding one more forgets the least recent. */
export const GARAGE_MAX_VEHICLES = 5;

// Browsers drop cookies over 4096 bytes (name and attributes included); the oldest vehicles give way first.
const GARAGE_VALUE_MAX_LENGTH = 3800;

/** The saved vehicles, most recent first, no vehicle twice, at most GARAGE_MAX_VEHICLES. */
export type SavedVehicles = readonly SavedVehicle[];

const entrySchema = lazySchema(() => {
  const name = z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(128))), undefined);
  return z.extend(fitmentSchema, {
    names: z.catch(
      z.optional(z.object({ make: name, model: name, body: name, bed: name, engine: name })),
      undefined,
    ),
  });
});

/** The id of a garage vehicle (stable, equal for the same vehicle), for lists and switch/remove handlers. */
export function garageVehicleId(fitment: Fitment): string {
  return fitmentCacheKey(fitment);
}

function normalize(vehicles: Iterable<SavedVehicle>): SavedVehicle[] {
  const result: SavedVehicle[] = [];
  for (const vehicle of vehicles) {
    if (result.length >= GARAGE_MAX_VEHICLES) break;
    if (result.some((kept) => isSameFitment(kept.fitment, vehicle.fitment))) continue;
    result.push(vehicle);
  }
  return result;
}

/** Reads a garage cookie value; bad entries are dropped and garbage gives an empty garage, never an exception. */
export function decodeGarageCookie(value: string | null | undefined): SavedVehicles {
  if (!value) return [];
  let json: unknown;
  try {
    json = JSON.parse(decodeURIComponent(value));
  } catch {
    return [];
  }
  if (!Array.isArray(json)) return [];
  const vehicles: SavedVehicle[] = [];
  for (const entry of json) {
    const parsed = entrySchema().safeParse(entry);
    if (!parsed.success) continue;
    const { names, ...fitment } = parsed.data;
    vehicles.push({ fitment: stripUndefined(fitment), names: stripUndefined(names ?? {}) });
  }
  return normalize(vehicles);
}

function encodeEntries(vehicles: readonly SavedVehicle[]): string {
  return encodeURIComponent(
    JSON.stringify(
      vehicles.map(({ fitment, names }) => {
        const cleanNames = stripUndefined({ ...names });
        return Object.keys(cleanNames).length > 0 ? { ...fitment, names: cleanNames } : fitment;
      }),
    ),
  );
}

/**
 * The cookie value of a garage. Invalid vehicles and names are dropped rather than thrown on (a garage is a
 * convenience, never a reason to fail a save); the oldest vehicles are dropped when the cookie would be too big.
 */
export function encodeGarageCookie(garage: SavedVehicles): string {
  const valid: SavedVehicle[] = [];
  for (const vehicle of garage) {
    const parsed = entrySchema().safeParse({ ...vehicle.fitment, names: vehicle.names });
    if (!parsed.success) continue;
    const { names, ...fitment } = parsed.data;
    valid.push({ fitment: stripUndefined(fitment), names: stripUndefined(names ?? {}) });
  }
  let kept = normalize(valid);
  let value = encodeEntries(kept);
  while (value.length > GARAGE_VALUE_MAX_LENGTH && kept.length > 1) {
    kept = kept.slice(0, -1);
    value = encodeEntries(kept);
  }
  return value;
}

function attributes(maxAge: number, secure: boolean): string {
  return `; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie string (also valid for `document.cookie`) keeping the garage for 3650 days; secure by default. */
export function serializeGarageCookie(garage: SavedVehicles, options: { secure?: boolean } = {}): string {
  return `${GARAGE_COOKIE_NAME}=${encodeGarageCookie(garage)}${attributes(GARAGE_COOKIE_MAX_AGE, options.secure ?? true)}`;
}

/** The Set-Cookie string that empties the garage. */
export function clearGarageCookie(options: { secure?: boolean } = {}): string {
  return `${GARAGE_COOKIE_NAME}=${attributes(0, options.secure ?? true)}`;
}

function mergeNames(newer: VehicleNames, older: VehicleNames | undefined): VehicleNames {
  return { ...older, ...stripUndefined({ ...newer }) };
}

/**
 * The garage with a vehicle put first (saved or switched to). A vehicle already there moves up, keeping the
 * names it had unless new ones are given; the least recent falls out past GARAGE_MAX_VEHICLES.
 */
export function addToGarage(
  garage: SavedVehicles,
  fitment: Fitment,
  names: VehicleNames = {},
): SavedVehicles {
  const existing = garage.find((vehicle) => isSameFitment(vehicle.fitment, fitment));
  return normalize([
    { fitment: stripUndefined({ ...fitment }), names: mergeNames(names, existing?.names) },
    ...garage,
  ]);
}

/** What switching to a garage vehicle gives: the vehicle to make current and the reordered garage. */
export interface GarageSwitch {
  /** The vehicle to save in fitmentData, with its names. */
  current: SavedVehicle;
  /** The garage with it first. */
  garage: SavedVehicles;
}

/** Switches to a garage vehicle by id; null when the id is not in the garage. */
export function switchInGarage(garage: SavedVehicles, id: string): GarageSwitch | null {
  const vehicle = garage.find((candidate) => garageVehicleId(candidate.fitment) === id);
  if (!vehicle) return null;
  return { current: vehicle, garage: addToGarage(garage, vehicle.fitment, vehicle.names) };
}

/** The garage without the vehicle of that id (unchanged when it is not there). */
export function removeFromGarage(garage: SavedVehicles, id: string): SavedVehicles {
  const next = garage.filter((vehicle) => garageVehicleId(vehicle.fitment) !== id);
  return next.length === garage.length ? garage : next;
}

/**
 * The garage as the shopper sees it: the current vehicle (fitmentData, possibly saved by a page that does not
 * know the garage) first, then the others. Use it when reading both cookies.
 */
export function garageWithCurrent(garage: SavedVehicles, current: SavedVehicle | null): SavedVehicles {
  return current ? addToGarage(garage, current.fitment, current.names) : garage;
}

/** The garage from a Cookie request header (or `document.cookie`); empty when there is none. */
export function readGarageFromCookieHeader(header: string | null | undefined): SavedVehicles {
  return decodeGarageCookie(readCookie(header, GARAGE_COOKIE_NAME));
}

/** A garage with its chosen vehicle: the cookies' pair (fitmentGarage, fitmentData) or a signed-in shopper's garage. */
export interface SelectedGarage {
  /** Saved vehicles, most recent first. */
  vehicles: SavedVehicles;
  /** The id ({@link garageVehicleId}) of the chosen vehicle, one of `vehicles`, or null. */
  selectedId: string | null;
}

/**
 * The merge of a browser's garage into a signed-in shopper's kept garage (at sign-in). The rule:
 * - the chosen vehicle is the browser's when it has one, otherwise the kept garage's;
 * - order: the chosen vehicle first, then the browser's vehicles in their order, then the kept ones in theirs;
 * - a vehicle is one vehicle by its id: it appears once, with the browser's names over the kept ones;
 * - at most GARAGE_MAX_VEHICLES: the least recent (the tail) fall out, never the chosen one.
 * Merging the same browser garage again changes nothing (idempotent), so a repeated or retried sign-in is harmless.
 */
export function mergeGarages(kept: SelectedGarage, browser: SelectedGarage): SelectedGarage {
  const all = [...browser.vehicles, ...kept.vehicles];
  const selectedId = [browser.selectedId, kept.selectedId].find(
    (id) => id !== null && all.some((vehicle) => garageVehicleId(vehicle.fitment) === id),
  );
  const namesOf = (id: string) =>
    [...all]
      .reverse()
      .filter((vehicle) => garageVehicleId(vehicle.fitment) === id)
      .reduce<VehicleNames>((names, vehicle) => mergeNames(vehicle.names, names), {});
  const selected = all.filter((vehicle) => garageVehicleId(vehicle.fitment) === selectedId);
  const vehicles = normalize([...selected, ...all]).map((vehicle) => ({
    fitment: vehicle.fitment,
    names: namesOf(garageVehicleId(vehicle.fitment)),
  }));
  return { vehicles, selectedId: selectedId ?? null };
}
