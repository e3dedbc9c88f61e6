import type { Transition } from '@fitkit/store';
import {
  FITMENT_LABELS,
  type Fitment,
  type FitmentLevel,
  fitmentCacheKey,
  fitmentKey,
  fitmentValue,
  NOT_APPLICABLE,
  type PartialFitment,
  REQUIRED_FITMENT_LEVELS,
  type VehicleNames,
} from '../model';
import { cascadeLevels, notApplicableText } from './levels';
import type {
  FitmentCascadeEvent,
  FitmentCascadeOptions,
  FitmentCascadeSnapshot,
  FitmentOption,
  FitmentSelectState,
  FitmentSummaryState,
} from './types';

/** One level of the cascade; replaced (never mutated) on change, so unchanged levels keep their select object. */
export interface CascadeLevel {
  /** What the select shows. */
  readonly select: FitmentSelectState;
  /** Identity of the options: the level and the vehicle before it. Null forces a (re)load. */
  readonly key: string | null;
  /** A saved value waiting for its options (initialisation only). */
  readonly pending: string | null;
}

/** Everything the cascade knows; replaced, never mutated. */
export interface CascadeState {
  /** The shown levels in order. */
  levels: readonly CascadeLevel[];
  /** Each level's select before anything happened, restored when it goes idle. */
  idleSelects: readonly FitmentSelectState[];
  /** Loaded options by level key: staging for answers that arrive before earlier levels settle, and a cache. */
  loaded: ReadonlyMap<string, readonly FitmentOption[]>;
  /** The id of the load in flight, by level index. */
  inFlight: ReadonlyMap<number, number>;
  /** True between start and stop: loads are only issued then. */
  started: boolean;
  /** The id of the next load. */
  nextRequestId: number;
  /** The public snapshot; the same object while no level changes. */
  snapshot: FitmentCascadeSnapshot;
}

/** What the cascade reducer reacts to: the public events plus its lifecycle and the loads' answers. */
export type CascadeMachineEvent =
  | FitmentCascadeEvent
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'loaded'; index: number; id: number; key: string; options: readonly FitmentOption[] }
  | { type: 'loadFailed'; index: number; id: number };

/** Work the cascade reducer asks of its runner. */
export type CascadeEffect =
  | { type: 'load'; index: number; id: number; key: string; level: FitmentLevel; fitment: PartialFitment }
  | { type: 'cancel'; id: number };

// One reduction: private copies changed in place, whether a level changed, and the effects gathered.
interface Step {
  s: CascadeState & {
    levels: CascadeLevel[];
    loaded: Map<string, readonly FitmentOption[]>;
    inFlight: Map<number, number>;
  };
  dirty: boolean;
  effects: CascadeEffect[];
}

function levelKey(level: FitmentLevel, before: PartialFitment): string {
  return `${level}:${fitmentCacheKey(before)}`;
}

function withValue(fitment: PartialFitment, level: FitmentLevel, value: string): PartialFitment {
  return { ...fitment, [fitmentKey(level)]: level === 'year' ? Number(value) : value };
}

function set(step: Step, index: number, level: CascadeLevel): void {
  step.s.levels[index] = level;
  step.dirty = true;
}

function patch(
  step: Step,
  index: number,
  select: Partial<FitmentSelectState>,
  rest: Partial<Omit<CascadeLevel, 'select'>> = {},
) {
  const current = step.s.levels[index]!;
  const next = { ...current.select, ...select };
  next.isDisabled = next.status !== 'ready';
  set(step, index, { ...current, ...rest, select: next });
}

function cancel(step: Step, index: number): void {
  const id = step.s.inFlight.get(index);
  if (id === undefined) return;
  step.s.inFlight.delete(index);
  step.effects.push({ type: 'cancel', id });
}

function makeIdle(step: Step, index: number): void {
  cancel(step, index);
  const current = step.s.levels[index]!;
  const idle = step.s.idleSelects[index]!;
  if (current.select === idle && current.key === null && current.pending === null) return;
  set(step, index, { select: idle, key: null, pending: null });
}

