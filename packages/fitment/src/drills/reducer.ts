import type { Transition } from '@fitkit/store';
import { fitmentValue, NOT_APPLICABLE, type PartialFitment } from '../model';
import {
  classifyDrillFailure,
  drillFitmentLevel,
  failureStatus,
  type MissingDrillValue,
  normalizeDrill,
  parseDrillResult,
} from './parse';
import {
  DRILL_UNSELECTED,
  type Drill,
  type DrillChoice,
  type DrillConfig,
  type DrillError,
  type DrillErrorCode,
  type DrillGroup,
  type DrillProduct,
  type DrillResult,
  type DrillSelectionEvent,
  type DrillSelectionRequest,
  type DrillSelectionSnapshot,
} from './types';

const TOP = 'top';

/** Where a drill sits: the top-level list (group null) or a group's list (index into groups). */
export interface DrillPlace {
  /** Index into groups, or null for the top-level drills. */
  group: number | null;
  /** Index into the list. */
  index: number;
}

/** A controls call the machine waits for. */
export interface DrillCall {
  /** Tells a current answer from a superseded one. */
  id: number;
  /** The drill it answers. */
  place: DrillPlace;
  /** What was sent. */
  request: DrillSelectionRequest;
}

/** Everything the drill machine knows; replaced, never mutated. */
export interface DrillState<P extends DrillProduct = DrillProduct> {
  /** The controls call's slug and splitter flag, from the product line slug. */
  target: Pick<DrillSelectionRequest, 'slug' | 'ignoreSplitters'>;
  /** True between start and stop: automatic choices and resumed calls only happen then. */
  started: boolean;
  /** The id of the next call. */
  nextCallId: number;
  /** Calls in flight by scope (`top` or `group:{index}`): one per scope. */
  calls: ReadonlyMap<string, DrillCall>;
  /** Calls a stop interrupted, issued again on start. */
  suspended: readonly DrillCall[];
  /** Top-level drills. */
  drills: readonly Drill[];
  /** Groups. */
  groups: readonly DrillGroup<P>[];
  /** Each group's product as it arrived, restored when one of its drills changes. */
  groupDefaults: readonly P[];
  /** Arrangement. */
  drillConfig: DrillConfig;
  /** The product the page loaded with. */
  defaultProduct: P;
  /** The product shown now. */
  product: P;
  /** A product held aside because it is not the landing sku. */
  mismatchedProduct: P | null;
  /** The saved vehicle. */
  fitment: PartialFitment | null;
  /** The sku slug the shopper landed on. */
  landingSkuSlug: string | null;
  /** True once the shopper chose something. */
  hasInteraction: boolean;
  /** True once an automatic choice went wrong. */
  hadBadAutoSelect: boolean;
  /** True when the last controls call failed. */
  hasOrderControlError: boolean;
  /** Top-level drill types whose value came from the saved vehicle, not the shopper. */
  autoChosen: ReadonlySet<string>;
}

/** What the drill reducer reacts to: the public events plus the machine's own lifecycle and call answers. */
export type DrillMachineEvent<P extends DrillProduct = DrillProduct> =
  | DrillSelectionEvent<P>
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'answered'; id: number; raw: unknown }
  | { type: 'failed'; id: number; error: unknown };

/** Work the drill reducer asks of its runner. */
export type DrillEffect =
  | { type: 'call'; id: number; request: DrillSelectionRequest }
  | { type: 'abort'; id: number }
  | { type: 'report'; error: DrillError };

// One reduction: a private copy of the state changed in place, and the effects gathered on the way.
interface Step<P extends DrillProduct> {
  s: DrillState<P> & { calls: Map<string, DrillCall>; autoChosen: Set<string> };
  effects: DrillEffect[];
}

function isChosen(drill: Drill): drill is Drill & { currentValue: string } {
  return drill.currentValue !== DRILL_UNSELECTED;
}

function choices(drills: readonly Drill[], upTo: number): DrillChoice[] {
  return drills
    .slice(0, upTo + 1)
    .filter(isChosen)
    .map((drill) => ({ type: drill.type, value: drill.currentValue }));
}

