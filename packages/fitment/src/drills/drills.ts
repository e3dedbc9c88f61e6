import { fitmentValue, NOT_APPLICABLE, type PartialFitment } from '../model';
import {
  classifyDrillFailure,
  drillFitmentLevel,
  failureStatus,
  type MissingDrillValue,
  normalizeDrill,
  orderControlsTarget,
  parseDrillResult,
} from './parse';
import {
  DRILL_UNSELECTED,
  type Drill,
  type DrillChoice,
  type DrillErrorCode,
  type DrillGroup,
  type DrillProduct,
  type DrillResult,
  type DrillSelection,
  type DrillSelectionEvent,
  type DrillSelectionOptions,
  type DrillSelectionRequest,
  type DrillSelectionSnapshot,
  type ProductControls,
} from './types';

const TOP = 'top';

// Where a drill sits: the top-level list (group null) or a group's list (index into groups).
interface Place {
  group: number | null;
  index: number;
}

interface Call {
  id: number;
  controller: AbortController;
  place: Place;
  request: DrillSelectionRequest;
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

/** Builds the product drill selection machine over an injected controls call. */
export function createDrillSelection<P extends DrillProduct = DrillProduct>(
  options: DrillSelectionOptions<P>,
): DrillSelection<P> {
  const target = orderControlsTarget(options.productLineSlug);
  const { resolve, onError } = options;
  const listeners = new Set<() => void>();
  const calls = new Map<string, Call>();
  let suspended: Call[] = [];
  let nextCallId = 1;
  let started = false;

  let drills: Drill[] = [];
  let groups: DrillGroup<P>[] = [];
  let groupDefaults: P[] = [];
  let drillConfig: ProductControls<P>['drillConfig'];
  let defaultProduct: P;
  let product: P;
  let mismatchedProduct: P | null = null;
  let fitment: PartialFitment | null = null;
  let landingSkuSlug: string | null = null;
  let hasInteraction = false;
  let hadBadAutoSelect = false;
  let hasOrderControlError = false;
  // Top-level drill types whose value came from the saved vehicle, not the shopper.
  let autoChosen = new Set<string>();
  let snapshot: DrillSelectionSnapshot<P>;

  function report(code: DrillErrorCode, message: string, where: MissingDrillValue, detail?: unknown): void {
    onError?.({ code, message, ...where, ...(detail === undefined ? {} : { detail }) });
  }

  function reportMissing(missing: MissingDrillValue): void {
    report(
      'DRILL_VALUE_NOT_FOUND',
      `Value "${missing.value}" is not an option of drill ${missing.drillType}`,
      missing,
    );
  }

  function savedValue(drill: Drill): string | undefined {
    const level = drillFitmentLevel(drill.type);
    return fitment && level ? fitmentValue(fitment, level) : undefined;
  }

  function isGoodVehicleSoFar(): boolean {
    if (!fitment) return true;
    for (const drill of drills) {
      if (!drill.isFitment) continue;
      const saved = savedValue(drill);
      if (saved === undefined) continue;
      if (isChosen(drill)) {
        if (drill.currentValue !== saved) return false;
      } else if (!drill.isDisabled && !calls.has(TOP)) {
        // The drill the shopper is on now (its options are current once no call is pending): the saved
        // vehicle must be one of its choices.
        return drill.options.some((option) => option.value === saved && !option.isDisabled);
      }
    }
    return true;
  }

  function build(): DrillSelectionSnapshot<P> {
    const fitmentDrills = drills.filter((drill) => drill.isFitment);
    return {
      drills,
      groups,
      drillConfig,
      product,
      defaultProduct,
      mismatchedProduct,
      isGoodVehicleSoFar: isGoodVehicleSoFar(),
      hasInteraction,
      hadBadAutoSelect,
      isShortCutFitment:
        fitmentDrills.length > 0 &&
        fitmentDrills.every((drill) => isChosen(drill) && autoChosen.has(drill.type)),
      hasOrderControlError,
      isResolving: calls.size > 0,
    };
  }

  function emit(): void {
    snapshot = build();
    for (const listener of [...listeners]) listener();
  }

  function scopeOf(place: Place): string {
    return place.group === null ? TOP : `group:${place.group}`;
  }

  function abort(scope: string | null): void {
    for (const [key, call] of [...calls]) {
      if (scope !== null && key !== scope) continue;
      calls.delete(key);
      call.controller.abort();
    }
    suspended = scope === null ? [] : suspended.filter((call) => scopeOf(call.place) !== scope);
  }

  function load(
    controls: ProductControls<P>,
    loaded: P,
    saved: PartialFitment | null,
    landing: string | null,
  ) {
    abort(null);
    drills = controls.drills.map((drill) => normalizeDrill(drill, reportMissing));
    groups = controls.groups.map((group) => ({
      ...group,
      drills: group.drills.map((drill) => normalizeDrill(drill, reportMissing)),
    }));
    groupDefaults = groups.map((group) => group.product);
    drillConfig = controls.drillConfig;
    defaultProduct = loaded;
    product = loaded;
    mismatchedProduct = null;
    fitment = saved;
    landingSkuSlug = landing;
    hasInteraction = false;
    hadBadAutoSelect = false;
    hasOrderControlError = false;
    autoChosen = new Set();
  }

  function issue(place: Place, request: DrillSelectionRequest): void {
    const scope = scopeOf(place);
    // A top-level choice supersedes every call; a group choice only that group's.
    abort(place.group === null ? null : scope);
    const call: Call = { id: nextCallId++, controller: new AbortController(), place, request };
    calls.set(scope, call);
    let pending: Promise<unknown>;
    try {
      pending = Promise.resolve(resolve(request, call.controller.signal));
    } catch (error) {
      pending = Promise.reject(error);
    }
    const isCurrent = () => calls.get(scope)?.id === call.id;
    pending.then(
      (raw) => {
        if (!isCurrent()) return;
        calls.delete(scope);
        settle(call, raw);
        emit();
      },
      (error: unknown) => {
        if (!isCurrent()) return;
        calls.delete(scope);
        fail(call, error);
        emit();
      },
    );
  }

  function markBadAuto(call: Call): void {
    if (call.request.isAutoSelect) hadBadAutoSelect = true;
  }

  function unexpected(call: Call, raw: unknown): void {
    report(
      'UNEXPECTED_RESULT',
      `Unexpected result for drill ${call.request.drillType}`,
      { drillType: call.request.drillType, groupValue: call.request.groupValue, value: call.request.value },
      raw,
    );
    hasOrderControlError = true;
    markBadAuto(call);
  }

  function nextType(list: readonly Drill[], index: number, order: readonly string[]): string | undefined {
    const next = list[index + 1]?.type;
    if (next !== undefined) return next;
    const position = order.indexOf(list[index]!.type);
    return position < 0 ? undefined : order[position + 1];
  }

  function placeNext(
    list: readonly Drill[],
    index: number,
    drill: Drill,
    groupValue: string | null,
  ): Drill[] {
    const next = { ...drill, groupValue, isDisabled: false };
    return index + 1 < list.length
      ? list.map((existing, position) => (position === index + 1 ? next : existing))
      : [...list, next];
  }

  function settle(call: Call, raw: unknown): void {
    const result: DrillResult<P> | null = parseDrillResult<P>(raw, reportMissing);
    const { group, index } = call.place;
    if (result === null) {
      unexpected(call, raw);
      return;
    }
    if (group === null) {
      switch (result.type) {
        case 'drill': {
          if (result.drill.type !== nextType(drills, index, drillConfig.all)) {
            unexpected(call, raw);
            return;
          }
          drills = placeNext(drills, index, result.drill, null);
          // Only a newly opened drill can be answered from the saved vehicle.
          autoSelect();
          break;
        }
        case 'groups':
          groups = [...result.groups];
          groupDefaults = groups.map((entry) => entry.product);
          break;
        case 'product':
          if (landingSkuSlug !== null && !hasInteraction && result.product.skuSlug !== landingSkuSlug) {
            mismatchedProduct = result.product;
          } else {
            product = result.product;
          }
          break;
        case 'none':
          markBadAuto(call);
          break;
      }
      return;
    }
    const current = groups[group]!;
    switch (result.type) {
      case 'drill': {
        if (result.drill.type !== nextType(current.drills, index, drillConfig.bottom)) {
          unexpected(call, raw);
          return;
        }
        replaceGroup(group, {
          ...current,
          drills: placeNext(current.drills, index, result.drill, call.request.groupValue),
        });
        break;
      }
      case 'product':
        replaceGroup(group, { ...current, product: result.product });
        break;
      case 'groups':
        // Groups do not nest: a group drill leading to groups is not an answer the controls can show.
        unexpected(call, raw);
        return;
      case 'none':
        break;
    }
  }

  function fail(call: Call, error: unknown): void {
    const kind = classifyDrillFailure(error);
    if (kind === 'aborted') return;
    const shown = call.place.group === null ? product : (groups[call.place.group]?.product ?? product);
    if (failureStatus(error) === 404 && shown.isOutOfStock === true) return;
    report(
      kind,
      kind === 'NETWORK_ERROR'
        ? 'The product controls could not be reached'
        : 'The product controls call failed',
      { drillType: call.request.drillType, groupValue: call.request.groupValue, value: call.request.value },
      error,
    );
    hasOrderControlError = true;
    markBadAuto(call);
  }

  function replaceGroup(index: number, group: DrillGroup<P>): void {
    groups = groups.map((existing, position) => (position === index ? group : existing));
  }

  function locate(drillType: string, groupValue: string | null | undefined): Place | null {
    if (groupValue == null) {
      const index = drills.findIndex((drill) => drill.type === drillType);
      return index < 0 ? null : { group: null, index };
    }
    for (let group = 0; group < groups.length; group++) {
      const index = groups[group]!.drills.findIndex(
        (drill) => drill.type === drillType && drill.groupValue === groupValue,
      );
      if (index >= 0) return { group, index };
    }
    return null;
  }

  // Applies a choice; returns whether anything changed.
  function select(place: Place, value: string | null, auto: boolean): boolean {
    const list = place.group === null ? drills : groups[place.group]!.drills;
    const drill = list[place.index]!;
    if (drill.isDisabled || drill.currentValue === (value ?? DRILL_UNSELECTED)) return false;
    if (value !== null) {
      const option = drill.options.find((candidate) => candidate.value === value);
      if (!option) {
        reportMissing({ drillType: drill.type, groupValue: drill.groupValue, value });
        return false;
      }
      if (option.isDisabled) return false;
    }
    if (!auto) {
      hasInteraction = true;
      mismatchedProduct = null;
    }
    hasOrderControlError = false;
    const next = choose(list, place.index, value);
    if (place.group === null) {
      drills = next;
      product = defaultProduct;
      groups = [];
      groupDefaults = [];
      for (const later of drills.slice(place.index)) autoChosen.delete(later.type);
      if (auto && value !== null) autoChosen.add(drill.type);
      if (value === null) abort(null);
    } else {
      replaceGroup(place.group, {
        ...groups[place.group]!,
        drills: next,
        product: groupDefaults[place.group]!,
      });
      if (value === null) abort(scopeOf(place));
    }
    if (value !== null) {
      const groupValue = place.group === null ? null : (groupKey(groups[place.group]!) ?? drill.groupValue);
      issue(place, {
        ...target,
        drillType: drill.type,
        value,
        groupValue,
        selections: place.group === null ? choices(drills, place.index) : choices(drills, drills.length),
        groupSelections: place.group === null ? [] : choices(next, place.index),
        isAutoSelect: auto,
      });
    }
    return true;
  }

  // SPEC §4: the first open drill is chosen for the shopper when it offers exactly one value and that value is
  // the saved vehicle's (or a not-applicable one the vehicle says nothing about), unless an automatic choice
  // already went wrong.
  function autoSelect(): void {
    if (!started || !fitment || hadBadAutoSelect || calls.has(TOP)) return;
    const index = drills.findIndex((drill) => !isChosen(drill) && !drill.isDisabled);
    const drill = drills[index];
    if (!drill?.isFitment) return;
    const choosable = drill.options.filter((option) => !option.isDisabled);
    if (choosable.length !== 1) return;
    const only = choosable[0]!.value;
    const saved = savedValue(drill);
    if (saved === undefined ? only !== NOT_APPLICABLE : saved !== only) return;
    select({ group: null, index }, only, true);
  }

  function send(event: DrillSelectionEvent<P>): void {
    switch (event.type) {
      case 'select': {
        const place = locate(event.drillType, event.groupValue);
        if (!place) {
          if (event.value !== null) {
            reportMissing({
              drillType: event.drillType,
              groupValue: event.groupValue ?? null,
              value: event.value,
            });
          }
          return;
        }
        if (!select(place, event.value, false)) return;
        break;
      }
      case 'load':
        load(event.controls, event.product, event.fitment ?? null, event.landingSkuSlug ?? null);
        autoSelect();
        break;
      case 'acceptMismatch':
        if (!mismatchedProduct) return;
        product = mismatchedProduct;
        mismatchedProduct = null;
        break;
      case 'dismissMismatch':
        if (!mismatchedProduct) return;
        mismatchedProduct = null;
        break;
    }
    emit();
  }

  load(options.controls, options.product, options.fitment ?? null, options.landingSkuSlug ?? null);
  snapshot = build();

  function start(): void {
    if (started) return;
    started = true;
    const resumed = suspended;
    suspended = [];
    for (const call of resumed) issue(call.place, call.request);
    autoSelect();
    emit();
  }

  return {
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
      suspended = [...calls.values()];
      for (const call of calls.values()) call.controller.abort();
      calls.clear();
    },
  };
}
