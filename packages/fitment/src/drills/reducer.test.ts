import { describe, expect, it } from 'vitest';
import { answer, DEFAULT_PRODUCT, type FakeSku, initialControls } from './fake-controls.test.helper';
import { type DrillEffect, type DrillState, drillSnapshot, initialDrillState, reduceDrills } from './reducer';
import { DRILL_UNSELECTED, type ProductControls } from './types';

const TARGET = { slug: 'street-wheels', ignoreSplitters: true };

function loaded(fitment: { year: number; makeSlug?: string } | null = null, controls = initialControls()) {
  return initialDrillState<FakeSku>(TARGET, { controls, product: DEFAULT_PRODUCT, fitment });
}

function calls(effects: readonly DrillEffect[]) {
  return effects.filter((effect) => effect.type === 'call');
}

// The first drill narrowed to one year, as the product call does for a saved vehicle.
function oneYear(): ProductControls<FakeSku> {
  const controls = initialControls();
  const [year, ...rest] = controls.drills;
  return {
    ...controls,
    drills: [{ ...year!, options: year!.options.filter((o) => o.value === '2021') }, ...rest],
  };
}

describe('reduceDrills (pure)', () => {
  it('turns a choice into a controls call and leaves the given state alone', () => {
    const { state, effects } = loaded();
    expect(effects).toEqual([]);
    const before = structuredClone({ drills: state.drills, calls: [...state.calls] });
    const next = reduceDrills(state, { type: 'select', drillType: 'year', value: '2021' });
    expect({ drills: state.drills, calls: [...state.calls] }).toEqual(before);
    expect(next.state.drills[0]!.currentValue).toBe('2021');
    expect(next.state.hasInteraction).toBe(true);
    // The request itself is pinned by the machine's tests; here: one call, for this choice, by the shopper.
    expect(next.effects).toHaveLength(1);
    expect(next.effects[0]).toMatchObject({
      type: 'call',
      id: 1,
      request: { ...TARGET, value: '2021', isAutoSelect: false },
    });
    expect(drillSnapshot(next.state).isResolving).toBe(true);
  });

  it('aborts the call a new top-level choice supersedes, before issuing the new one', () => {
    const first = reduceDrills(loaded().state, { type: 'select', drillType: 'year', value: '2021' });
    const second = reduceDrills(first.state, { type: 'select', drillType: 'year', value: '2020' });
    expect(second.effects.map((effect) => [effect.type, 'id' in effect ? effect.id : null])).toEqual([
      ['abort', 1],
      ['call', 2],
    ]);
  });

  it('opens the next drill on an answer and ignores the answer of a superseded call', () => {
    const chosen = reduceDrills(loaded().state, { type: 'select', drillType: 'year', value: '2021' });
    const request = calls(chosen.effects)[0]!.request;
    const stale = reduceDrills(chosen.state, { type: 'answered', id: 99, raw: answer(request) });
    expect(stale).toEqual({ state: chosen.state, effects: [] });
    const answered = reduceDrills(chosen.state, { type: 'answered', id: 1, raw: answer(request) });
    expect(answered.effects).toEqual([]);
    expect(answered.state.drills[1]).toMatchObject({ type: 'make', isDisabled: false });
    expect(drillSnapshot(answered.state).isResolving).toBe(false);
  });

  it('reports a failed call as an effect and marks the order controls error', () => {
    const chosen = reduceDrills(loaded().state, { type: 'select', drillType: 'year', value: '2021' });
    const failed = reduceDrills(chosen.state, { type: 'failed', id: 1, error: new TypeError('offline') });
    expect(failed.effects).toEqual([
      {
        type: 'report',
        error: expect.objectContaining({ code: 'NETWORK_ERROR', drillType: 'year', value: '2021' }),
      },
    ]);
    expect(failed.state.hasOrderControlError).toBe(true);
  });

  it('sets the order controls error when adding to the cart fails', () => {
    const { state } = loaded();
    expect(state.hasOrderControlError).toBe(false);
    const failed = reduceDrills(state, { type: 'addToCartFailed' });
    expect(failed.state.hasOrderControlError).toBe(true);
    expect(failed.effects).toEqual([]);
    expect(reduceDrills(failed.state, { type: 'addToCartFailed' }).state).toBe(failed.state);
  });

  it('reports a value the drill does not offer, without changing the state', () => {
    const { state } = loaded();
    const next = reduceDrills(state, { type: 'select', drillType: 'year', value: '1999' });
    expect(next.state).toBe(state);
    expect(next.effects).toEqual([
      { type: 'report', error: expect.objectContaining({ code: 'DRILL_VALUE_NOT_FOUND', value: '1999' }) },
    ]);
  });

  it('chooses the saved vehicle once started, and only then', () => {
    const { state } = loaded({ year: 2021 }, oneYear());
    expect(state.drills[0]!.currentValue).toBe(DRILL_UNSELECTED);
    const started = reduceDrills(state, { type: 'start' });
    expect(started.state.drills[0]!.currentValue).toBe('2021');
    expect(calls(started.effects).map((effect) => effect.request.isAutoSelect)).toEqual([true]);
    expect(started.state.hasInteraction).toBe(false);
  });

  it('aborts calls on stop and issues them again on start', () => {
    const chosen = reduceDrills(loaded().state, { type: 'select', drillType: 'year', value: '2021' });
    const running: DrillState<FakeSku> = reduceDrills(chosen.state, { type: 'start' }).state;
    const stopped = reduceDrills(running, { type: 'stop' });
    expect(stopped.effects).toEqual([{ type: 'abort', id: 1 }]);
    expect(drillSnapshot(stopped.state).isResolving).toBe(false);
    const restarted = reduceDrills(stopped.state, { type: 'start' });
    expect(calls(restarted.effects)).toEqual([
      { type: 'call', id: 2, request: calls(chosen.effects)[0]!.request },
    ]);
  });

  it('holds aside a product that is not the landing sku until the shopper accepts it', () => {
    const state = initialDrillState<FakeSku>(TARGET, {
      controls: initialControls(),
      product: DEFAULT_PRODUCT,
      landingSkuSlug: DEFAULT_PRODUCT.skuSlug,
    }).state;
    const other = { ...DEFAULT_PRODUCT, productId: 9, skuSlug: 'other' };
    const chosen = reduceDrills(state, { type: 'start' });
    const asked = reduceDrills(chosen.state, { type: 'select', drillType: 'year', value: '2021' });
    // An answer arriving for a choice the machine made; the shopper had not chosen yet.
    const quiet = { ...asked.state, hasInteraction: false };
    const held = reduceDrills(quiet, { type: 'answered', id: 1, raw: { type: 'product', product: other } });
    expect(held.state.mismatchedProduct).toEqual(other);
    expect(held.state.product).toBe(DEFAULT_PRODUCT);
    const accepted = reduceDrills(held.state, { type: 'acceptMismatch' });
    expect(accepted.state.product).toEqual(other);
    expect(reduceDrills(accepted.state, { type: 'dismissMismatch' }).state).toBe(accepted.state);
  });
});
