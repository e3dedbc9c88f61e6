import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('tells its listeners of a new value, not of the same one', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const same = store.getSnapshot();
    store.set(same);
    expect(listener).not.toHaveBeenCalled();
    store.set({ count: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ count: 1 });
    unsubscribe();
    store.set({ count: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets a listener unsubscribe another while being called', () => {
    const store = createStore(0);
    const second = vi.fn();
    let off = () => {};
    store.subscribe(() => off());
    off = store.subscribe(second);
    store.set(1);
    store.set(2);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('forgets every listener on clear', () => {
    const store = createStore(0);
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    store.set(1);
    expect(listener).not.toHaveBeenCalled();
  });
});