// SPEC §4: the chosen drill takes the value, every later drill goes back to unselected, and all but the next
// one are disabled until the answer comes back.
function choose(drills: readonly Drill[], index: number, value: string | null): Drill[] {
  return drills.map((drill, position) => {
    if (position < index) return drill;
    if (position === index) return { ...drill, currentValue: value ?? DRILL_UNSELECTED };
    const isDisabled = value === null || position > index + 1;
    if (drill.currentValue === DRILL_UNSELECTED && drill.isDisabled === isDisabled) return drill;
    return { ...drill, currentValue: DRILL_UNSELECTED, isDisabled };
  });
}

function groupKey(group: DrillGroup<DrillProduct>): string | null {
  return group.drills.find((drill) => drill.groupValue !== null)?.groupValue ?? null;
}

function scopeOf(place: DrillPlace): string {
  return place.group === null ? TOP : `group:${place.group}`;
}

function report<P extends DrillProduct>(
  step: Step<P>,
  code: DrillErrorCode,
  message: string,
  where: MissingDrillValue,
  detail?: unknown,
): void {
  step.effects.push({
    type: 'report',
    error: { code, message, ...where, ...(detail === undefined ? {} : { detail }) },
  });
}

function missingReporter<P extends DrillProduct>(step: Step<P>): (missing: MissingDrillValue) => void {
  return (missing) =>
    report(
      step,
      'DRILL_VALUE_NOT_FOUND',
      `Value "${missing.value}" is not an option of drill ${missing.drillType}`,
      missing,
    );
}

function savedValue(fitment: PartialFitment | null, drill: Drill): string | undefined {
  const level = drillFitmentLevel(drill.type);
  return fitment && level ? fitmentValue(fitment, level) : undefined;
}

function isGoodVehicleSoFar(state: DrillState<DrillProduct>): boolean {
  if (!state.fitment) return true;
  for (const drill of state.drills) {
    if (!drill.isFitment) continue;
    const saved = savedValue(state.fitment, drill);
    if (saved === undefined) continue;
    if (isChosen(drill)) {
      if (drill.currentValue !== saved) return false;
    } else if (!drill.isDisabled && !state.calls.has(TOP)) {
      // The drill the shopper is on now (its options are current once no call is pending): the saved
      // vehicle must be one of its choices.
      return drill.options.some((option) => option.value === saved && !option.isDisabled);
    }
  }
  return true;
}

/** The public snapshot of a drill state (a new object for each state). */
export function drillSnapshot<P extends DrillProduct>(state: DrillState<P>): DrillSelectionSnapshot<P> {
  const fitmentDrills = state.drills.filter((drill) => drill.isFitment);
  return {
    drills: state.drills,
    groups: state.groups,
    drillConfig: state.drillConfig,
    product: state.product,
    defaultProduct: state.defaultProduct,
    mismatchedProduct: state.mismatchedProduct,
    isGoodVehicleSoFar: isGoodVehicleSoFar(state),
    hasInteraction: state.hasInteraction,
    hadBadAutoSelect: state.hadBadAutoSelect,
    isShortCutFitment:
      fitmentDrills.length > 0 &&
      fitmentDrills.every((drill) => isChosen(drill) && state.autoChosen.has(drill.type)),
    hasOrderControlError: state.hasOrderControlError,
    isResolving: state.calls.size > 0,
  };
}

function abort<P extends DrillProduct>(step: Step<P>, scope: string | null): void {
  const { s } = step;
  for (const [key, call] of [...s.calls]) {
    if (scope !== null && key !== scope) continue;
    s.calls.delete(key);
    step.effects.push({ type: 'abort', id: call.id });
  }
  s.suspended = scope === null ? [] : s.suspended.filter((call) => scopeOf(call.place) !== scope);
}

function load<P extends DrillProduct>(
  step: Step<P>,
  event: Extract<DrillSelectionEvent<P>, { type: 'load' }>,
) {
  const { s } = step;
  const reportMissing = missingReporter(step);
  abort(step, null);
  s.drills = event.controls.drills.map((drill) => normalizeDrill(drill, reportMissing));
  s.groups = event.controls.groups.map((group) => ({
    ...group,
    drills: group.drills.map((drill) => normalizeDrill(drill, reportMissing)),
  }));
  s.groupDefaults = s.groups.map((group) => group.product);
  s.drillConfig = event.controls.drillConfig;
  s.defaultProduct = event.product;
  s.product = event.product;
  s.mismatchedProduct = null;
  s.fitment = event.fitment ?? null;
  s.landingSkuSlug = event.landingSkuSlug ?? null;
  s.hasInteraction = false;
  s.hadBadAutoSelect = false;
  s.hasOrderControlError = false;
  s.autoChosen = new Set();
}

