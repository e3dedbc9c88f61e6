import { describe, expect, it, vi } from 'vitest';
import type { PartialFitment } from '../model';
import { createDrillSelection } from './drills';
import {
  autoResolver,
  CONFIG,
  DEFAULT_PRODUCT,
  type FakeSku,
  flush,
  initialControls,
  manualResolver,
  SKUS,
} from './fake-controls.test.helper';
import {
  DRILL_ERROR_CODES,
  DRILL_UNSELECTED,
  type Drill,
  type DrillError,
  type DrillGroup,
  type DrillResolver,
  type DrillSelectionSnapshot,
} from './types';

const JEEP: PartialFitment = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' };

function machine(
  resolver: DrillResolver,
  extra: { fitment?: PartialFitment | null; landingSkuSlug?: string | null; productLineSlug?: string } = {},
) {
  const errors: DrillError[] = [];
  const selection = createDrillSelection<FakeSku>({
    productLineSlug: extra.productLineSlug ?? 'street-wheels',
    controls: initialControls(),
    product: DEFAULT_PRODUCT,
    resolve: resolver,
    onError: (error) => errors.push(error),
    fitment: extra.fitment ?? null,
    landingSkuSlug: extra.landingSkuSlug ?? null,
  });
  const pick = (drillType: string, value: string | null, groupValue?: string | null) =>
    selection.send({ type: 'select', drillType, value, ...(groupValue === undefined ? {} : { groupValue }) });
  return { selection, errors, pick, snap: () => selection.getSnapshot() };
}

function values(snapshot: DrillSelectionSnapshot<FakeSku>) {
  return snapshot.drills.map((drill) => drill.currentValue);
}

function disabled(snapshot: DrillSelectionSnapshot<FakeSku>) {
  return snapshot.drills.map((drill) => drill.isDisabled);
}

function sku(id: number): FakeSku {
  return SKUS.find((entry) => entry.productId === id)!;
}

const groupDrill = (
  type: string,
  groupValue: string,
  options: string[],
  currentValue: string | -1 = -1,
): Drill => ({
  type,
  options: options.map((value) => ({ value, text: value, isDisabled: false, isHidden: false })),
  currentValue,
  isDisabled: false,
  isFitment: false,
  groupValue,
});

function groupsAnswer(): { type: 'groups'; groups: DrillGroup<FakeSku>[] } {
  return {
    type: 'groups',
    groups: [
      {
        title: 'Front',
        image: null,
        basePrice: 10000,
        actualPrice: 9000,
        product: sku(2),
        drills: [
          groupDrill('finish', 'front', ['black', 'chrome']),
          groupDrill('size', 'front', ['17', '18']),
        ],
      },
      {
        title: 'Rear',
        image: 'rear.png',
        basePrice: 12000,
        actualPrice: 11000,
        product: sku(3),
        drills: [groupDrill('finish', 'rear', ['black']), groupDrill('size', 'rear', ['17'])],
      },
    ],
  };
}

