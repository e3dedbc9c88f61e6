import { describe, expect, it, vi } from 'vitest';
import { createMachine, type Reducer } from './machine';

type Event = { type: 'add'; by: number } | { type: 'echo' } | { type: 'noop' };
type Effect = { type: 'log'; text: string } | { type: 'later'; event: Event };

const reducer: Reducer<{ total: number }, Event, Effect> = (state, event) => {
  switch (event.type) {
    case 'add':
      return { state: { total: state.total + event.by }, effects: [{ type: 'log', text: `+${event.by}` }] };
    case 'echo':
      return { state, effects: [{ type: 'later', event: { type: 'add', by: 10 } }] };
    case 'noop':
      return { state, effects: [] };
  }
};

function machine() {
  const log: string[] = [];
  const instance = createMachine({
    initial: { state: { total: 0 }, effects: [{ type: 'log', text: 'start' } as Effect] },
    reducer,
    run: (effect, send) => {
      if (effect.type === 'log') log.push(effect.text);
      else send(effect.event);
    },
    view: (state) => ({ total: state.total, doubled: state.total * 2 }),
  });
  return { instance, log };
}

describe('createMachine', () => {
  it('runs the initial effects and stores the view of each new state', () => {
    const { instance, log } = machine();
    expect(log).toEqual(['start']);
    instance.send({ type: 'add', by: 2 });
    expect(instance.getSnapshot()).toEqual({ total: 2, doubled: 4 });
    expect(log).toEqual(['start', '+2']);
  });

  it('keeps the snapshot and stays silent when the state is the same', () => {
    const { instance } = machine();
    const before = instance.getSnapshot();
    const listener = vi.fn();
    instance.subscribe(listener);
    instance.send({ type: 'noop' });
    expect(instance.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('feeds events an effect sends back through the reducer', () => {
    const { instance, log } = machine();
    instance.send({ type: 'echo' });
    expect(instance.getSnapshot().total).toBe(10);
    expect(log).toEqual(['start', '+10']);
  });

  it('stores the state before it runs the effects', () => {
    const seen: number[] = [];
    const instance = createMachine({
      initial: { state: 0, effects: [] as 'peek'[] },
      reducer: (state: number) => ({ state: state + 1, effects: ['peek' as const] }),
      run: () => seen.push(instance.getSnapshot()),
      view: (state) => state,
    });
    instance.send(undefined);
    expect(seen).toEqual([1]);
  });
});
