import { createStore, type Store } from './store';

/** What a reducer returns: the next state and the effects the runner performs afterwards, in order. */
export interface Transition<S, F> {
  /** The next state; the same object when nothing changed. */
  readonly state: S;
  /** Work outside the state (calls, aborts, reports), described as data. */
  readonly effects: readonly F[];
}

/** A pure state machine: the next state and effects for a state and an event. */
export type Reducer<S, E, F> = (state: S, event: E) => Transition<S, F>;

/** Performs one effect; events it feeds back (answers of calls) go through `send`. */
export type EffectRunner<E, F> = (effect: F, send: (event: E) => void) => void;

/** A reducer running over a store of its public snapshot. */
export interface Machine<V, E> extends Store<V> {
  /** Feeds an event: reduces, stores the new snapshot, then runs the effects. */
  send(event: E): void;
}

/** How to run a reducer. */
export interface MachineOptions<S, E, F, V> {
  /** The first state and the effects it already asks for (run at once). */
  initial: Transition<S, F>;
  /** The pure machine. */
  reducer: Reducer<S, E, F>;
  /** The edge: performs the effects. */
  run: EffectRunner<E, F>;
  /** The public snapshot of a state, computed once per new state; subscribers hear of it only when it changes. */
  view: (state: S) => V;
}

/** Runs a reducer over a store: the state stays private, its view is what subscribers read. */
export function createMachine<S, E, F, V>({
  initial,
  reducer,
  run,
  view,
}: MachineOptions<S, E, F, V>): Machine<V, E> {
  let state = initial.state;
  const store = createStore(view(state));
  const send = (event: E): void => {
    const next = reducer(state, event);
    if (next.state !== state) {
      state = next.state;
      store.set(view(state));
    }
    for (const effect of next.effects) run(effect, send);
  };
  for (const effect of initial.effects) run(effect, send);
  return { getSnapshot: store.getSnapshot, subscribe: store.subscribe, send };
}