function showOptions(step: Step, index: number, raw: readonly FitmentOption[]): void {
  const { select, pending } = step.s.levels[index]!;
  if (raw.length === 0) {
    const error = {
      status: 'error',
      error: 'no-options',
      options: [],
      value: null,
      selectedText: null,
    } as const;
    patch(step, index, error, { pending: null });
    return;
  }
  if (raw.every((option) => option.value === NOT_APPLICABLE)) {
    const text = notApplicableText(select.type);
    const options = [{ value: NOT_APPLICABLE, text }];
    patch(
      step,
      index,
      {
        status: 'ready',
        error: null,
        options,
        value: NOT_APPLICABLE,
        selectedText: text,
        placeholder: text,
        isNotApplicable: true,
      },
      { pending: null },
    );
    return;
  }
  const visible = raw.filter((option) => option.value !== NOT_APPLICABLE);
  const chosen = pending === null ? undefined : visible.find((option) => option.value === pending);
  patch(
    step,
    index,
    {
      status: 'ready',
      error: null,
      options: visible,
      value: chosen?.value ?? null,
      selectedText: chosen?.text ?? null,
      placeholder: select.label,
      isNotApplicable: false,
      isInvalid: pending !== null && chosen === undefined,
    },
    { pending: null },
  );
}

function issue(step: Step, index: number, before: PartialFitment, key: string): void {
  const id = step.s.nextRequestId++;
  step.s.inFlight.set(index, id);
  step.effects.push({
    type: 'load',
    index,
    id,
    key,
    level: step.s.levels[index]!.select.type,
    fitment: before,
  });
}

function startLoading(step: Step, index: number, key: string): void {
  const type = step.s.levels[index]!.select.type;
  cancel(step, index);
  patch(
    step,
    index,
    {
      status: 'loading',
      error: null,
      options: [],
      value: null,
      selectedText: null,
      isNotApplicable: false,
      isInvalid: false,
      placeholder: FITMENT_LABELS[type],
    },
    { key },
  );
}

// Brings every level in line with the choices before it: later levels of an unchosen one go idle,
// a level whose vehicle-so-far changed reloads, and loaded options are shown once all earlier levels settle.
function reconcile(step: Step): void {
  const { s } = step;
  let before: PartialFitment = {};
  let reachable = true;
  let settled = true;
  for (let index = 0; index < s.levels.length; index++) {
    if (!reachable) {
      makeIdle(step, index);
      continue;
    }
    const type = s.levels[index]!.select.type;
    const key = levelKey(type, before);
    if (s.levels[index]!.key !== key) startLoading(step, index, key);
    if (s.levels[index]!.select.status === 'loading') {
      const options = s.loaded.get(key);
      if (options && settled) showOptions(step, index, options);
      else if (!options && s.started && !s.inFlight.has(index)) issue(step, index, before, key);
    }
    const { select, pending } = s.levels[index]!;
    if (select.status === 'ready' && select.value !== null) {
      before = withValue(before, type, select.value);
    } else if (select.status === 'loading' && pending !== null) {
      // Initialising from a saved vehicle: load later levels in parallel, assuming the saved value holds.
      before = withValue(before, type, pending);
      settled = false;
    } else {
      reachable = false;
    }
  }
}

function summaryOf(selects: readonly FitmentSelectState[], fitment: PartialFitment, requiredChosen: boolean) {
  if (requiredChosen) return 'full';
  if (REQUIRED_FITMENT_LEVELS.every((level) => fitmentValue(fitment, level) !== undefined)) return 'full-ymm';
  return selects.some((select) => select.value !== null) ? 'partial' : 'none';
}

function buildSnapshot(levels: readonly CascadeLevel[]): FitmentCascadeSnapshot {
  const selects = levels.map((level) => level.select);
  let fitment: PartialFitment = {};
  const names: VehicleNames = {};
  for (const select of selects) {
    if (select.value === null) break;
    fitment = withValue(fitment, select.type, select.value);
    if (select.type !== 'year' && select.selectedText !== null) names[select.type] = select.selectedText;
  }
  const requiredChosen = selects.every(
    (select) => select.requirement !== 'required' || select.value !== null,
  );
  const optionalError = selects.some(
    (select) => select.requirement === 'optional' && select.status === 'error',
  );
  const canSave = requiredChosen && !optionalError;
  const summary: FitmentSummaryState = summaryOf(selects, fitment, requiredChosen);
  return {
    selects,
    fitment,
    names,
    summary,
    canSave,
    fitmentToSave: canSave ? (fitment as Fitment) : null,
    isLoading: selects.some((select) => select.status === 'loading'),
  };
}

function init(step: Step, fitment: PartialFitment | null): void {
  const { s } = step;
  for (let index = 0; index < s.levels.length; index++) {
    cancel(step, index);
    const value = fitment ? fitmentValue(fitment, s.levels[index]!.select.type) : undefined;
    set(step, index, { select: s.idleSelects[index]!, key: null, pending: value ?? null });
  }
}