function issue<P extends DrillProduct>(
  step: Step<P>,
  place: DrillPlace,
  request: DrillSelectionRequest,
): void {
  const { s } = step;
  const scope = scopeOf(place);
  // A top-level choice supersedes every call; a group choice only that group's.
  abort(step, place.group === null ? null : scope);
  const call: DrillCall = { id: s.nextCallId++, place, request };
  s.calls.set(scope, call);
  step.effects.push({ type: 'call', id: call.id, request });
}

function markBadAuto<P extends DrillProduct>(step: Step<P>, call: DrillCall): void {
  if (call.request.isAutoSelect) step.s.hadBadAutoSelect = true;
}

function where(call: DrillCall): MissingDrillValue {
  return {
    drillType: call.request.drillType,
    groupValue: call.request.groupValue,
    value: call.request.value,
  };
}

function unexpected<P extends DrillProduct>(step: Step<P>, call: DrillCall, raw: unknown): void {
  report(
    step,
    'UNEXPECTED_RESULT',
    `Unexpected result for drill ${call.request.drillType}`,
    where(call),
    raw,
  );
  step.s.hasOrderControlError = true;
  markBadAuto(step, call);
}

function nextType(list: readonly Drill[], index: number, order: readonly string[]): string | undefined {
  const next = list[index + 1]?.type;
  if (next !== undefined) return next;
  const position = order.indexOf(list[index]!.type);
  return position < 0 ? undefined : order[position + 1];
}

function placeNext(list: readonly Drill[], index: number, drill: Drill, groupValue: string | null): Drill[] {
  const next = { ...drill, groupValue, isDisabled: false };
  return index + 1 < list.length
    ? list.map((existing, position) => (position === index + 1 ? next : existing))
    : [...list, next];
}

function replaceGroup<P extends DrillProduct>(step: Step<P>, index: number, group: DrillGroup<P>): void {
  step.s.groups = step.s.groups.map((existing, position) => (position === index ? group : existing));
}

function settleTop<P extends DrillProduct>(
  step: Step<P>,
  call: DrillCall,
  raw: unknown,
  result: DrillResult<P>,
) {
  const { s } = step;
  const { index } = call.place;
  switch (result.type) {
    case 'drill':
      if (result.drill.type !== nextType(s.drills, index, s.drillConfig.all)) {
        unexpected(step, call, raw);
        return;
      }
      s.drills = placeNext(s.drills, index, result.drill, null);
      // Only a newly opened drill can be answered from the saved vehicle.
      autoSelect(step);
      break;
    case 'groups':
      s.groups = [...result.groups];
      s.groupDefaults = s.groups.map((entry) => entry.product);
      break;
    case 'product':
      if (s.landingSkuSlug !== null && !s.hasInteraction && result.product.skuSlug !== s.landingSkuSlug) {
        s.mismatchedProduct = result.product;
      } else {
        s.product = result.product;
      }
      break;
    case 'none':
      markBadAuto(step, call);
      break;
  }
}

function settleGroup<P extends DrillProduct>(
  step: Step<P>,
  call: DrillCall,
  raw: unknown,
  result: DrillResult<P>,
) {
  const group = call.place.group!;
  const current = step.s.groups[group]!;
  switch (result.type) {
    case 'drill':
      if (result.drill.type !== nextType(current.drills, call.place.index, step.s.drillConfig.bottom)) {
        unexpected(step, call, raw);
        return;
      }
      replaceGroup(step, group, {
        ...current,
        drills: placeNext(current.drills, call.place.index, result.drill, call.request.groupValue),
      });
      break;
    case 'product':
      replaceGroup(step, group, { ...current, product: result.product });
      break;
    case 'groups':
      // Groups do not nest: a group drill leading to groups is not an answer the controls can show.
      unexpected(step, call, raw);
      break;
    case 'none':
      break;
  }
}

