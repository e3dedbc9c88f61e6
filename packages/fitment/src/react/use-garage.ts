import { createStore } from '@fitkit/store';
import { useCallback, useSyncExternalStore } from 'react';
import {
  clearFitmentCookie,
  readSavedVehicleFromCookieHeader,
  type SavedVehicle,
  serializeFitmentCookie,
} from '../cookie';
import {
  addToGarage,
  garageVehicleId,
  garageWithCurrent,
  readGarageFromCookieHeader,
  removeFromGarage,
  type SavedVehicles,
  serializeGarageCookie,
  switchInGarage,
} from '../garage';
import type { Fitment, VehicleNames } from '../model';

/** The garage and current vehicle as the cookies hold them. */
export interface GarageState {
  /** Saved vehicles, the current one first. */
  garage: SavedVehicles;
  /** The current vehicle (fitmentData), or null. */
  current: SavedVehicle | null;
}

const EMPTY: GarageState = { garage: [], current: null };

// Parsing is cached by the raw cookie text, so equal cookies give the same object (useSyncExternalStore needs it).
let cachedHeader: string | null = null;
let cachedState: GarageState = EMPTY;

/** The garage state a Cookie header (or `document.cookie`) holds; the same object for the same text. */
function readGarageState(header: string | null | undefined): GarageState {
  const text = header ?? '';
  if (text === cachedHeader) return cachedState;
  const current = readSavedVehicleFromCookieHeader(text);
  const state: GarageState =
    text === '' ? EMPTY : { current, garage: garageWithCurrent(readGarageFromCookieHeader(text), current) };
  cachedHeader = text;
  cachedState = state;
  return state;
}

// The garage as last written through a hook, so every instance on the page hears of the write; the hooks
// still read the cookies themselves, which also catches writes made elsewhere.
const written = createStore<GarageState>(EMPTY);

function browserCookies(): string | null {
  return typeof document === 'undefined' ? null : document.cookie;
}

function write(cookies: readonly string[]): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers.
  for (const cookie of cookies) document.cookie = cookie;
  written.set(readGarageState(browserCookies()));
}

/** Options of useGarage. */
export interface UseGarageOptions {
  /** The request's Cookie header during a server render (and hydration), so both render the same garage. */
  serverCookie?: string | null;
  /** Adds the Secure attribute to the cookies written; default true. */
  secure?: boolean;
}

/** What useGarage returns. */
export interface UseGarageResult extends GarageState {
  /** Saves a vehicle as the current one and puts it first in the garage. */
  save: (fitment: Fitment, names?: VehicleNames) => void;
  /** Makes a garage vehicle current; returns it, or null for an unknown id. */
  switchTo: (id: string) => SavedVehicle | null;
  /** Removes a vehicle; removing the current one also forgets it as current (nothing else is chosen for the shopper). */
  remove: (id: string) => void;
}

/**
 * The shopper's garage over the fitmentData and fitmentGarage cookies, for guests. Safe on the server: it reads
 * `serverCookie` there and writes nothing. Every hook instance on the page sees writes made through any of them;
 * pages that save the vehicle elsewhere (a server action) show up on the next render that reads the cookies.
 */
export function useGarage(options: UseGarageOptions = {}): UseGarageResult {
  const secure = options.secure ?? true;
  const serverCookie = options.serverCookie ?? null;
  const state = useSyncExternalStore(
    written.subscribe,
    () => readGarageState(browserCookies()),
    () => readGarageState(serverCookie),
  );

  const save = useCallback(
    (fitment: Fitment, names: VehicleNames = {}) => {
      const now = readGarageState(browserCookies());
      write([
        serializeFitmentCookie(fitment, { names, secure }),
        serializeGarageCookie(addToGarage(now.garage, fitment, names), { secure }),
      ]);
    },
    [secure],
  );
  const switchTo = useCallback(
    (id: string) => {
      const switched = switchInGarage(readGarageState(browserCookies()).garage, id);
      if (!switched) return null;
      write([
        serializeFitmentCookie(switched.current.fitment, { names: switched.current.names, secure }),
        serializeGarageCookie(switched.garage, { secure }),
      ]);
      return switched.current;
    },
    [secure],
  );
  const remove = useCallback(
    (id: string) => {
      const now = readGarageState(browserCookies());
      const isCurrent = now.current !== null && garageVehicleId(now.current.fitment) === id;
      write([
        ...(isCurrent ? [clearFitmentCookie({ secure })] : []),
        serializeGarageCookie(removeFromGarage(now.garage, id), { secure }),
      ]);
    },
    [secure],
  );
  return { ...state, save, switchTo, remove };
}
