import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeFitmentCookie, type SavedVehicle } from './cookie';
import {
  addToGarage,
  clearGarageCookie,
  decodeGarageCookie,
  encodeGarageCookie,
  GARAGE_COOKIE_MAX_AGE,
  GARAGE_COOKIE_NAME,
  GARAGE_MAX_VEHICLES,
  garageVehicleId,
  garageWithCurrent,
  mergeGarages,
  readGarageFromCookieHeader,
  removeFromGarage,
  type SavedVehicles,
  type SelectedGarage,
  serializeGarageCookie,
  switchInGarage,
} from './garage';
import { type Fitment, isSameFitment } from './model';
import { fitmentSchema } from './schema';

const jeep: Fitment = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler', bodySlug: '4-door' };
const ford: Fitment = { year: 2020, makeSlug: 'ford', modelSlug: 'f-150', bedSlug: '5-5-ft' };
const ram: Fitment = { year: 2019, makeSlug: 'ram', modelSlug: '1500' };

const slug = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const fitment = fc.record(
  { year: fc.integer({ min: 1990, max: 2026 }), makeSlug: slug, modelSlug: slug, bedSlug: slug },
  { requiredKeys: ['year', 'makeSlug', 'modelSlug'] },
);
const names = fc.record({ make: fc.string({ minLength: 1, maxLength: 20 }) }, { requiredKeys: [] });
const vehicle = fc.record({ fitment, names });

function isGarage(garage: SavedVehicles): void {
  expect(garage.length).toBeLessThanOrEqual(GARAGE_MAX_VEHICLES);
  const ids = garage.map((entry) => garageVehicleId(entry.fitment));
  expect(new Set(ids).size).toBe(ids.length);
  for (const entry of garage) expect(fitmentSchema.safeParse(entry.fitment).success).toBe(true);
}

describe('fitmentGarage cookie', () => {
  it('round-trips a garage with names, in order', () => {
    const garage: SavedVehicles = [
      { fitment: jeep, names: { make: 'Jeep', model: 'Wrangler', body: '4-Door' } },
      { fitment: ford, names: {} },
    ];
    expect(decodeGarageCookie(encodeGarageCookie(garage))).toEqual(garage);
  });

  it('writes a 3650-day secure cookie and clears it', () => {
    const header = serializeGarageCookie([{ fitment: ram, names: {} }]);
    expect(GARAGE_COOKIE_NAME).toBe('fitmentGarage');
    expect(GARAGE_COOKIE_MAX_AGE).toBe(315_360_000);
    expect(header).toMatch(/^fitmentGarage=[^;]+; Max-Age=315360000; Path=\/; SameSite=Lax; Secure$/);
    expect(serializeGarageCookie([], { secure: false })).not.toContain('Secure');
    expect(clearGarageCookie()).toBe('fitmentGarage=; Max-Age=0; Path=/; SameSite=Lax; Secure');
    expect(readGarageFromCookieHeader(`a=1; ${header.split(';')[0]}; b=2`)).toEqual([
      { fitment: ram, names: {} },
    ]);
    expect(readGarageFromCookieHeader('a=1')).toEqual([]);
  });

  it('never throws on garbage, keeps the good entries and drops the bad ones', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json().map(encodeURIComponent)), (value) => {
        isGarage(decodeGarageCookie(value));
      }),
    );
    for (const garbage of [
      '%E0%A4%A',
      '{',
      encodeURIComponent('{"year":2021}'),
      'null',
      '',
      undefined,
      null,
    ]) {
      expect(decodeGarageCookie(garbage)).toEqual([]);
    }
    const mixed = encodeURIComponent(
      JSON.stringify([
        { year: 'x' },
        { ...jeep, names: { make: 42 } },
        7,
        { ...ford, names: 'nope', extra: true },
        { ...jeep, names: { make: 'Jeep' } },
      ]),
    );
    expect(decodeGarageCookie(mixed)).toEqual([
      { fitment: jeep, names: {} },
      { fitment: ford, names: {} },
    ]);
  });

  it('caps a decoded garage at five and de-duplicates it', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ ...jeep, year: 2000 + i }));
    const decoded = decodeGarageCookie(encodeURIComponent(JSON.stringify([jeep, jeep, ...many])));
    expect(decoded.map((entry) => entry.fitment.year)).toEqual([2021, 2000, 2001, 2002, 2003]);
  });

  it('drops invalid vehicles on encode instead of throwing, and stays under the browser size limit', () => {
    const bad = { fitment: { ...jeep, makeSlug: 'Not A Slug' }, names: {} };
    expect(decodeGarageCookie(encodeGarageCookie([bad, { fitment: ram, names: {} }]))).toEqual([
      { fitment: ram, names: {} },
    ]);
    const long = 'x'.repeat(128);
    const big = Array.from({ length: 5 }, (_, i) => ({
      fitment: { ...jeep, year: 2010 + i, bodySlug: 'b'.repeat(64), engineSlug: 'e'.repeat(64) },
      names: { make: long, model: long, body: long, bed: long, engine: long },
    }));
    const value = encodeGarageCookie(big);
    expect(serializeGarageCookie(big).length).toBeLessThan(4096);
    const kept = decodeGarageCookie(value);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(big.slice(0, kept.length));
  });

  it('shares the fitmentData entry shape', () => {
    expect(
      decodeGarageCookie(
        encodeURIComponent(`[${decodeURIComponent(encodeFitmentCookie(jeep, { make: 'Jeep' }))}]`),
      ),
    ).toEqual([{ fitment: jeep, names: { make: 'Jeep' } }]);
  });
});