function settle<P extends DrillProduct>(step: Step<P>, call: DrillCall, raw: unknown): void {
  const result = parseDrillResult<P>(raw, missingReporter(step));
  if (result === null) unexpected(step, call, raw);
  else if (call.place.group === null) settleTop(step, call, raw, result);
  else settleGroup(step, call, raw, result);
}

function fail<P extends DrillProduct>(step: Step<P>, call: DrillCall, error: unknown): void {
  const { s } = step;
  const kind = classifyDrillFailure(error);
  if (kind === 'aborted') return;
  const shown = call.place.group === null ? s.product : (s.groups[call.place.group]?.product ?? s.product);
  if (failureStatus(error) === 404 && shown.isOutOfStock === true) return;
  const message =
    kind === 'NETWORK_ERROR'
      ? 'The product controls could not be reached'
      : 'The product controls call failed';
  report(step, kind, message, where(call), error);
  s.hasOrderControlError = true;
  markBadAuto(step, call);
}

function locate(
  state: DrillState<DrillProduct>,
  drillType: string,
  groupValue: string | null | undefined,
): DrillPlace | null {
  if (groupValue == null) {
    const index = state.drills.findIndex((drill) => drill.type === drillType);
    return index < 0 ? null : { group: null, index };
  }
  for (let group = 0; group < state.groups.length; group++) {
    const index = state.groups[group]!.drills.findIndex(
      (drill) => drill.type === drillType && drill.groupValue === groupValue,
    );
    if (index >= 0) return { group, index };
  }
  return null;
}

// Whether a value may be chosen in a drill now; a value it does not offer is reported.
function canChoose<P extends DrillProduct>(step: Step<P>, drill: Drill, value: string | null): boolean {
  if (drill.isDisabled || drill.currentValue === (value ?? DRILL_UNSELECTED)) return false;
  if (value === null) return true;
  const option = drill.options.find((candidate) => candidate.value === value);
  if (!option) {
    missingReporter(step)({ drillType: drill.type, groupValue: drill.groupValue, value });
    return false;
  }
  return !option.isDisabled;
}

// Applies a choice; returns whether anything changed.
function select<P extends DrillProduct>(
  step: Step<P>,
  place: DrillPlace,
  value: string | null,
  auto: boolean,
) {
  const { s } = step;
  const list = place.group === null ? s.drills : s.groups[place.group]!.drills;
  const drill = list[place.index]!;
  if (!canChoose(step, drill, value)) return false;
  if (!auto) {
    s.hasInteraction = true;
    s.mismatchedProduct = null;
  }
  s.hasOrderControlError = false;
  const next = choose(list, place.index, value);
  if (place.group === null) {
    s.drills = next;
    s.product = s.defaultProduct;
    s.groups = [];
    s.groupDefaults = [];
    for (const later of s.drills.slice(place.index)) s.autoChosen.delete(later.type);
    if (auto && value !== null) s.autoChosen.add(drill.type);
    if (value === null) abort(step, null);
  } else {
    replaceGroup(step, place.group, {
      ...s.groups[place.group]!,
      drills: next,
      product: s.groupDefaults[place.group]!,
    });
    if (value === null) abort(step, scopeOf(place));
  }
  if (value !== null) {
    const groupValue = place.group === null ? null : (groupKey(s.groups[place.group]!) ?? drill.groupValue);
    issue(step, place, {
      ...s.target,
      drillType: drill.type,
      value,
      groupValue,
      selections: place.group === null ? choices(s.drills, place.index) : choices(s.drills, s.drills.length),
      groupSelections: place.group === null ? [] : choices(next, place.index),
      isAutoSelect: auto,
    });
  }
  return true;
}

// SPEC §4: the first open drill is chosen for the shopper when it offers exactly one value and that value is
// the saved vehicle's (or a not-applicable one the vehicle says nothing about), unless an automatic choice
// already went wrong.
function autoSelect<P extends DrillProduct>(step: Step<P>): void {
  const { s } = step;
  if (!s.started || !s.fitment || s.hadBadAutoSelect || s.calls.has(TOP)) return;
  const index = s.drills.findIndex((drill) => !isChosen(drill) && !drill.isDisabled);
  const drill = s.drills[index];
  if (!drill?.isFitment) return;
  const choosable = drill.options.filter((option) => !option.isDisabled);
  if (choosable.length !== 1) return;
  const only = choosable[0]!.value;
  const saved = savedValue(s.fitment, drill);
  if (saved === undefined ? only !== NOT_APPLICABLE : saved !== only) return;
  select(step, { group: null, index }, only, true);
}