describe('drill selection: the starting point', () => {
  it('starts from the controls and the loaded product with the flags of SPEC §4', () => {
    const { snap } = machine(manualResolver().resolver);
    expect(snap()).toMatchObject({
      groups: [],
      drillConfig: CONFIG,
      product: DEFAULT_PRODUCT,
      defaultProduct: DEFAULT_PRODUCT,
      mismatchedProduct: null,
      isGoodVehicleSoFar: true,
      hasInteraction: false,
      hadBadAutoSelect: false,
      isShortCutFitment: false,
      hasOrderControlError: false,
      isResolving: false,
    });
    expect(values(snap())).toEqual([-1, -1, -1, -1, -1]);
    expect(disabled(snap())).toEqual([false, true, true, true, true]);
    expect(DRILL_UNSELECTED).toBe(-1);
    expect(DRILL_ERROR_CODES).toEqual([
      'UNEXPECTED_RESULT',
      'DRILL_VALUE_NOT_FOUND',
      'UNKNOWN',
      'NETWORK_ERROR',
    ]);
  });

  it('reports a loaded drill value that is not an option and leaves the drill unselected', () => {
    const errors: DrillError[] = [];
    const controls = initialControls();
    const drills = controls.drills.map((drill, index) =>
      index === 0 ? { ...drill, currentValue: '1999' } : drill,
    );
    const selection = createDrillSelection({
      productLineSlug: 'street-wheels',
      controls: { ...controls, drills },
      product: DEFAULT_PRODUCT,
      resolve: manualResolver().resolver,
      onError: (error) => errors.push(error),
    });
    expect(selection.getSnapshot().drills[0]?.currentValue).toBe(DRILL_UNSELECTED);
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'DRILL_VALUE_NOT_FOUND',
        drillType: 'year',
        value: '1999',
        groupValue: null,
      }),
    ]);
  });
});

