import { describe, expect, it } from 'vitest';
import { encodeVehicleSave, type VehicleSaveRequest } from './vehicle-save';
import { decodeVehicleSave, vehicleSaveFieldsSchema } from './vehicle-save-schema';

const place = { path: '/c/interior/', search: 'sort=name', is404: false } as const;
const jeep = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler', engineSlug: '3-6l-v6' };

const formDataOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};

describe('the vehicle-save protocol', () => {
  it.each<VehicleSaveRequest>([
    { intent: 'save', fitment: jeep, ...place, mode: 'SAME_DAY_SHIPPING' },
    { intent: 'clear', ...place, is404: true },
    { intent: 'switch', id: '2021|jeep|wrangler', path: '/', search: '', is404: false },
    { intent: 'remove', id: '2020|ford|f-150', ...place, mode: 'MMY' },
  ])('decodes what it encodes ($intent), as fields and as FormData', (request) => {
    const fields = encodeVehicleSave(request);
    expect(decodeVehicleSave(fields)).toEqual({ ok: true, request });
    expect(decodeVehicleSave(formDataOf(fields))).toEqual({ ok: true, request });
    expect(decodeVehicleSave(new URLSearchParams(fields))).toEqual({ ok: true, request });
  });

  it('encodes a vehicle as flat form fields, with no route name', () => {
    expect(encodeVehicleSave({ intent: 'save', fitment: jeep, ...place })).toEqual({
      intent: 'save',
      year: '2021',
      makeSlug: 'jeep',
      modelSlug: 'wrangler',
      engineSlug: '3-6l-v6',
      path: '/c/interior/',
      search: 'sort=name',
      is404: 'false',
    });
  });

  it('reads a bare vehicle form as a save on the home page, ignoring empty and unknown fields', () => {
    const form = formDataOf({
      year: '2021',
      makeSlug: 'jeep',
      modelSlug: 'wrangler',
      bodySlug: '',
      'fs-year': '2021',
    });
    expect(decodeVehicleSave(form)).toEqual({
      ok: true,
      request: {
        intent: 'save',
        fitment: { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' },
        path: '/',
        search: '',
        is404: false,
      },
    });
  });

  it('refuses a save without a whole, well-formed vehicle as a vehicle problem', () => {
    for (const vehicle of [
      { year: '2021', makeSlug: 'jeep' },
      { year: 'soon', makeSlug: 'jeep', modelSlug: 'wrangler' },
      { year: '1800', makeSlug: 'jeep', modelSlug: 'wrangler' },
      { year: '2021', makeSlug: 'Jeep!', modelSlug: 'wrangler' },
    ]) {
      expect(decodeVehicleSave({ intent: 'save', ...vehicle })).toEqual({ ok: false, refusal: 'vehicle' });
    }
  });

  it('refuses a malformed post: other sites, unknown intents and modes, garage changes without an id', () => {
    const save = encodeVehicleSave({ intent: 'save', fitment: jeep, ...place });
    for (const bad of [
      { ...save, path: '//evil.example/' },
      { ...save, path: '/\\evil.example/' },
      { ...save, path: 'c/interior/' },
      { ...save, mode: 'FAST' },
      { ...save, is404: 'maybe' },
      { intent: 'forget' },
      { intent: 'switch' },
      { intent: 'remove', id: 'x'.repeat(301) },
    ]) {
      expect(vehicleSaveFieldsSchema().safeParse(bad).success).toBe(false);
      expect(decodeVehicleSave(bad)).toEqual({ ok: false, refusal: 'request' });
    }
  });
});
