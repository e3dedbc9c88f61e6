import {
  CONFIGURABLE_FITMENT_LEVELS,
  type ConfigurableFitmentLevel,
  FITMENT_LABELS,
  FITMENT_LEVELS,
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
import type {
  FitmentCascade,
  FitmentCascadeConfig,
  FitmentCascadeEvent,
  FitmentCascadeOptions,
  FitmentCascadeSnapshot,
  FitmentOption,
  FitmentSelectState,
  FitmentSummaryState,
  SelectRequirement,
} from './types';

/** Body, bed and engine are absent unless a theme, route or product asks for them. */
export const DEFAULT_FITMENT_CASCADE_CONFIG: Readonly<Required<FitmentCascadeConfig>> = {
  body: 'absent',
  bed: 'absent',
  engine: 'absent',
};

function isConfigurable(level: FitmentLevel): level is ConfigurableFitmentLevel {
  return (CONFIGURABLE_FITMENT_LEVELS as readonly FitmentLevel[]).includes(level);
}

/** The levels a configuration shows, in order, with whether each is required. */
export function cascadeLevels(
  config: FitmentCascadeConfig = {},
): { level: FitmentLevel; requirement: Exclude<SelectRequirement, 'absent'> }[] {
  return FITMENT_LEVELS.flatMap((level) => {
    const requirement: SelectRequirement = isConfigurable(level)
      ? (config[level] ?? DEFAULT_FITMENT_CASCADE_CONFIG[level])
      : 'required';
    return requirement === 'absent' ? [] : [{ level, requirement }];
  });
}

/** The placeholder of a select whose level does not apply to the vehicle. */
export function notApplicableText(level: FitmentLevel): string {
  return `No ${FITMENT_LABELS[level]}`;
}

// Internal per-level state. Replaced (never mutated) on change, so unchanged levels keep their snapshot object.
interface Level {
  readonly select: FitmentSelectState;
  // Identity of the options: the level and the vehicle before it. Null forces a (re)load.
  readonly key: string | null;
  // A saved value waiting for its options (initialisation only).
  readonly pending: string | null;
}

interface InFlight {
  id: number;
  controller: AbortController;
}

function levelKey(level: FitmentLevel, before: PartialFitment): string {
  return `${level}:${fitmentCacheKey(before)}`;
}

function withValue(fitment: PartialFitment, level: FitmentLevel, value: string): PartialFitment {
  return { ...fitment, [fitmentKey(level)]: level === 'year' ? Number(value) : value };
}

/** Builds a select cascade over an injected options loader. */
export function createFitmentCascade(options: FitmentCascadeOptions): FitmentCascade {
  const { loader } = options;
  const shown = cascadeLevels(options.config);
  const levels: Level[] = shown.map(({ level, requirement }) => ({
    select: {
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
    },
    key: null,
    pending: null,
  }));
  const idleSelects = levels.map((level) => level.select);
  // Loaded options by level key: staging for answers that arrive before earlier levels settle, and a cache.
  const loaded = new Map<string, readonly FitmentOption[]>();
  const inFlight = new Map<number, InFlight>();
  const listeners = new Set<() => void>();
  let started = false;
  let nextRequestId = 1;
  let dirty = false;
  let snapshot: FitmentCascadeSnapshot;

  function set(index: number, level: Level): void {
    levels[index] = level;
    dirty = true;
  }

  function patch(
    index: number,
    select: Partial<FitmentSelectState>,
    rest: Partial<Omit<Level, 'select'>> = {},
  ) {
    const current = levels[index]!;
    const next = { ...current.select, ...select };
    next.isDisabled = next.status !== 'ready';
    set(index, { ...current, ...rest, select: next });
  }

  function cancel(index: number): void {
    const request = inFlight.get(index);
    if (request) {
      inFlight.delete(index);
      request.controller.abort();
    }
  }

  function makeIdle(index: number): void {
    cancel(index);
    const current = levels[index]!;
    if (current.select === idleSelects[index] && current.key === null && current.pending === null) return;
    set(index, { select: idleSelects[index]!, key: null, pending: null });
  }

  function apply(index: number, raw: readonly FitmentOption[]): void {
    const { select, pending } = levels[index]!;
    if (raw.length === 0) {
      patch(
        index,
        { status: 'error', error: 'no-options', options: [], value: null, selectedText: null },
        { pending: null },
      );
      return;
    }
    if (raw.every((option) => option.value === NOT_APPLICABLE)) {
      const text = notApplicableText(select.type);
      patch(
        index,
        {
          status: 'ready',
          error: null,
          options: [{ value: NOT_APPLICABLE, text }],
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
      index,
      {
        status: 'ready',
        error: null,
        options: visible,
        value: chosen?.value ?? null,
        selectedText: chosen?.text ?? null,
        placeholder: select.label,
        isNotApplicable: false,
      },
      { pending: null },
    );
  }

  function issue(index: number, before: PartialFitment, key: string): void {
    const id = nextRequestId++;
    const controller = new AbortController();
    inFlight.set(index, { id, controller });
    const isCurrent = () => inFlight.get(index)?.id === id;
    let request: Promise<readonly FitmentOption[]>;
    try {
      request = Promise.resolve(loader(levels[index]!.select.type, before, controller.signal));
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      (result) => {
        if (!isCurrent()) return;
        inFlight.delete(index);
        loaded.set(key, [...result]);
        update();
      },
      () => {
        if (!isCurrent()) return;
        inFlight.delete(index);
        patch(index, { status: 'error', error: 'load-failed' }, { pending: null });
        update();
      },
    );
  }

  // Brings every level in line with the choices before it: later levels of an unchosen one go idle,
  // a level whose vehicle-so-far changed reloads, and loaded options are shown once all earlier levels settle.
  function reconcile(): void {
    let before: PartialFitment = {};
    let reachable = true;
    let settled = true;
    for (let index = 0; index < levels.length; index++) {
      if (!reachable) {
        makeIdle(index);
        continue;
      }
      const type = levels[index]!.select.type;
      const key = levelKey(type, before);
      if (levels[index]!.key !== key) {
        cancel(index);
        patch(
          index,
          {
            status: 'loading',
            error: null,
            options: [],
            value: null,
            selectedText: null,
            isNotApplicable: false,
            placeholder: FITMENT_LABELS[type],
          },
          { key },
        );
      }
      if (levels[index]!.select.status === 'loading') {
        const options = loaded.get(key);
        if (options && settled) apply(index, options);
        else if (!options && started && !inFlight.has(index)) issue(index, before, key);
      }
      const { select, pending } = levels[index]!;
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

  function buildSnapshot(): FitmentCascadeSnapshot {
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
    const ymmChosen = REQUIRED_FITMENT_LEVELS.every((level) => fitmentValue(fitment, level) !== undefined);
    const summary: FitmentSummaryState = requiredChosen
      ? 'full'
      : ymmChosen
        ? 'full-ymm'
        : selects.some((select) => select.value !== null)
          ? 'partial'
          : 'none';
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

  function update(): void {
    reconcile();
    if (!dirty) return;
    dirty = false;
    snapshot = buildSnapshot();
    for (const listener of [...listeners]) listener();
  }

  function init(fitment: PartialFitment | null): void {
    for (let index = 0; index < levels.length; index++) {
      cancel(index);
      const value = fitment ? fitmentValue(fitment, levels[index]!.select.type) : undefined;
      set(index, { select: idleSelects[index]!, key: null, pending: value ?? null });
    }
  }

  function send(event: FitmentCascadeEvent): void {
    switch (event.type) {
      case 'select': {
        const index = levels.findIndex((level) => level.select.type === event.level);
        const select = levels[index]?.select;
        if (select?.status !== 'ready' || select.value === event.value) return;
        const option =
          event.value === null ? null : select.options.find((candidate) => candidate.value === event.value);
        if (option === undefined) return;
        patch(index, { value: option?.value ?? null, selectedText: option?.text ?? null });
        for (let later = index + 1; later < levels.length; later++) {
          if (levels[later]!.pending !== null) set(later, { ...levels[later]!, pending: null });
        }
        break;
      }
      case 'init':
        init(event.fitment);
        break;
      case 'reset':
        init(null);
        break;
      case 'retry': {
        const index = levels.findIndex((level) => level.select.type === event.level);
        const level = levels[index];
        if (level?.select.error !== 'load-failed') return;
        set(index, { ...level, key: null });
        break;
      }
    }
    update();
  }

  // Seed the options known up front for the initial vehicle's chain, then settle the first snapshot.
  init(options.initial ?? null);
  let before: PartialFitment = {};
  for (const { level } of shown) {
    const known = options.initialOptions?.[level];
    if (known) loaded.set(levelKey(level, before), [...known]);
    const value = options.initial ? fitmentValue(options.initial, level) : undefined;
    if (value === undefined) break;
    before = withValue(before, level, value);
  }
  reconcile();
  dirty = false;
  snapshot = buildSnapshot();

  function start(): void {
    if (started) return;
    started = true;
    update();
  }

  return {
    levels: shown.map(({ level }) => level),
    subscribe(listener) {
      listeners.add(listener);
      start();
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    send,
    start,
    stop() {
      if (!started) return;
      started = false;
      for (const index of [...inFlight.keys()]) cancel(index);
    },
  };
}
