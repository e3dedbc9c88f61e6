import {
  DRILL_UNSELECTED,
  type Drill,
  type DrillConfig,
  type DrillProduct,
  type DrillSelectionRequest,
  type ProductControls,
} from './types';

/** A product of the fake line: a sku with its drill values. */
export interface FakeSku extends DrillProduct {
  name: string;
  values: Record<string, string>;
}

export const DRILL_TYPES = ['year', 'make', 'model', 'finish', 'size'] as const;
export const FITMENT_TYPES = ['year', 'make', 'model'] as const;

function sku(productId: number, values: Record<string, string>, isOutOfStock = false): FakeSku {
  const skuSlug = Object.values(values).join('-');
  return { productId, skuSlug, name: `Wheel ${skuSlug}`, values, isOutOfStock };
}

// A small catalogue with a branching vehicle tree: 2021 has two makes, 2020 one make with one model.
export const SKUS: readonly FakeSku[] = [
  sku(1, { year: '2021', make: 'jeep', model: 'wrangler', finish: 'black', size: '17' }),
  sku(2, { year: '2021', make: 'jeep', model: 'wrangler', finish: 'black', size: '18' }),
  sku(3, { year: '2021', make: 'jeep', model: 'wrangler', finish: 'chrome', size: '17' }),
  sku(4, { year: '2021', make: 'jeep', model: 'gladiator', finish: 'black', size: '18' }),
  sku(5, { year: '2021', make: 'ford', model: 'bronco', finish: 'black', size: '17' }),
  sku(6, { year: '2020', make: 'ram', model: '1500', finish: 'chrome', size: '20' }),
  sku(7, { year: '2020', make: 'ram', model: '1500', finish: 'black', size: '20' }),
];

export const DEFAULT_PRODUCT: FakeSku = SKUS[0]!;

export const CONFIG: DrillConfig = {
  all: DRILL_TYPES,
  top: DRILL_TYPES,
  bottom: [],
  splitAt: null,
  fitment: FITMENT_TYPES,
  lastFitment: 'model',
  integration: null,
};

function matching(selections: readonly { type: string; value: string }[]): FakeSku[] {
  return SKUS.filter((entry) => selections.every(({ type, value }) => entry.values[type] === value));
}

export function drillFor(type: string, selections: readonly { type: string; value: string }[]): Drill {
  const values = [...new Set(matching(selections).map((entry) => entry.values[type]!))].sort();
  return {
    type,
    options: values.map((value) => ({
      value,
      text: value.toUpperCase(),
      isDisabled: false,
      isHidden: false,
    })),
    currentValue: DRILL_UNSELECTED,
    isDisabled: false,
    isFitment: (FITMENT_TYPES as readonly string[]).includes(type),
    groupValue: null,
  };
}

/** The line's controls as the product call gives them: the first drill open, the rest waiting. */
export function initialControls(): ProductControls<FakeSku> {
  return {
    drills: DRILL_TYPES.map((type, index) =>
      index === 0 ? drillFor(type, []) : { ...drillFor(type, []), options: [], isDisabled: true },
    ),
    groups: [],
    drillConfig: CONFIG,
  };
}

/** What the controls call of the fake line answers: the next drill, or the product once every drill is chosen. */
export function answer(request: DrillSelectionRequest): unknown {
  const position = DRILL_TYPES.indexOf(request.drillType as (typeof DRILL_TYPES)[number]);
  const next = DRILL_TYPES[position + 1];
  if (next) return { type: 'drill', drill: drillFor(next, request.selections) };
  const found = matching(request.selections);
  return found.length === 1 ? { type: 'product', product: found[0] } : null;
}

export interface PendingCall {
  request: DrillSelectionRequest;
  signal: AbortSignal;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** A resolver whose calls wait until the test settles them. */
export function manualResolver() {
  const pending: PendingCall[] = [];
  const requests: DrillSelectionRequest[] = [];
  const resolver = (request: DrillSelectionRequest, signal: AbortSignal) => {
    requests.push(request);
    return new Promise<unknown>((resolve, reject) => {
      pending.push({ request, signal, resolve, reject });
    });
  };
  return {
    resolver,
    pending,
    requests,
    /** Answers the oldest waiting call as the fake line would. */
    async answerNext(override?: unknown) {
      const call = pending.shift();
      if (!call) throw new Error('no pending call');
      call.resolve(override === undefined ? answer(call.request) : override);
      await flush();
      return call;
    },
    async failNext(error: unknown) {
      const call = pending.shift();
      if (!call) throw new Error('no pending call');
      call.reject(error);
      await flush();
      return call;
    },
  };
}

/** A resolver that answers as the fake line would, on the next microtask. */
export function autoResolver() {
  const requests: DrillSelectionRequest[] = [];
  return {
    requests,
    resolver: async (request: DrillSelectionRequest) => {
      requests.push(request);
      return answer(request);
    },
  };
}

export async function flush(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}
