import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FITMENT_LEVELS, type FitmentLevel, NOT_APPLICABLE, type PartialFitment } from '../model';
import { fitmentSchema } from '../schema';
import { createFitmentCascade } from './cascade';
import { flush, manualLoader, optionsFor, VEHICLES } from './fake-catalogue.test.helper';
import { type FitmentCascadeSnapshot, SELECT_REQUIREMENTS } from './types';

const level = fc.constantFrom(...FITMENT_LEVELS);
const slugLike = fc.constantFrom(
  '2021',
  '2020',
  '2019',
  '1999',
  'jeep',
  'ford',
  'wrangler',
  'f-150',
  'n-a',
  '4-door',
  'nope',
);

const command = fc.oneof(
  fc.record({ kind: fc.constant('resolve' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('resolve-empty' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('reject' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('choose' as const), level, pick: fc.nat() }),
  fc.record({ kind: fc.constant('select-raw' as const), level, value: fc.option(slugLike, { nil: null }) }),
  fc.record({ kind: fc.constant('init' as const), pick: fc.nat(), keep: fc.integer({ min: 0, max: 6 }) }),
  fc.record({ kind: fc.constant('reset' as const) }),
  fc.record({ kind: fc.constant('retry' as const), level }),
  fc.record({ kind: fc.constant('stop-start' as const) }),
);

const config = fc.record({
  body: fc.constantFrom(...SELECT_REQUIREMENTS),
  bed: fc.constantFrom(...SELECT_REQUIREMENTS),
  engine: fc.constantFrom(...SELECT_REQUIREMENTS),
});

function savedVehicle(pick: number, keep: number): PartialFitment {
  const row = VEHICLES[pick % VEHICLES.length]!;
  const fitment: Record<string, string | number> = {};
  FITMENT_LEVELS.slice(0, keep).forEach((name) => {
    fitment[name === 'year' ? 'year' : `${name}Slug`] =
      name === 'year' ? Number(row.year.value) : row[name].value;
  });
  return fitment as PartialFitment;
}

function beforeOf(snapshot: FitmentCascadeSnapshot, index: number): PartialFitment {
  const fitment: Record<string, string | number> = {};
  for (const select of snapshot.selects.slice(0, index)) {
    fitment[select.type === 'year' ? 'year' : `${select.type}Slug`] =
      select.type === 'year' ? Number(select.value) : (select.value as string);
  }
  return fitment as PartialFitment;
}

function checkInvariants(snapshot: FitmentCascadeSnapshot): void {
  let blocked = false;
  snapshot.selects.forEach((select, index) => {
    expect(select.isDisabled).toBe(select.status !== 'ready');
    if (blocked) {
      // A select after an unselected one is disabled and empty.
      expect(select.isDisabled).toBe(true);
      expect(select.options).toEqual([]);
      expect(select.value).toBeNull();
    }
    if (select.value !== null) {
      expect(select.options.map((option) => option.value)).toContain(select.value);
    }
    if (select.isNotApplicable) {
      expect(select.options).toEqual([{ value: NOT_APPLICABLE, text: `No ${select.label}` }]);
    } else {
      expect(select.options.some((option) => option.value === NOT_APPLICABLE)).toBe(false);
    }
    if (select.status === 'ready' && !select.isNotApplicable) {
      // Options shown always belong to the vehicle chosen before them: no stale answer slipped in.
      const expected = optionsFor(VEHICLES, select.type, beforeOf(snapshot, index)).filter(
        (option) => option.value !== NOT_APPLICABLE,
      );
      expect(select.options).toEqual(expected);
    }
    if (select.value === null) blocked = true;
  });
  if (snapshot.canSave) {
    for (const select of snapshot.selects) {
      if (select.requirement === 'required') expect(select.value).not.toBeNull();
    }
    expect(fitmentSchema.safeParse(snapshot.fitmentToSave).success).toBe(true);
  } else {
    expect(snapshot.fitmentToSave).toBeNull();
  }
  expect(snapshot.isLoading).toBe(snapshot.selects.some((select) => select.status === 'loading'));
}

describe('fitment cascade invariants', () => {
  it('hold after any sequence of choices, answers, failures and restarts', async () => {
    await fc.assert(
      fc.asyncProperty(
        config,
        fc.option(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 6 })), { nil: null }),
        fc.array(command, { maxLength: 40 }),
        async (cfg, initial, commands) => {
          const { loader, calls } = manualLoader();
          const cascade = createFitmentCascade({
            loader,
            config: cfg,
            initial: initial ? savedVehicle(initial[0], initial[1]) : null,
          });
          cascade.start();
          checkInvariants(cascade.getSnapshot());
          for (const step of commands) {
            const live = calls.filter((call) => !call.signal.aborted);
            switch (step.kind) {
              case 'resolve':
                live[step.pick % Math.max(live.length, 1)]?.resolve();
                break;
              case 'resolve-empty':
                live[step.pick % Math.max(live.length, 1)]?.resolve([]);
                break;
              case 'reject':
                live[step.pick % Math.max(live.length, 1)]?.reject(new Error('down'));
                break;
              case 'choose': {
                const select = cascade
                  .getSnapshot()
                  .selects.find((candidate) => candidate.type === step.level);
                const option = select?.options[step.pick % Math.max(select.options.length, 1)];
                if (option)
                  cascade.send({ type: 'select', level: step.level as FitmentLevel, value: option.value });
                break;
              }
              case 'select-raw':
                cascade.send({ type: 'select', level: step.level, value: step.value });
                break;
              case 'init':
                cascade.send({ type: 'init', fitment: savedVehicle(step.pick, step.keep) });
                break;
              case 'reset':
                cascade.send({ type: 'reset' });
                break;
              case 'retry':
                cascade.send({ type: 'retry', level: step.level });
                break;
              case 'stop-start':
                cascade.stop();
                cascade.start();
                break;
            }
            checkInvariants(cascade.getSnapshot());
            await flush();
            checkInvariants(cascade.getSnapshot());
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a saved vehicle from the table comes back whole once every answer arrives', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), config, async (pick, cfg) => {
        const { loader, calls } = manualLoader();
        const saved = savedVehicle(pick, 6);
        const cascade = createFitmentCascade({ loader, config: cfg, initial: saved });
        cascade.start();
        // Answer in reverse order of asking, repeatedly, until nothing is pending.
        for (let round = 0; round < 10; round++) {
          for (const call of [...calls].reverse()) if (!call.signal.aborted) call.resolve();
          await flush();
        }
        const snapshot = cascade.getSnapshot();
        // Expected: each saved value is kept while it is offered; a hidden n-a (other options exist) ends the chain.
        let reachable = true;
        snapshot.selects.forEach((select, index) => {
          const key = select.type === 'year' ? 'year' : (`${select.type}Slug` as const);
          const offered = optionsFor(VEHICLES, select.type, beforeOf(snapshot, index));
          const onlyNa = offered.every((option) => option.value === NOT_APPLICABLE);
          const savedValue = String(saved[key]);
          const expected = !reachable
            ? null
            : onlyNa
              ? NOT_APPLICABLE
              : savedValue === NOT_APPLICABLE
                ? null
                : savedValue;
          expect(select.value).toBe(expected);
          if (expected === null) reachable = false;
        });
        expect(snapshot.canSave).toBe(
          snapshot.selects.every((s) => s.requirement === 'optional' || s.value !== null),
        );
      }),
      { numRuns: 100 },
    );
  });
});