function levelIndex(step: Step, level: FitmentLevel): number {
  return step.s.levels.findIndex((entry) => entry.select.type === level);
}

function select(step: Step, event: Extract<FitmentCascadeEvent, { type: 'select' }>): boolean {
  const { s } = step;
  const index = levelIndex(step, event.level);
  const current = s.levels[index]?.select;
  if (current?.status !== 'ready' || current.value === event.value) return false;
  const option =
    event.value === null ? null : current.options.find((candidate) => candidate.value === event.value);
  if (option === undefined) return false;
  patch(step, index, { value: option?.value ?? null, selectedText: option?.text ?? null, isInvalid: false });
  for (let later = index + 1; later < s.levels.length; later++) {
    if (s.levels[later]!.pending !== null) set(step, later, { ...s.levels[later]!, pending: null });
  }
  return true;
}

// Applies an event to the step; returns false when it changes nothing (no reconciliation follows).
function apply(step: Step, event: CascadeMachineEvent): boolean {
  const { s } = step;
  switch (event.type) {
    case 'select':
      return select(step, event);
    case 'init':
      init(step, event.fitment);
      return true;
    case 'reset':
      init(step, null);
      return true;
    case 'retry': {
      const index = levelIndex(step, event.level);
      const level = s.levels[index];
      if (level?.select.error !== 'load-failed') return false;
      set(step, index, { ...level, key: null });
      return true;
    }
    case 'start':
      if (s.started) return false;
      s.started = true;
      return true;
    case 'stop':
      if (!s.started) return false;
      s.started = false;
      for (const index of [...s.inFlight.keys()]) cancel(step, index);
      // Stopping only aborts; the next start reconciles.
      return false;
    case 'loaded':
    case 'loadFailed':
      if (s.inFlight.get(event.index) !== event.id) return false;
      s.inFlight.delete(event.index);
      if (event.type === 'loaded') s.loaded.set(event.key, [...event.options]);
      else patch(step, event.index, { status: 'error', error: 'load-failed' }, { pending: null });
      return true;
  }
}

function begin(state: CascadeState): Step {
  return {
    s: {
      ...state,
      levels: [...state.levels],
      loaded: new Map(state.loaded),
      inFlight: new Map(state.inFlight),
    },
    dirty: false,
    effects: [],
  };
}

function finish(
  state: CascadeState,
  step: Step,
  reconciles: boolean,
): Transition<CascadeState, CascadeEffect> {
  if (reconciles) reconcile(step);
  const changed = reconciles || step.dirty || step.effects.length > 0 || step.s.started !== state.started;
  if (!changed) return { state, effects: [] };
  return {
    state: { ...step.s, snapshot: step.dirty ? buildSnapshot(step.s.levels) : state.snapshot },
    effects: step.effects,
  };
}

/** The cascade machine: the next state and the loads and cancels an event leads to. Pure. */
export function reduceCascade(
  state: CascadeState,
  event: CascadeMachineEvent,
): Transition<CascadeState, CascadeEffect> {
  const step = begin(state);
  return finish(state, step, apply(step, event));
}

/** The cascade before it starts: levels from the configuration, the initial vehicle pending. Pure. */
export function initialCascadeState(options: Omit<FitmentCascadeOptions, 'loader'>): CascadeState {
  const shown = cascadeLevels(options.config);
  const idleSelects = shown.map(
    ({ level, requirement }): FitmentSelectState => ({
      type: level,
      label: FITMENT_LABELS[level],
      placeholder: FITMENT_LABELS[level],
      requirement,
      status: 'idle',
      isDisabled: true,
      options: [],
      value: null,
      selectedText: null,
      isNotApplicable: false,
      error: null,
      isInvalid: false,
    }),
  );
  // Options known up front for the initial vehicle's chain, so the first snapshot needs no request.
  const loaded = new Map<string, readonly FitmentOption[]>();
  let before: PartialFitment = {};
  for (const { level } of shown) {
    const known = options.initialOptions?.[level];
    if (known) loaded.set(levelKey(level, before), [...known]);
    const value = options.initial ? fitmentValue(options.initial, level) : undefined;
    if (value === undefined) break;
    before = withValue(before, level, value);
  }
  const levels = idleSelects.map((select) => ({ select, key: null, pending: null }));
  const empty: CascadeState = {
    levels,
    idleSelects,
    loaded,
    inFlight: new Map(),
    started: false,
    nextRequestId: 1,
    snapshot: buildSnapshot(levels),
  };
  return reduceCascade(empty, { type: 'init', fitment: options.initial ?? null }).state;
}