describe('garage operations', () => {
  it('adds the newest first, moves a known vehicle up keeping its names, and forgets past five', () => {
    let garage: SavedVehicles = [];
    garage = addToGarage(garage, jeep, { make: 'Jeep' });
    garage = addToGarage(garage, ford);
    garage = addToGarage(garage, jeep);
    expect(garage).toEqual([
      { fitment: jeep, names: { make: 'Jeep' } },
      { fitment: ford, names: {} },
    ]);
    garage = addToGarage(garage, jeep, { model: 'Wrangler' });
    expect(garage[0]?.names).toEqual({ make: 'Jeep', model: 'Wrangler' });
    for (let year = 2000; year < 2005; year++) garage = addToGarage(garage, { ...ram, year });
    expect(garage.map((entry) => entry.fitment.year)).toEqual([2004, 2003, 2002, 2001, 2000]);
  });

  it('switches by id, putting the vehicle first and handing it back as the current one', () => {
    const garage = addToGarage(addToGarage([], jeep, { make: 'Jeep' }), ford);
    const result = switchInGarage(garage, garageVehicleId(jeep));
    expect(result).toEqual({
      current: { fitment: jeep, names: { make: 'Jeep' } },
      garage: [
        { fitment: jeep, names: { make: 'Jeep' } },
        { fitment: ford, names: {} },
      ],
    });
    expect(switchInGarage(garage, 'nope')).toBeNull();
  });

  it('removes by id and leaves the garage as it was for an unknown id', () => {
    const garage = addToGarage(addToGarage([], jeep), ford);
    expect(removeFromGarage(garage, garageVehicleId(ford))).toEqual([{ fitment: jeep, names: {} }]);
    expect(removeFromGarage(garage, 'nope')).toBe(garage);
  });

  it('puts the current vehicle first when reading both cookies', () => {
    const garage = addToGarage(addToGarage([], jeep), ford);
    expect(garageWithCurrent(garage, { fitment: jeep, names: { make: 'Jeep' } })[0]).toEqual({
      fitment: jeep,
      names: { make: 'Jeep' },
    });
    expect(garageWithCurrent(garage, null)).toBe(garage);
  });

  it('keeps the garage invariants under any sequence of operations', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), vehicle }),
      fc.record({ kind: fc.constant('switch' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let garage: SavedVehicles = [];
        for (const step of ops) {
          const target = garage[step.kind === 'add' ? 0 : step.pick % Math.max(garage.length, 1)];
          if (step.kind === 'add') {
            garage = addToGarage(garage, step.vehicle.fitment, step.vehicle.names);
            expect(isSameFitment(garage[0]?.fitment, step.vehicle.fitment)).toBe(true);
          } else if (step.kind === 'switch' && target) {
            const switched = switchInGarage(garage, garageVehicleId(target.fitment));
            expect(switched?.current).toEqual(target);
            expect(switched?.garage.length).toBe(garage.length);
            garage = switched?.garage ?? garage;
            expect(garage[0]).toEqual(target);
          } else if (step.kind === 'remove' && target) {
            const before = garage.length;
            garage = removeFromGarage(garage, garageVehicleId(target.fitment));
            expect(garage.length).toBe(before - 1);
          }
          isGarage(garage);
          expect(decodeGarageCookie(encodeGarageCookie(garage))).toEqual(
            garage.map((entry: SavedVehicle) => ({ ...entry, names: { ...entry.names } })),
          );
        }
      }),
    );
  });

  describe('mergeGarages', () => {
    const id = (f: Fitment) => garageVehicleId(f);
    const toyota: Fitment = { year: 2018, makeSlug: 'toyota', modelSlug: 'tacoma' };
    const gmc: Fitment = { year: 2017, makeSlug: 'gmc', modelSlug: 'sierra' };
    const chevy: Fitment = { year: 2016, makeSlug: 'chevrolet', modelSlug: 'silverado' };
    const of = (...fitments: Fitment[]): SavedVehicles => fitments.map((f) => ({ fitment: f, names: {} }));

    it("puts the browser's chosen vehicle first, then the browser's, then the kept ones, each vehicle once", () => {
      const kept: SelectedGarage = { vehicles: of(ford, ram), selectedId: id(ram) };
      const browser: SelectedGarage = { vehicles: of(jeep, ford), selectedId: id(ford) };
      const merged = mergeGarages(kept, browser);
      expect(merged.vehicles.map((v) => v.fitment)).toEqual([ford, jeep, ram]);
      expect(merged.selectedId).toBe(id(ford));
    });

    it("keeps the kept garage's chosen vehicle when the browser has none, and the browser's names win", () => {
      const kept: SelectedGarage = {
        vehicles: [{ fitment: ram, names: { make: 'Ram', model: 'Old' } }],
        selectedId: id(ram),
      };
      const browser: SelectedGarage = {
        vehicles: [
          { fitment: jeep, names: {} },
          { fitment: ram, names: { model: '1500' } },
        ],
        selectedId: null,
      };
      const merged = mergeGarages(kept, browser);
      expect(merged.selectedId).toBe(id(ram));
      expect(merged.vehicles).toEqual([
        { fitment: ram, names: { make: 'Ram', model: '1500' } },
        { fitment: jeep, names: {} },
      ]);
    });

    it('drops the least recent past the limit but never the chosen vehicle, and ignores an unknown chosen id', () => {
      const kept: SelectedGarage = { vehicles: of(toyota, gmc, chevy), selectedId: id(chevy) };
      const browser: SelectedGarage = { vehicles: of(jeep, ford, ram), selectedId: null };
      const merged = mergeGarages(kept, browser);
      expect(merged.vehicles.map((v) => v.fitment)).toEqual([chevy, jeep, ford, ram, toyota]);
      expect(mergeGarages({ vehicles: [], selectedId: 'nope' }, browser).selectedId).toBeNull();
    });

    const garage = fc
      .record({ vehicles: fc.array(vehicle, { maxLength: 7 }), pick: fc.option(fc.nat()) })
      .map(({ vehicles, pick }): SelectedGarage => {
        const list = vehicles.reduceRight<SavedVehicles>((g, v) => addToGarage(g, v.fitment, v.names), []);
        const chosen = pick === null || list.length === 0 ? null : list[pick % list.length];
        return { vehicles: list, selectedId: chosen ? garageVehicleId(chosen.fitment) : null };
      });

    it('is idempotent, keeps the garage invariants and loses nothing within the limit', () => {
      fc.assert(
        fc.property(garage, garage, (kept, browser) => {
          const merged = mergeGarages(kept, browser);
          isGarage(merged.vehicles);
          expect(mergeGarages(merged, browser)).toEqual(merged);
          const ids = new Set(merged.vehicles.map((v) => garageVehicleId(v.fitment)));
          const union = new Set(
            [...browser.vehicles, ...kept.vehicles].map((v) => garageVehicleId(v.fitment)),
          );
          expect(ids.size).toBe(Math.min(union.size, GARAGE_MAX_VEHICLES));
          const chosen = browser.selectedId ?? kept.selectedId;
          expect(merged.selectedId).toBe(chosen);
          if (chosen) expect(garageVehicleId(merged.vehicles[0]!.fitment)).toBe(chosen);
        }),
      );
    });
  });
});
