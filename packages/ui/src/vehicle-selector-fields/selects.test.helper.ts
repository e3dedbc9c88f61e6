import type { FitmentLevel } from '@fitkit/fitment';
import type { VehicleSelect } from './vehicle-selector-fields';

/** Sample options for stories: a small year → make → model → bed cascade. */
export const years = ['2024', '2023', '2022', '2021'].map((year) => ({ value: year, text: year }));
export const makes = [
  { value: 'ford', text: 'Ford' },
  { value: 'jeep', text: 'Jeep' },
];
export const models = [
  { value: 'gladiator', text: 'Gladiator' },
  { value: 'wrangler', text: 'Wrangler' },
];
export const beds = [
  { value: '5-ft', text: '5 ft' },
  { value: '6-ft', text: '6 ft' },
];

/** Chosen values by level. */
export type Levels = Partial<Record<'year' | 'make' | 'model', string>>;
const LEVELS = ['year', 'make', 'model'] as const;

/** The year, make and model selects as the cascade would produce them for the chosen values. */
export function selectsOf(values: Levels): VehicleSelect[] {
  return [
    { type: 'year', label: 'Year', options: years, value: values.year ?? null, disabled: false },
    {
      type: 'make',
      label: 'Make',
      options: values.year ? makes : [],
      value: values.make ?? null,
      disabled: !values.year,
    },
    {
      type: 'model',
      label: 'Model',
      options: values.make ? models : [],
      value: values.model ?? null,
      disabled: !values.make,
    },
  ];
}

/** Changing a level keeps the ones before it and resets every later one. */
export function chooseLevel(values: Levels, type: FitmentLevel, value: string | null): Levels {
  const next: Levels = {};
  for (const level of LEVELS) {
    if (level === type) {
      if (value) next[level] = value;
      break;
    }
    next[level] = values[level];
  }
  return next;
}

/** A complete 2021 Jeep Wrangler. */
export const wrangler = selectsOf({ year: '2021', make: 'jeep', model: 'wrangler' });
