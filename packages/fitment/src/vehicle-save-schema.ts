import { z } from 'zod/mini';
import { stripUndefined } from './model';
import { VEHICLE_SELECTOR_MODES } from './navigation';
import { fitmentSchema, lazySchema } from './schema';
import type { VehicleSaveDecoding, VehicleSavePlace } from './vehicle-save';

// Apart from vehicle-save.ts (as schema.ts is apart from model.ts) so browser code that only encodes a save never
// pulls zod into its bundle.

function buildVehicleSaveSchemas() {
  const placeFields = {
    // A same-site path only: '//host' or '/\\host' would be an open redirect (the shop checks its own rule too).
    path: z._default(z.string().check(z.maxLength(2000), z.regex(/^\/(?![/\\])/)), '/'),
    search: z._default(z.string().check(z.maxLength(2000)), ''),
    is404: z._default(z.enum(['true', 'false']), 'false'),
    mode: z.optional(z.enum(VEHICLE_SELECTOR_MODES)),
  };
  const garageId = z.string().check(z.minLength(1), z.maxLength(300));
  const vehicleFields = {
    year: z.coerce.number(),
    makeSlug: z.string(),
    modelSlug: z.string(),
    bodySlug: z.optional(z.string()),
    bedSlug: z.optional(z.string()),
    engineSlug: z.optional(z.string()),
  };
  return {
    place: z.object(placeFields),
    fields: z.discriminatedUnion('intent', [
      z.object({ intent: z._default(z.literal('save'), 'save'), ...placeFields, ...vehicleFields }),
      z.object({ intent: z.literal('clear'), ...placeFields }),
      z.object({ intent: z.enum(['switch', 'remove']), id: garageId, ...placeFields }),
    ]),
  };
}

const vehicleSaveSchemas = lazySchema(buildVehicleSaveSchemas);

/**
 * zod schema of a vehicle-save post's form fields (strings; empty fields already dropped). A post without an
 * intent is a save, as a bare vehicle form is. Built on first use, so a bundle that only encodes (the browser)
 * carries no zod.
 */
export function vehicleSaveFieldsSchema() {
  return vehicleSaveSchemas().fields;
}

function fieldsOf(
  form: FormData | URLSearchParams | Readonly<Record<string, unknown>>,
): Record<string, string> {
  const entries =
    form instanceof FormData || form instanceof URLSearchParams ? [...form] : Object.entries(form);
  // Empty fields (an unchosen select, an empty hidden input) count as absent.
  return Object.fromEntries(
    entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

/**
 * Decodes a vehicle-save post (the action's FormData, or fields) with {@link vehicleSaveFieldsSchema}; a save's
 * vehicle must also be a whole, well-formed {@link Fitment}.
 */
export function decodeVehicleSave(
  form: FormData | URLSearchParams | Readonly<Record<string, unknown>>,
): VehicleSaveDecoding {
  const fields = fieldsOf(form);
  const parsed = vehicleSaveFieldsSchema().safeParse(fields);
  if (!parsed.success) {
    const isSave = (fields.intent ?? 'save') === 'save';
    const placeOk = vehicleSaveSchemas().place.safeParse(fields).success;
    return { ok: false, refusal: isSave && placeOk ? 'vehicle' : 'request' };
  }
  const { path, search, mode } = parsed.data;
  const place: VehicleSavePlace = { path, search, is404: parsed.data.is404 === 'true', mode };
  const data = parsed.data;
  switch (data.intent) {
    case 'save': {
      const fitment = fitmentSchema.safeParse(data);
      if (!fitment.success) return { ok: false, refusal: 'vehicle' };
      return {
        ok: true,
        request: stripUndefined({ intent: 'save', fitment: stripUndefined(fitment.data), ...place }),
      };
    }
    case 'clear':
      return { ok: true, request: stripUndefined({ intent: 'clear', ...place }) };
    default:
      return { ok: true, request: stripUndefined({ intent: data.intent, id: data.id, ...place }) };
  }
}
