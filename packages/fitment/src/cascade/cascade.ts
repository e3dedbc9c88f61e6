import { createMachine } from '@fitkit/store';
import { type CascadeEffect, type CascadeMachineEvent, initialCascadeState, reduceCascade } from './reducer';
import type { FitmentCascade, FitmentCascadeOptions, FitmentOption } from './types';

export { cascadeLevels, DEFAULT_FITMENT_CASCADE_CONFIG, notApplicableText } from './levels';

/** Builds a select cascade over an injected options loader. */
export function createFitmentCascade(options: FitmentCascadeOptions): FitmentCascade {
  const { loader } = options;
  const controllers = new Map<number, AbortController>();

  // The edge: the reducer describes loads and cancels; this performs them.
  function run(effect: CascadeEffect, send: (event: CascadeMachineEvent) => void): void {
    if (effect.type === 'cancel') {
      controllers.get(effect.id)?.abort();
      controllers.delete(effect.id);
      return;
    }
    const { index, id, key } = effect;
    const controller = new AbortController();
    controllers.set(id, controller);
    let request: Promise<readonly FitmentOption[]>;
    try {
      request = Promise.resolve(loader(effect.level, effect.fitment, controller.signal));
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      (result) => {
        controllers.delete(id);
        send({ type: 'loaded', index, id, key, options: result });
      },
      () => {
        controllers.delete(id);
        send({ type: 'loadFailed', index, id });
      },
    );
  }

  const initial = initialCascadeState(options);
  const machine = createMachine({
    initial: { state: initial, effects: [] },
    reducer: reduceCascade,
    run,
    view: (state) => state.snapshot,
  });
  const start = () => machine.send({ type: 'start' });

  return {
    levels: initial.levels.map((level) => level.select.type),
    subscribe(listener) {
      const unsubscribe = machine.subscribe(listener);
      start();
      return unsubscribe;
    },
    getSnapshot: machine.getSnapshot,
    send: machine.send,
    start,
    stop: () => machine.send({ type: 'stop' }),
  };
}
