/** A value that changes over time: what `useSyncExternalStore` reads. */
export interface Store<S> {
  /** The value now; the same object until it changes. */
  getSnapshot(): S;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A store its owner writes. */
export interface WritableStore<S> extends Store<S> {
  /** Replaces the value and calls the listeners; the same value (`Object.is`) changes nothing. */
  set(next: S): void;
  /** Forgets every listener (the owner is being destroyed). */
  clear(): void;
}

/** Creates a store holding `initial`. */
export function createStore<S>(initial: S): WritableStore<S> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      // A copy, so a listener that unsubscribes (or subscribes) while being called does not upset the loop.
      for (const listener of [...listeners]) listener();
    },
    clear() {
      listeners.clear();
    },
  };
}
