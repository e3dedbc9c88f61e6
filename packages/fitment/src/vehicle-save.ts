import type { Fitment } from './model';
import type { VehicleSelectorMode } from './navigation';

// The one wire format between every vehicle control (dialog, listing bar, CMS fitment selector, garage) and the
// shop's vehicle-save action: flat form fields, so a plain HTML form posts the same thing a script does. The
// page's route is not sent: the action works it out from `path`. Encoding is zod-free for the browser; the action
// decodes with vehicle-save-schema.ts.

/** What the shopper does to their vehicle. */
export type VehicleChange =
  | { intent: 'save'; fitment: Fitment }
  | { intent: 'clear' }
  | { intent: 'switch'; id: string }
  | { intent: 'remove'; id: string };

/** Where the shopper is when the vehicle changes: what SPEC §2's save navigation needs besides the route. */
export interface VehicleSavePlace {
  /** The page's pathname (same-site only). */
  path: string;
  /** The page's query string without '?' (the action keeps q, sort and token). */
  search: string;
  /** True while the 404 page is shown. */
  is404: boolean;
  /** The vehicle dialog's mode, when it has one. */
  mode?: VehicleSelectorMode | undefined;
}

/** One vehicle-save request: the change and the place it was made. */
export type VehicleSaveRequest = VehicleChange & VehicleSavePlace;

/** The form fields of a vehicle-save request, as hidden inputs or a fetcher's body. */
export type VehicleSaveFields = Record<string, string>;

/** Why a vehicle-save post was refused: the vehicle is not a whole one, or the post itself is malformed. */
export type VehicleSaveRefusal = 'vehicle' | 'request';

/** A decoded vehicle-save post: the request, or why it was refused. */
export type VehicleSaveDecoding =
  | { ok: true; request: VehicleSaveRequest }
  | { ok: false; refusal: VehicleSaveRefusal };

/** The form fields of a vehicle-save request (undefined parts left out). */
export function encodeVehicleSave(request: VehicleSaveRequest): VehicleSaveFields {
  const fields: VehicleSaveFields = { intent: request.intent };
  if (request.intent === 'save') {
    for (const [key, value] of Object.entries(request.fitment)) {
      if (value !== undefined) fields[key] = String(value);
    }
  }
  if (request.intent === 'switch' || request.intent === 'remove') fields.id = request.id;
  fields.path = request.path;
  fields.search = request.search;
  fields.is404 = String(request.is404);
  if (request.mode) fields.mode = request.mode;
  return fields;
}