describe('drill selection: choices', () => {
  it('sends the choice to the controls call with the slug before the slash and ignoreSplitters', async () => {
    const calls = manualResolver();
    const plain = machine(calls.resolver);
    plain.pick('year', '2021');
    expect(calls.requests[0]).toEqual({
      slug: 'street-wheels',
      ignoreSplitters: false,
      drillType: 'year',
      value: '2021',
      groupValue: null,
      selections: [{ type: 'year', value: '2021' }],
      groupSelections: [],
      isAutoSelect: false,
    });
    const split = machine(calls.resolver, { productLineSlug: 'street-wheels/black-finish' });
    split.pick('year', '2020');
    expect(calls.requests[1]).toMatchObject({ slug: 'street-wheels', ignoreSplitters: true });
  });

  it('walks every drill to a product, each answer opening the next drill', async () => {
    const calls = manualResolver();
    const { pick, snap } = machine(calls.resolver);
    pick('year', '2021');
    expect(snap().isResolving).toBe(true);
    expect(snap().hasInteraction).toBe(true);
    await calls.answerNext();
    expect(snap().isResolving).toBe(false);
    expect(snap().drills[1]?.options.map((option) => option.value)).toEqual(['ford', 'jeep']);
    expect(disabled(snap())).toEqual([false, false, true, true, true]);
    pick('make', 'jeep');
    await calls.answerNext();
    pick('model', 'wrangler');
    await calls.answerNext();
    pick('finish', 'chrome');
    await calls.answerNext();
    expect(snap().drills[4]?.options.map((option) => option.value)).toEqual(['17']);
    pick('size', '17');
    expect(calls.requests.at(-1)?.selections).toEqual([
      { type: 'year', value: '2021' },
      { type: 'make', value: 'jeep' },
      { type: 'model', value: 'wrangler' },
      { type: 'finish', value: 'chrome' },
      { type: 'size', value: '17' },
    ]);
    await calls.answerNext();
    expect(snap().product).toEqual(sku(3));
    expect(snap().defaultProduct).toEqual(DEFAULT_PRODUCT);
    expect(values(snap())).toEqual(['2021', 'jeep', 'wrangler', 'chrome', '17']);
  });

  it('resets every later drill to -1, keeps the next one open and disables the rest', async () => {
    const calls = manualResolver();
    const { pick, snap } = machine(calls.resolver);
    for (const [type, value] of [
      ['year', '2021'],
      ['make', 'jeep'],
      ['model', 'wrangler'],
      ['finish', 'black'],
    ] as const) {
      pick(type, value);
      await calls.answerNext();
    }
    pick('make', 'ford');
    expect(values(snap())).toEqual(['2021', 'ford', -1, -1, -1]);
    expect(disabled(snap())).toEqual([false, false, false, true, true]);
    await calls.answerNext();
    expect(snap().drills[2]?.options.map((option) => option.value)).toEqual(['bronco']);
  });

  it('clears a drill and everything after it with a null choice, without a call', async () => {
    const calls = manualResolver();
    const { pick, snap } = machine(calls.resolver);
    pick('year', '2021');
    await calls.answerNext();
    pick('make', 'jeep');
    pick('year', null);
    expect(values(snap())).toEqual([-1, -1, -1, -1, -1]);
    expect(disabled(snap())).toEqual([false, true, true, true, true]);
    expect(calls.pending.map((call) => call.signal.aborted)).toEqual([true]);
    expect(calls.requests).toHaveLength(2);
  });

  it('logs DRILL_VALUE_NOT_FOUND for a value that is not an option (or an unknown drill) and changes nothing', () => {
    const calls = manualResolver();
    const { pick, snap, errors } = machine(calls.resolver);
    const before = snap();
    pick('year', '1999');
    pick('trim', 'sport');
    expect(snap()).toBe(before);
    expect(calls.requests).toHaveLength(0);
    expect(errors.map((error) => [error.code, error.drillType, error.value])).toEqual([
      ['DRILL_VALUE_NOT_FOUND', 'year', '1999'],
      ['DRILL_VALUE_NOT_FOUND', 'trim', 'sport'],
    ]);
  });

  it('ignores a disabled drill, a disabled option and the value already chosen', async () => {
    const calls = manualResolver();
    const { pick, snap, errors, selection } = machine(calls.resolver);
    pick('make', 'jeep');
    const controls = initialControls();
    selection.send({
      type: 'load',
      product: DEFAULT_PRODUCT,
      controls: {
        ...controls,
        drills: controls.drills.map((drill, index) =>
          index === 0
            ? { ...drill, options: drill.options.map((option) => ({ ...option, isDisabled: true })) }
            : drill,
        ),
      },
    });
    const loaded = snap();
    pick('year', '2021');
    expect(snap()).toBe(loaded);
    selection.send({ type: 'load', product: DEFAULT_PRODUCT, controls: initialControls() });
    pick('year', '2021');
    const chosen = snap();
    pick('year', '2021');
    expect(snap()).toBe(chosen);
    expect(calls.requests).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('ignores an answer to a choice that was superseded', async () => {
    const calls = manualResolver();
    const { pick, snap } = machine(calls.resolver);
    pick('year', '2021');
    const first = calls.pending[0]!;
    pick('year', '2020');
    expect(first.signal.aborted).toBe(true);
    first.resolve({ type: 'drill', drill: { type: 'make', options: [{ value: 'jeep', text: 'Jeep' }] } });
    await flush();
    expect(snap().drills[1]?.options).toEqual([]);
    calls.pending.shift();
    await calls.answerNext();
    expect(snap().drills[1]?.options.map((option) => option.value)).toEqual(['ram']);
  });

  it('notifies subscribers on every change until they unsubscribe', async () => {
    const calls = manualResolver();
    const { pick, selection } = machine(calls.resolver);
    const listener = vi.fn();
    const unsubscribe = selection.subscribe(listener);
    listener.mockClear();
    pick('year', '2021');
    expect(listener).toHaveBeenCalledTimes(1);
    await calls.answerNext();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    pick('make', 'jeep');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('drill selection: groups', () => {
  async function withGroups() {
    const calls = manualResolver();
    const m = machine(calls.resolver);
    m.pick('year', '2021');
    await calls.answerNext(groupsAnswer());
    return { ...m, calls };
  }

  it('shows the groups a top-level choice leads to', async () => {
    const { snap } = await withGroups();
    expect(snap().groups.map((group) => [group.title, group.product.productId])).toEqual([
      ['Front', 2],
      ['Rear', 3],
    ]);
  });

  it("resets only that group's later drills and restores that group's default product", async () => {
    const { pick, snap, calls } = await withGroups();
    pick('finish', 'chrome', 'front');
    expect(calls.requests.at(-1)).toMatchObject({
      drillType: 'finish',
      value: 'chrome',
      groupValue: 'front',
      selections: [{ type: 'year', value: '2021' }],
      groupSelections: [{ type: 'finish', value: 'chrome' }],
    });
    await calls.answerNext({ type: 'drill', drill: groupDrill('size', 'front', ['17']) });
    pick('size', '17', 'front');
    await calls.answerNext({ type: 'product', product: sku(3) });
    expect(snap().groups[0]?.product).toEqual(sku(3));
    pick('finish', 'black', 'rear');
    await calls.answerNext({ type: 'product', product: sku(1) });
    expect(snap().groups[1]?.product).toEqual(sku(1));

    pick('finish', 'black', 'front');
    const [front, rear] = snap().groups;
    expect(front?.drills.map((drill) => drill.currentValue)).toEqual(['black', -1]);
    expect(front?.product).toEqual(sku(2));
    expect(rear?.drills.map((drill) => drill.currentValue)).toEqual(['black', -1]);
    expect(rear?.product).toEqual(sku(1));
    expect(snap().product).toEqual(DEFAULT_PRODUCT);
  });

  it('keeps a call of another group running, while a top-level choice supersedes them all', async () => {
    const { pick, calls } = await withGroups();
    pick('finish', 'chrome', 'front');
    pick('finish', 'black', 'rear');
    expect(calls.pending.map((call) => call.signal.aborted)).toEqual([false, false]);
    pick('year', '2020');
    expect(calls.pending.map((call) => call.signal.aborted)).toEqual([true, true, false]);
  });

  it('restores the default product and clears the groups when a top-level drill changes', async () => {
    const { pick, snap, calls } = await withGroups();
    calls.pending.length = 0;
    pick('year', '2020');
    expect(snap().groups).toEqual([]);
    await calls.answerNext({ type: 'groups', groups: groupsAnswer().groups.slice(1) });
    expect(snap().groups).toHaveLength(1);
    pick('year', null);
    expect(snap().groups).toEqual([]);
    expect(snap().product).toEqual(DEFAULT_PRODUCT);
  });

  it('treats groups answering a group drill as unexpected', async () => {
    const { pick, snap, calls, errors } = await withGroups();
    pick('finish', 'chrome', 'front');
    await calls.answerNext(groupsAnswer());
    expect(errors.map((error) => error.code)).toEqual(['UNEXPECTED_RESULT']);
    expect(errors[0]).toMatchObject({ drillType: 'finish', groupValue: 'front', value: 'chrome' });
    expect(snap().hasOrderControlError).toBe(true);
  });

  it('clears a group drill with a null choice, restoring the group product without a call', async () => {
    const { pick, snap, calls } = await withGroups();
    pick('finish', 'chrome', 'front');
    await calls.answerNext({ type: 'product', product: sku(4) });
    expect(snap().groups[0]?.product).toEqual(sku(4));
    const made = calls.requests.length;
    pick('finish', null, 'front');
    expect(snap().groups[0]?.drills.map((drill) => [drill.currentValue, drill.isDisabled])).toEqual([
      [-1, false],
      [-1, true],
    ]);
    expect(snap().groups[0]?.product).toEqual(sku(2));
    expect(calls.requests).toHaveLength(made);
  });
});

describe('drill selection: the saved vehicle', () => {
  it('auto-selects each fitment drill with exactly one option that is the saved one: a short-cut fitment', async () => {
    // With a vehicle, the product call narrows fitment drills to that vehicle: one option each.
    const calls = autoResolver();
    const controls = initialControls();
    const errors: DrillError[] = [];
    const narrowed = {
      ...controls,
      drills: controls.drills.map((drill, index) =>
        index === 0
          ? { ...drill, options: drill.options.filter((option) => option.value === '2020') }
          : drill,
      ),
    };
    const selection = createDrillSelection<FakeSku>({
      productLineSlug: 'street-wheels',
      controls: narrowed,
      product: DEFAULT_PRODUCT,
      resolve: calls.resolver,
      onError: (error) => errors.push(error),
      fitment: { year: 2020, makeSlug: 'ram', modelSlug: '1500' },
    });
    expect(calls.requests).toHaveLength(0);
    selection.start();
    await flush();
    await flush();
    const snapshot = selection.getSnapshot();
    expect(values(snapshot)).toEqual(['2020', 'ram', '1500', -1, -1]);
    expect(calls.requests.map((request) => request.isAutoSelect)).toEqual([true, true, true]);
    expect(snapshot).toMatchObject({
      isShortCutFitment: true,
      hasInteraction: false,
      isGoodVehicleSoFar: true,
    });
    expect(errors).toEqual([]);
  });

  it('stops at a fitment drill with several options, and at a non-fitment drill', async () => {
    const calls = autoResolver();
    const { selection, snap } = machine(calls.resolver, { fitment: JEEP });
    selection.start();
    await flush();
    expect(values(snap())).toEqual([-1, -1, -1, -1, -1]);
    expect(snap().isGoodVehicleSoFar).toBe(true);
    selection.send({ type: 'select', drillType: 'year', value: '2020' });
    await flush();
    await flush();
    // 2020 offers only ram: not the saved make, so nothing is chosen and the vehicle no longer fits.
    expect(values(snap())).toEqual(['2020', -1, -1, -1, -1]);
    expect(snap().isGoodVehicleSoFar).toBe(false);
  });

  it('loses the good vehicle once a fitment drill holds another value than the saved one', async () => {
    const calls = autoResolver();
    const { selection, snap } = machine(calls.resolver, { fitment: JEEP });
    selection.send({ type: 'select', drillType: 'year', value: '2021' });
    await flush();
    selection.send({ type: 'select', drillType: 'make', value: 'jeep' });
    await flush();
    expect(snap().isGoodVehicleSoFar).toBe(true);
    selection.send({ type: 'select', drillType: 'model', value: 'gladiator' });
    expect(snap().isGoodVehicleSoFar).toBe(false);
    expect(snap().isShortCutFitment).toBe(false);
  });

  it('auto-selects a lone not-applicable option the saved vehicle says nothing about', async () => {
    const calls = manualResolver();
    const selection = createDrillSelection({
      productLineSlug: 'bed-covers',
      controls: {
        drills: [
          {
            type: 'bed',
            options: [{ value: 'n-a', text: 'N/A', isDisabled: false, isHidden: true }],
            currentValue: -1,
            isDisabled: false,
            isFitment: true,
            groupValue: null,
          },
        ],
        groups: [],
        drillConfig: { ...CONFIG, all: ['bed'], fitment: ['bed'] },
      },
      product: DEFAULT_PRODUCT,
      resolve: calls.resolver,
      fitment: JEEP,
    });
    selection.start();
    expect(calls.requests.map((request) => [request.drillType, request.value])).toEqual([['bed', 'n-a']]);
  });

  it('never auto-selects without a saved vehicle or before start', async () => {
    const calls = manualResolver();
    const controls = initialControls();
    const one = {
      ...controls,
      drills: controls.drills.map((drill, index) =>
        index === 0 ? { ...drill, options: drill.options.slice(0, 1) } : drill,
      ),
    };
    const without = createDrillSelection({
      productLineSlug: 'x',
      controls: one,
      product: DEFAULT_PRODUCT,
      resolve: calls.resolver,
    });
    without.start();
    const before = createDrillSelection({
      productLineSlug: 'x',
      controls: one,
      product: DEFAULT_PRODUCT,
      resolve: calls.resolver,
      fitment: { year: 2020, makeSlug: 'ram', modelSlug: '1500' },
    });
    expect(calls.requests).toHaveLength(0);
    before.subscribe(() => {});
    expect(calls.requests).toHaveLength(1);
  });

  it('stops auto-selecting after an automatic choice led to nothing: a bad auto-select', async () => {
    const calls = manualResolver();
    const fitment = { year: 2020, makeSlug: 'ram', modelSlug: '1500' };
    const controls = initialControls();
    const one = {
      ...controls,
      drills: controls.drills.map((drill, index) =>
        index === 0 ? { ...drill, options: drill.options.slice(0, 1) } : drill,
      ),
    };
    const selection = createDrillSelection<FakeSku>({
      productLineSlug: 'x',
      controls: one,
      product: DEFAULT_PRODUCT,
      resolve: calls.resolver,
      fitment,
    });
    selection.start();
    await calls.answerNext(null);
    expect(selection.getSnapshot().hadBadAutoSelect).toBe(true);
    // Even when a later answer offers exactly the saved value, no automatic choice is made any more.
    selection.send({ type: 'select', drillType: 'year', value: null });
    expect(calls.requests).toHaveLength(1);
    expect(selection.getSnapshot().hadBadAutoSelect).toBe(true);
    // Loading the line again starts over.
    selection.send({ type: 'load', controls: one, product: DEFAULT_PRODUCT, fitment });
    expect(selection.getSnapshot().hadBadAutoSelect).toBe(false);
    expect(calls.requests).toHaveLength(2);
  });

  it.each([
    ['a failure', new TypeError('fetch failed')],
    ['an HTTP error', { kind: 'http', status: 500 }],
  ])('counts an automatic choice ending in %s as a bad auto-select', async (_, failure) => {
    const calls = manualResolver();
    const controls = initialControls();
    const selection = createDrillSelection<FakeSku>({
      productLineSlug: 'x',
      controls: {
        ...controls,
        drills: controls.drills.map((drill, index) =>
          index === 0 ? { ...drill, options: drill.options.slice(0, 1) } : drill,
        ),
      },
      product: DEFAULT_PRODUCT,
      resolve: calls.resolver,
      fitment: { year: 2020, makeSlug: 'ram', modelSlug: '1500' },
    });
    selection.start();
    await calls.failNext(failure);
    expect(selection.getSnapshot()).toMatchObject({ hadBadAutoSelect: true, hasOrderControlError: true });
  });

  it("does not call a shopper's failed choice a bad auto-select", async () => {
    const calls = manualResolver();
    const { pick, snap } = machine(calls.resolver, { fitment: JEEP });
    pick('year', '2021');
    await calls.failNext(new TypeError('offline'));
    expect(snap().hadBadAutoSelect).toBe(false);
  });
});

describe('drill selection: the landing sku', () => {
  // The saved vehicle answers the three fitment drills by itself; the size drill then leads to a product.
  async function reachProduct(landingSkuSlug: string | null, reached: FakeSku) {
    const calls = manualResolver();
    const controls = initialControls();
    const drills = controls.drills.map((drill, index) =>
      index < 3
        ? {
            ...drill,
            isDisabled: false,
            options: [
              { value: ['2020', 'ram', '1500'][index]!, text: '', isDisabled: false, isHidden: false },
            ],
          }
        : drill,
    );
    const selection = createDrillSelection<FakeSku>({
      productLineSlug: 'street-wheels',
      controls: { ...controls, drills },
      product: sku(6),
      resolve: calls.resolver,
      fitment: { year: 2020, makeSlug: 'ram', modelSlug: '1500' },
      landingSkuSlug,
    });
    selection.start();
    await calls.answerNext();
    await calls.answerNext();
    await calls.answerNext({ type: 'product', product: reached });
    return { selection, calls, snap: () => selection.getSnapshot() };
  }

  it('keeps the landing product and holds the other one aside as the mismatched product', async () => {
    const { selection, snap } = await reachProduct(sku(6).skuSlug, sku(7));
    expect(snap()).toMatchObject({ product: sku(6), mismatchedProduct: sku(7), hasInteraction: false });
    selection.send({ type: 'acceptMismatch' });
    expect(snap()).toMatchObject({ product: sku(7), mismatchedProduct: null });
    const accepted = snap();
    selection.send({ type: 'acceptMismatch' });
    selection.send({ type: 'dismissMismatch' });
    expect(snap()).toBe(accepted);
  });

  it('shows a reached product that is the landing sku, or when there was no landing sku', async () => {
    expect((await reachProduct(sku(7).skuSlug, sku(7))).snap()).toMatchObject({
      product: sku(7),
      mismatchedProduct: null,
    });
    expect((await reachProduct(null, sku(7))).snap()).toMatchObject({
      product: sku(7),
      mismatchedProduct: null,
    });
  });

  it('drops the mismatched product when dismissed', async () => {
    const { selection, snap } = await reachProduct(sku(6).skuSlug, sku(7));
    selection.send({ type: 'dismissMismatch' });
    expect(snap()).toMatchObject({ product: sku(6), mismatchedProduct: null });
  });

  it('drops it once the shopper chooses, and then shows the product the shopper reaches', async () => {
    const { selection, snap, calls } = await reachProduct(sku(6).skuSlug, sku(7));
    selection.send({ type: 'select', drillType: 'year', value: null });
    expect(snap()).toMatchObject({ mismatchedProduct: null, hasInteraction: true, product: sku(6) });
    selection.send({ type: 'select', drillType: 'year', value: '2020' });
    await calls.answerNext({ type: 'product', product: sku(7) });
    expect(snap()).toMatchObject({ product: sku(7), mismatchedProduct: null });
  });
});

describe('drill selection: bad answers and failures', () => {
  it.each([
    ['a drill of another type', { type: 'drill', drill: { type: 'size', options: [] } }],
    ['garbage', { hello: 'world' }],
    ['a string', 'oops'],
    ['a product without a sku slug', { type: 'product', product: { productId: 1 } }],
  ])('logs UNEXPECTED_RESULT for %s and sets the control error flag', async (_, raw) => {
    const calls = manualResolver();
    const { pick, snap, errors } = machine(calls.resolver);
    pick('year', '2021');
    await calls.answerNext(raw);
    expect(errors).toEqual([
      {
        code: 'UNEXPECTED_RESULT',
        message: expect.any(String),
        drillType: 'year',
        groupValue: null,
        value: '2021',
        detail: raw,
      },
    ]);
    expect(snap().hasOrderControlError).toBe(true);
    expect(values(snap())).toEqual(['2021', -1, -1, -1, -1]);
    // The next choice is a fresh attempt.
    pick('year', '2020');
    expect(snap().hasOrderControlError).toBe(false);
  });

  it('accepts nothing as an answer', async () => {
    const calls = manualResolver();
    const { pick, snap, errors } = machine(calls.resolver);
    pick('year', '2021');
    await calls.answerNext({ type: 'none' });
    pick('year', '2020');
    await calls.answerNext(null);
    expect(errors).toEqual([]);
    expect(snap().product).toEqual(DEFAULT_PRODUCT);
  });

  it('accepts a drill the configuration names next when the controls had no slot for it', async () => {
    const calls = manualResolver();
    const controls = initialControls();
    const selection = createDrillSelection<FakeSku>({
      productLineSlug: 'x',
      controls: { ...controls, drills: controls.drills.slice(0, 1) },
      product: DEFAULT_PRODUCT,
      resolve: calls.resolver,
    });
    selection.send({ type: 'select', drillType: 'year', value: '2021' });
    await calls.answerNext();
    expect(selection.getSnapshot().drills.map((drill) => [drill.type, drill.isDisabled])).toEqual([
      ['year', false],
      ['make', false],
    ]);
  });

  it('logs DRILL_VALUE_NOT_FOUND for an answered drill whose current value is not an option', async () => {
    const calls = manualResolver();
    const { pick, snap, errors } = machine(calls.resolver);
    pick('year', '2021');
    await calls.answerNext({
      type: 'drill',
      drill: { type: 'make', options: [{ value: 'jeep', text: 'Jeep' }], currentValue: 'ford' },
    });
    expect(errors.map((error) => [error.code, error.drillType, error.value])).toEqual([
      ['DRILL_VALUE_NOT_FOUND', 'make', 'ford'],
    ]);
    expect(snap().drills[1]?.currentValue).toBe(-1);
  });

  it.each([
    ['a TypeError from fetch', new TypeError('Failed to fetch'), 'NETWORK_ERROR'],
    ['a network error value', { kind: 'network', message: 'down' }, 'NETWORK_ERROR'],
    ['a timeout', { kind: 'timeout' }, 'NETWORK_ERROR'],
    ['an HTTP 500', { kind: 'http', status: 500, code: 'INTERNAL' }, 'UNKNOWN'],
    ['a 404 on a product in stock', { kind: 'http', status: 404 }, 'UNKNOWN'],
    ['anything else', new Error('boom'), 'UNKNOWN'],
  ])('emits a select-item error for %s', async (_, failure, code) => {
    const calls = manualResolver();
    const { pick, snap, errors } = machine(calls.resolver);
    pick('year', '2021');
    await calls.failNext(failure);
    expect(errors).toEqual([
      {
        code,
        message: expect.any(String),
        drillType: 'year',
        groupValue: null,
        value: '2021',
        detail: failure,
      },
    ]);
    expect(snap()).toMatchObject({ hasOrderControlError: true, isResolving: false });
  });

  it('ignores a 404 on an out-of-stock product', async () => {
    const calls = manualResolver();
    const selection = createDrillSelection<FakeSku>({
      productLineSlug: 'x',
      controls: initialControls(),
      product: { ...DEFAULT_PRODUCT, isOutOfStock: true },
      resolve: calls.resolver,
      onError: () => expect.unreachable(),
    });
    selection.send({ type: 'select', drillType: 'year', value: '2021' });
    await calls.failNext({ statusCode: 404 });
    expect(selection.getSnapshot().hasOrderControlError).toBe(false);
  });

  it('ignores an aborted call and reports a resolver that throws at once', async () => {
    const errors: DrillError[] = [];
    const selection = createDrillSelection<FakeSku>({
      productLineSlug: 'x',
      controls: initialControls(),
      product: DEFAULT_PRODUCT,
      resolve: () => {
        throw new DOMException('gone', 'AbortError');
      },
      onError: (error) => errors.push(error),
    });
    selection.send({ type: 'select', drillType: 'year', value: '2021' });
    await flush();
    expect(errors).toEqual([]);
    const throwing = createDrillSelection<FakeSku>({
      productLineSlug: 'x',
      controls: initialControls(),
      product: DEFAULT_PRODUCT,
      resolve: () => {
        throw new Error('bad request body');
      },
      onError: (error) => errors.push(error),
    });
    throwing.send({ type: 'select', drillType: 'year', value: '2021' });
    await flush();
    expect(errors.map((error) => error.code)).toEqual(['UNKNOWN']);
  });
});

describe('drill selection: start and stop', () => {
  it('aborts calls on stop and makes them again on start', async () => {
    const calls = manualResolver();
    const { pick, selection, snap } = machine(calls.resolver);
    selection.start();
    pick('year', '2021');
    selection.stop();
    expect(calls.pending[0]?.signal.aborted).toBe(true);
    calls.pending.shift()?.resolve({ type: 'none' });
    selection.stop();
    selection.start();
    selection.start();
    expect(calls.requests).toHaveLength(2);
    expect(calls.requests[1]).toEqual(calls.requests[0]);
    await calls.answerNext();
    expect(snap().drills[1]?.options).toHaveLength(2);
  });
});
