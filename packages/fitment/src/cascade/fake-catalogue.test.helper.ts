import { FITMENT_LEVELS, type FitmentLevel, fitmentValue, type PartialFitment } from '../model';
import type { FitmentOption, FitmentOptionsLoader } from './types';

/** One vehicle configuration of the test catalogue: value and text per level. */
export type VehicleRow = Record<FitmentLevel, FitmentOption>;

const o = (value: string, text: string): FitmentOption => ({ value, text });
const na = o('n-a', 'N/A');

/** A small vehicle table: a Jeep with bodies, a truck with beds, a car where body/bed are n-a. */
export const VEHICLES: readonly VehicleRow[] = [
  {
    year: o('2021', '2021'),
    make: o('jeep', 'Jeep'),
    model: o('wrangler', 'Wrangler'),
    body: o('2-door', '2-Door'),
    bed: na,
    engine: o('3-6l-v6', '3.6L V6'),
  },
  {
    year: o('2021', '2021'),
    make: o('jeep', 'Jeep'),
    model: o('wrangler', 'Wrangler'),
    body: o('4-door', '4-Door'),
    bed: na,
    engine: o('2-0l-i4', '2.0L I4'),
  },
  {
    year: o('2021', '2021'),
    make: o('jeep', 'Jeep'),
    model: o('gladiator', 'Gladiator'),
    body: na,
    bed: o('5-ft', '5 ft'),
    engine: o('3-6l-v6', '3.6L V6'),
  },
  {
    year: o('2020', '2020'),
    make: o('ford', 'Ford'),
    model: o('f-150', 'F-150'),
    body: o('crew-cab', 'Crew Cab'),
    bed: o('5-5-ft', '5.5 ft'),
    engine: o('5-0l-v8', '5.0L V8'),
  },
  {
    year: o('2020', '2020'),
    make: o('ford', 'Ford'),
    model: o('f-150', 'F-150'),
    body: o('crew-cab', 'Crew Cab'),
    bed: na,
    engine: o('3-5l-v6', '3.5L V6'),
  },
  {
    year: o('2020', '2020'),
    make: o('ford', 'Ford'),
    model: o('mustang', 'Mustang'),
    body: na,
    bed: na,
    engine: o('5-0l-v8', '5.0L V8'),
  },
  {
    year: o('2019', '2019'),
    make: o('toyota', 'Toyota'),
    model: o('tacoma', 'Tacoma'),
    body: o('double-cab', 'Double Cab'),
    bed: o('6-ft', '6 ft'),
    engine: o('3-5l-v6', '3.5L V6'),
  },
];

/** The options the API would return for a level given the vehicle so far: distinct values of matching rows. */
export function optionsFor(
  rows: readonly VehicleRow[],
  type: FitmentLevel,
  fitment: PartialFitment,
): FitmentOption[] {
  const levelIndex = FITMENT_LEVELS.indexOf(type);
  const matching = rows.filter((row) =>
    FITMENT_LEVELS.slice(0, levelIndex).every((level) => {
      const wanted = fitmentValue(fitment, level);
      return wanted === undefined || row[level].value === wanted;
    }),
  );
  const seen = new Map<string, FitmentOption>();
  for (const row of matching) seen.set(row[type].value, row[type]);
  return [...seen.values()];
}

/** One loader call waiting for its answer. */
export interface PendingCall {
  type: FitmentLevel;
  fitment: PartialFitment;
  signal: AbortSignal;
  resolve: (options?: readonly FitmentOption[]) => void;
  reject: (error: unknown) => void;
}

/** A loader whose answers the test releases by hand (default answer: from the vehicle table). */
export function manualLoader(rows: readonly VehicleRow[] = VEHICLES) {
  const calls: PendingCall[] = [];
  const loader: FitmentOptionsLoader = (type, fitment, signal) =>
    new Promise((resolve, reject) => {
      calls.push({
        type,
        fitment,
        signal,
        resolve: (options) => resolve(options ?? optionsFor(rows, type, fitment)),
        reject,
      });
    });
  /** The most recent pending call for a level. */
  const last = (type: FitmentLevel): PendingCall => {
    const call = calls.findLast((candidate) => candidate.type === type);
    if (!call) throw new Error(`no ${type} call`);
    return call;
  };
  return { loader, calls, last };
}

/** A loader that answers from the vehicle table on the next tick. */
export function autoLoader(
  rows: readonly VehicleRow[] = VEHICLES,
): FitmentOptionsLoader & { count: () => number } {
  let count = 0;
  const loader = async (type: FitmentLevel, fitment: PartialFitment) => {
    count++;
    await Promise.resolve();
    return optionsFor(rows, type, fitment);
  };
  return Object.assign(loader, { count: () => count });
}

/** Lets pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}
