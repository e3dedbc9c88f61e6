import type { Fitment } from '@fitkit/fitment';
import type { Result } from './errors';
import type { CallOptions, Transport } from './transport';
import type { AccountGarage, GarageMerge } from './types';

/**
 * The signed-in shopper's garage kept by the API (`/account/garage…`): the session cookie says whose, so there is
 * no id to pass. Every call answers the whole garage as it is afterwards; 401 UNAUTHENTICATED without a session,
 * 403 FORBIDDEN for a browser's cross-site change.
 */
export interface GarageCalls {
  /** The garage: vehicles most recent first, the chosen one's id and the limit. */
  getAccountGarage(options?: CallOptions): Promise<Result<AccountGarage>>;
  /** Keeps a vehicle first (chosen unless `select` is false); 404 NOT_FOUND for a vehicle not in the catalogue. */
  addGarageVehicle(fitment: Fitment, select?: boolean, options?: CallOptions): Promise<Result<AccountGarage>>;
  /** Removes a vehicle by id (the same answer when it is not there). */
  removeGarageVehicle(vehicleId: string, options?: CallOptions): Promise<Result<AccountGarage>>;
  /** Chooses a vehicle of the garage and puts it first, or none with null; 404 NOT_FOUND when it is not there. */
  selectGarageVehicle(vehicleId: string | null, options?: CallOptions): Promise<Result<AccountGarage>>;
  /** Merges a browser's garage into the kept one (at sign-in); idempotent. */
  mergeGarage(browser: GarageMerge, options?: CallOptions): Promise<Result<AccountGarage>>;
}

/** The garage calls of a client. */
export function garageMethods({ api, call }: Transport): GarageCalls {
  return {
    getAccountGarage: ({ signal } = {}) =>
      call<AccountGarage>((s) => api.GET('/account/garage', { signal: s }), signal),
    addGarageVehicle: (fitment, select = true, { signal } = {}) =>
      call<AccountGarage>(
        (s) => api.POST('/account/garage/vehicles', { body: { fitment, select }, signal: s }),
        signal,
      ),
    removeGarageVehicle: (vehicleId, { signal } = {}) =>
      call<AccountGarage>(
        (s) =>
          api.DELETE('/account/garage/vehicles/{vehicleId}', { params: { path: { vehicleId } }, signal: s }),
        signal,
      ),
    selectGarageVehicle: (vehicleId, { signal } = {}) =>
      call<AccountGarage>(
        (s) => api.PUT('/account/garage/selected', { body: { vehicleId }, signal: s }),
        signal,
      ),
    mergeGarage: (browser, { signal } = {}) =>
      call<AccountGarage>((s) => api.POST('/account/garage/merge', { body: browser, signal: s }), signal),
  };
}