function current<P extends DrillProduct>(step: Step<P>, id: number): [string, DrillCall] | undefined {
  return [...step.s.calls].find(([, call]) => call.id === id);
}

function onSelect<P extends DrillProduct>(
  step: Step<P>,
  event: Extract<DrillSelectionEvent<P>, { type: 'select' }>,
) {
  const place = locate(step.s, event.drillType, event.groupValue);
  if (place) return select(step, place, event.value, false);
  if (event.value !== null) {
    missingReporter(step)({
      drillType: event.drillType,
      groupValue: event.groupValue ?? null,
      value: event.value,
    });
  }
  return false;
}

function onStart<P extends DrillProduct>(step: Step<P>): boolean {
  const { s } = step;
  if (s.started) return false;
  s.started = true;
  const resumed = s.suspended;
  s.suspended = [];
  for (const call of resumed) issue(step, call.place, call.request);
  autoSelect(step);
  return true;
}

function onStop<P extends DrillProduct>(step: Step<P>): boolean {
  const { s } = step;
  if (!s.started) return false;
  s.started = false;
  s.suspended = [...s.calls.values()];
  for (const call of s.calls.values()) step.effects.push({ type: 'abort', id: call.id });
  s.calls.clear();
  return true;
}

// Applies an event to the step; returns whether the state changed.
function apply<P extends DrillProduct>(step: Step<P>, event: DrillMachineEvent<P>): boolean {
  const { s } = step;
  switch (event.type) {
    case 'select':
      return onSelect(step, event);
    case 'load':
      load(step, event);
      autoSelect(step);
      return true;
    case 'acceptMismatch':
      if (!s.mismatchedProduct) return false;
      s.product = s.mismatchedProduct;
      s.mismatchedProduct = null;
      return true;
    case 'dismissMismatch':
      if (!s.mismatchedProduct) return false;
      s.mismatchedProduct = null;
      return true;
    case 'addToCartFailed':
      if (s.hasOrderControlError) return false;
      s.hasOrderControlError = true;
      return true;
    case 'start':
      return onStart(step);
    case 'stop':
      return onStop(step);
    case 'answered':
    case 'failed': {
      const found = current(step, event.id);
      if (!found) return false;
      s.calls.delete(found[0]);
      if (event.type === 'answered') settle(step, found[1], event.raw);
      else fail(step, found[1], event.error);
      return true;
    }
  }
}

/** The drill machine: the next state and the calls, aborts and reports an event leads to. Pure. */
export function reduceDrills<P extends DrillProduct>(
  state: DrillState<P>,
  event: DrillMachineEvent<P>,
): Transition<DrillState<P>, DrillEffect> {
  const step: Step<P> = {
    s: { ...state, calls: new Map(state.calls), autoChosen: new Set(state.autoChosen) },
    effects: [],
  };
  return { state: apply(step, event) ? step.s : state, effects: step.effects };
}

/** The state of a product line before anything is chosen, and the reports its controls give. Pure. */
export function initialDrillState<P extends DrillProduct>(
  target: DrillState<P>['target'],
  loaded: Omit<Extract<DrillSelectionEvent<P>, { type: 'load' }>, 'type'>,
): Transition<DrillState<P>, DrillEffect> {
  const empty: DrillState<P> = {
    target,
    started: false,
    nextCallId: 1,
    calls: new Map(),
    suspended: [],
    drills: [],
    groups: [],
    groupDefaults: [],
    drillConfig: loaded.controls.drillConfig,
    defaultProduct: loaded.product,
    product: loaded.product,
    mismatchedProduct: null,
    fitment: null,
    landingSkuSlug: null,
    hasInteraction: false,
    hadBadAutoSelect: false,
    hasOrderControlError: false,
    autoChosen: new Set(),
  };
  return reduceDrills(empty, { type: 'load', ...loaded });
}
