import { describe, expect, it } from 'vitest';
import type { AcesApp } from './parse';
import { type AcesCatalogue, resolveApp } from './resolve';

const catalogue: AcesCatalogue = {
  partsByCode: new Map([
    ['IRN-0017-01', 17],
    ['ironline-offroad-trail-rear-bumper', 17],
  ]),
  makes: [
    { id: 1, slug: 'jeep', name: 'Jeep' },
    { id: 2, slug: 'ford', name: 'Ford' },
  ],
  modelsByMake: new Map([
    [1, [{ id: 10, slug: 'wrangler', name: 'Wrangler' }]],
    [
      2,
      [
        { id: 20, slug: 'f-150', name: 'F-150' },
        { id: 21, slug: 'ranger', name: 'Ranger' },
      ],
    ],
  ]),
  yearsByModel: new Map([
    [10, new Set([2017, 2018, 2019])],
    [20, new Set([2015, 2016])],
    [21, new Set([2010, 2011, 2019])],
  ]),
  bodies: [{ id: 3, slug: 'supercrew', name: 'SuperCrew' }],
  beds: [{ id: 4, slug: '5-5-ft-bed', name: '5.5 ft bed' }],
  engines: [{ id: 5, slug: '5-0l-v8', name: '5.0L V8' }],
  baseVehicles: new Map([['900', { year: 2016, makeSlug: 'ford', modelSlug: 'f-150' }]]),
};

function app(overrides: Partial<AcesApp> = {}): AcesApp {
  return {
    index: 1,
    id: '1',
    action: 'A',
    vehicle: { kind: 'ymm', yearFrom: 2015, yearTo: 2016, make: 'Ford', model: 'F150' },
    qualifiers: {},
    part: 'IRN-0017-01',
    note: 'Requires drilling',
    ...overrides,
  };
}

describe('resolveApp', () => {
  it('resolves part, make and model loosely and keeps the note', () => {
    expect(resolveApp(app(), catalogue)).toEqual({
      ok: true,
      target: { productLineId: 17, modelId: 20, years: [2015, 2016], note: 'Requires drilling' },
    });
    const bySlug = resolveApp(app({ part: 'ironline-offroad-trail-rear-bumper' }), catalogue);
    expect(bySlug.ok && bySlug.target.productLineId).toBe(17);
    const lowerSku = resolveApp(app({ part: 'irn-0017-01' }), catalogue);
    expect(lowerSku.ok).toBe(true);
  });

  it('keeps only the years the model has', () => {
    const result = resolveApp(
      app({ vehicle: { kind: 'ymm', yearFrom: 2009, yearTo: 2020, make: 'ford', model: 'ranger' } }),
      catalogue,
    );
    expect(result.ok && result.target.years).toEqual([2010, 2011, 2019]);
  });

  it('resolves a BaseVehicle id through the mapping', () => {
    const result = resolveApp(app({ vehicle: { kind: 'base', baseVehicleId: '900' } }), catalogue);
    expect(result.ok && result.target).toMatchObject({ modelId: 20, years: [2016] });
  });

  it('maps body, bed and engine qualifiers to their rows', () => {
    const result = resolveApp(
      app({ qualifiers: { BodyType: 'supercrew', BedLength: '5.5', EngineBase: '5.0L V8' } }),
      catalogue,
    );
    expect(result.ok && result.target).toMatchObject({ bodyId: 3, bedId: 4, engineId: 5 });
    for (const bed of ['5.5 ft', "5.5'", '5.5 ft bed', '5-5-ft-bed']) {
      const r = resolveApp(app({ qualifiers: { BedLength: bed } }), catalogue);
      expect(r.ok && r.target.bedId, bed).toBe(4);
    }
  });

  it.each([
    [{ action: 'D' }, 'unsupported-action', 'action "D" (only additions, action "A", are imported)'],
    [{ part: 'NOPE' }, 'unknown-part', 'part "NOPE"'],
    [
      { vehicle: { kind: 'ymm', yearFrom: 2015, yearTo: 2016, make: 'Tesla', model: 'Model 3' } },
      'unknown-make-model',
      'Tesla Model 3',
    ],
    [
      { vehicle: { kind: 'ymm', yearFrom: 2015, yearTo: 2016, make: 'Jeep', model: 'F-150' } },
      'unknown-make-model',
      'Jeep F-150',
    ],
    [
      { vehicle: { kind: 'ymm', yearFrom: 2012, yearTo: 2018, make: 'Ford', model: 'Ranger' } },
      'year-out-of-range',
      '2012-2018 Ford Ranger',
    ],
    [{ vehicle: { kind: 'base', baseVehicleId: '1' } }, 'unknown-base-vehicle', 'base vehicle 1'],
    [
      { qualifiers: { SubModel: 'Lariat' } },
      'unknown-qualifier',
      'SubModel "Lariat" (not a catalogue level)',
    ],
    [{ qualifiers: { BodyType: 'Limousine' } }, 'unknown-qualifier', 'BodyType "Limousine"'],
    [{ qualifiers: { BedLength: '9' } }, 'unknown-qualifier', 'BedLength "9"'],
    [{ qualifiers: { EngineBase: 'V12' } }, 'unknown-qualifier', 'EngineBase "V12"'],
  ] as [Partial<AcesApp>, string, string][])('rejects %o as %s', (overrides, reason, detail) => {
    expect(resolveApp(app(overrides), catalogue)).toEqual({ ok: false, reason, detail });
  });
});
