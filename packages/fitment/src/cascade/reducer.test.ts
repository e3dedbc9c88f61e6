import { describe, expect, it } from 'vitest';
import { optionsFor, VEHICLES } from './fake-catalogue.test.helper';
import { type CascadeEffect, type CascadeState, initialCascadeState, reduceCascade } from './reducer';

function loads(effects: readonly CascadeEffect[]) {
  return effects.filter((effect) => effect.type === 'load');
}

// Answers every load the effects ask for, as the API would.
function answerAll(state: CascadeState, effects: readonly CascadeEffect[]): CascadeState {
  let current = state;
  for (const effect of loads(effects)) {
    const options = optionsFor(VEHICLES, effect.level, effect.fitment);
    const next = reduceCascade(current, { ...effect, type: 'loaded', options });
    current = answerAll(next.state, next.effects);
  }
  return current;
}

describe('reduceCascade (pure)', () => {
  it('waits for start before it asks for the first level', () => {
    const state = initialCascadeState({});
    expect(state.snapshot.selects.map((select) => [select.type, select.status])).toEqual([
      ['year', 'loading'],
      ['make', 'idle'],
      ['model', 'idle'],
    ]);
    const started = reduceCascade(state, { type: 'start' });
    expect(started.effects).toEqual([
      { type: 'load', index: 0, id: 1, key: expect.stringMatching(/^year:/), level: 'year', fitment: {} },
    ]);
    // Nothing a shopper sees changed: the snapshot is the same object.
    expect(started.state.snapshot).toBe(state.snapshot);
  });

  it('shows an answer, then loads the next level once a value is chosen', () => {
    const started = reduceCascade(initialCascadeState({}), { type: 'start' });
    const ready = answerAll(started.state, started.effects);
    expect(ready.snapshot.selects[0]).toMatchObject({ status: 'ready', isDisabled: false });
    const chosen = reduceCascade(ready, { type: 'select', level: 'year', value: '2021' });
    expect(loads(chosen.effects)).toEqual([
      {
        type: 'load',
        index: 1,
        id: 2,
        key: expect.stringMatching(/^make:/),
        level: 'make',
        fitment: { year: 2021 },
      },
    ]);
    expect(chosen.state.snapshot.summary).toBe('partial');
  });

  it('ignores the answer of a cancelled load', () => {
    const started = reduceCascade(initialCascadeState({}), { type: 'start' });
    const stale = reduceCascade(started.state, {
      type: 'loaded',
      index: 0,
      id: 42,
      key: 'year:',
      options: [],
    });
    expect(stale).toEqual({ state: started.state, effects: [] });
  });

  it('marks a failed load and loads it again on retry', () => {
    const started = reduceCascade(initialCascadeState({}), { type: 'start' });
    const failed = reduceCascade(started.state, { type: 'loadFailed', index: 0, id: 1 });
    expect(failed.state.snapshot.selects[0]).toMatchObject({ status: 'error', error: 'load-failed' });
    const retried = reduceCascade(failed.state, { type: 'retry', level: 'year' });
    expect(loads(retried.effects).map((effect) => [effect.level, effect.id])).toEqual([['year', 2]]);
  });

  it('cancels loads on stop without a new snapshot', () => {
    const started = reduceCascade(initialCascadeState({}), { type: 'start' });
    const stopped = reduceCascade(started.state, { type: 'stop' });
    expect(stopped.effects).toEqual([{ type: 'cancel', id: 1 }]);
    expect(stopped.state.snapshot).toBe(started.state.snapshot);
  });

  it('starts complete from a saved vehicle whose options are known', () => {
    const initial = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' };
    const state = initialCascadeState({
      initial,
      initialOptions: {
        year: optionsFor(VEHICLES, 'year', {}),
        make: optionsFor(VEHICLES, 'make', { year: 2021 }),
        model: optionsFor(VEHICLES, 'model', { year: 2021, makeSlug: 'jeep' }),
      },
    });
    expect(state.snapshot.fitmentToSave).toEqual(initial);
    expect(reduceCascade(state, { type: 'start' }).effects).toEqual([]);
  });
});
