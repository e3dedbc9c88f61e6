import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Fitment, fitmentValue } from '../model';
import { createDrillSelection } from './drills';
import {
  answer,
  DEFAULT_PRODUCT,
  DRILL_TYPES,
  type FakeSku,
  initialControls,
  type PendingCall,
  SKUS,
} from './fake-controls.test.helper';
import { drillFitmentLevel } from './parse';
import {
  DRILL_ERROR_CODES,
  DRILL_UNSELECTED,
  type DrillError,
  type DrillSelectionRequest,
  type DrillSelectionSnapshot,
  type ProductControls,
} from './types';

const drillType = fc.constantFrom(...DRILL_TYPES);
const command = fc.oneof(
  fc.record({ kind: fc.constant('pick' as const), drillType, pick: fc.nat() }),
  fc.record({
    kind: fc.constant('pick-raw' as const),
    drillType: fc.oneof(drillType, fc.constant('trim')),
    value: fc.option(fc.constantFrom('2021', '2020', 'jeep', 'ram', '1500', 'black', '17', 'nope'), {
      nil: null,
    }),
  }),
  fc.record({ kind: fc.constant('answer' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('answer-odd' as const),
    pick: fc.nat(),
    raw: fc.constantFrom<unknown>(null, { type: 'none' }, 'garbage', {
      type: 'drill',
      drill: { type: 'x', options: [] },
    }),
  }),
  fc.record({
    kind: fc.constant('fail' as const),
    pick: fc.nat(),
    error: fc.constantFrom<unknown>(new TypeError('offline'), { kind: 'http', status: 500 }, { status: 404 }),
  }),
  fc.record({
    kind: fc.constant('load' as const),
    vehicle: fc.option(fc.nat(), { nil: null }),
    narrow: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('stop-start' as const) }),
  fc.record({ kind: fc.constantFrom('acceptMismatch' as const, 'dismissMismatch' as const) }),
);

function vehicleOf(pick: number): Fitment {
  const values = SKUS[pick % SKUS.length]!.values;
  return { year: Number(values.year), makeSlug: values.make!, modelSlug: values.model! };
}

// The product call narrows fitment drills to the saved vehicle when it has one.
function controlsFor(fitment: Fitment | null, narrow: boolean): ProductControls<FakeSku> {
  const controls = initialControls();
  if (!fitment || !narrow) return controls;
  return {
    ...controls,
    drills: controls.drills.map((drill, index) =>
      index === 0
        ? { ...drill, options: drill.options.filter((o) => o.value === String(fitment.year)) }
        : drill,
    ),
  };
}

function checkShape(snapshot: DrillSelectionSnapshot<FakeSku>): void {
  const firstOpen = snapshot.drills.findIndex((drill) => drill.currentValue === DRILL_UNSELECTED);
  snapshot.drills.forEach((drill, index) => {
    if (drill.currentValue !== DRILL_UNSELECTED) {
      // A chosen value is always one of the drill's options, and no chosen drill follows an open one.
      expect(drill.options.map((option) => option.value)).toContain(drill.currentValue);
      expect(firstOpen === -1 || index < firstOpen).toBe(true);
    } else if (firstOpen >= 0 && index > firstOpen + 1) {
      expect(drill.isDisabled).toBe(true);
    }
  });
  if (snapshot.product !== snapshot.defaultProduct) {
    // A product other than the default is only ever the one the chosen drills lead to.
    for (const drill of snapshot.drills) expect(drill.currentValue).toBe(snapshot.product.values[drill.type]);
  }
  expect(snapshot.groups).toEqual([]);
  if (snapshot.isShortCutFitment) expect(snapshot.isGoodVehicleSoFar).toBe(true);
}

describe('drill selection properties', () => {
  it('keeps its shape, its flags and its error discipline under any sequence of events', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.nat(), { nil: null }),
        fc.array(command, { maxLength: 40 }),
        async (start, commands) => {
          const pending: PendingCall[] = [];
          const requests: DrillSelectionRequest[] = [];
          const errors: DrillError[] = [];
          let fitment = start === null ? null : vehicleOf(start);
          const selection = createDrillSelection<FakeSku>({
            productLineSlug: 'street-wheels/x',
            controls: controlsFor(fitment, true),
            product: DEFAULT_PRODUCT,
            resolve: (request, signal) => {
              requests.push(request);
              return new Promise((resolve, reject) => pending.push({ request, signal, resolve, reject }));
            },
            onError: (error) => errors.push(error),
            fitment,
            landingSkuSlug: DEFAULT_PRODUCT.skuSlug,
          });
          selection.start();
          let previous = selection.getSnapshot();
          checkShape(previous);
          for (const step of commands) {
            const errorsBefore = errors.length;
            const requestsBefore = requests.length;
            let userChoice = false;
            let loaded = false;
            const live = pending.filter((call) => !call.signal.aborted);
            const settles = step.kind === 'answer' || step.kind === 'answer-odd' || step.kind === 'fail';
            const target = settles ? live[step.pick % Math.max(live.length, 1)] : undefined;
            switch (step.kind) {
              case 'pick': {
                const drill = previous.drills.find((candidate) => candidate.type === step.drillType)!;
                const option = drill.options[step.pick % Math.max(drill.options.length, 1)];
                if (!option || drill.isDisabled) continue;
                userChoice = option.value !== drill.currentValue;
                selection.send({ type: 'select', drillType: drill.type, value: option.value });
                // A valid choice of an open drill never reports an error by itself.
                expect(errors.length).toBe(errorsBefore);
                break;
              }
              case 'pick-raw':
                selection.send({ type: 'select', drillType: step.drillType, value: step.value });
                break;
              case 'answer':
                target?.resolve(answer(target.request));
                break;
              case 'answer-odd':
                target?.resolve(step.raw);
                break;
              case 'fail':
                target?.reject(step.error);
                break;
              case 'load':
                fitment = step.vehicle === null ? null : vehicleOf(step.vehicle);
                selection.send({
                  type: 'load',
                  controls: controlsFor(fitment, step.narrow),
                  product: DEFAULT_PRODUCT,
                  fitment,
                  landingSkuSlug: DEFAULT_PRODUCT.skuSlug,
                });
                loaded = true;
                break;
              case 'stop-start':
                selection.stop();
                selection.start();
                break;
              default:
                selection.send({ type: step.kind });
            }
            if (target) pending.splice(pending.indexOf(target), 1);
            await new Promise((resolve) => setTimeout(resolve, 0));
            const snapshot = selection.getSnapshot();
            checkShape(snapshot);
            for (const error of errors) expect(DRILL_ERROR_CODES).toContain(error.code);
            for (const request of requests.slice(requestsBefore)) {
              expect(request).toMatchObject({
                slug: 'street-wheels',
                ignoreSplitters: true,
                groupValue: null,
              });
              if (request.isAutoSelect) {
                // Automatic choices only ever follow the saved vehicle.
                expect(fitment).not.toBeNull();
                const level = drillFitmentLevel(request.drillType);
                expect(level).not.toBeNull();
                expect(fitmentValue(fitment!, level!)).toBe(request.value);
              }
            }
            if (!loaded) {
              // Flags only ever move one way until the line is loaded again.
              if (previous.hasInteraction) expect(snapshot.hasInteraction).toBe(true);
              if (previous.hadBadAutoSelect) expect(snapshot.hadBadAutoSelect).toBe(true);
              if (userChoice) expect(snapshot.hasInteraction).toBe(true);
            } else {
              expect(snapshot.hasInteraction).toBe(false);
            }
            if (fitment === null) expect(snapshot.isGoodVehicleSoFar).toBe(true);
            expect(snapshot.isResolving).toBe(pending.some((call) => !call.signal.aborted));
            previous = snapshot;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
