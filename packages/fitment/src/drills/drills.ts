import { createMachine } from '@fitkit/store';
import { orderControlsTarget } from './parse';
import {
  type DrillEffect,
  type DrillMachineEvent,
  drillSnapshot,
  initialDrillState,
  reduceDrills,
} from './reducer';
import type { DrillProduct, DrillSelection, DrillSelectionOptions } from './types';

/** Builds the product drill selection machine over an injected controls call. */
export function createDrillSelection<P extends DrillProduct = DrillProduct>(
  options: DrillSelectionOptions<P>,
): DrillSelection<P> {
  const { resolve, onError } = options;
  const controllers = new Map<number, AbortController>();

  // The edge: the reducer describes calls, aborts and reports; this performs them.
  function run(effect: DrillEffect, send: (event: DrillMachineEvent<P>) => void): void {
    switch (effect.type) {
      case 'report':
        onError?.(effect.error);
        break;
      case 'abort':
        controllers.get(effect.id)?.abort();
        controllers.delete(effect.id);
        break;
      case 'call': {
        const controller = new AbortController();
        controllers.set(effect.id, controller);
        let pending: Promise<unknown>;
        try {
          pending = Promise.resolve(resolve(effect.request, controller.signal));
        } catch (error) {
          pending = Promise.reject(error);
        }
        const done = () => controllers.delete(effect.id);
        pending.then(
          (raw) => {
            done();
            send({ type: 'answered', id: effect.id, raw });
          },
          (error: unknown) => {
            done();
            send({ type: 'failed', id: effect.id, error });
          },
        );
        break;
      }
    }
  }

  const machine = createMachine({
    initial: initialDrillState<P>(orderControlsTarget(options.productLineSlug), {
      controls: options.controls,
      product: options.product,
      fitment: options.fitment ?? null,
      landingSkuSlug: options.landingSkuSlug ?? null,
    }),
    reducer: reduceDrills<P>,
    run,
    view: drillSnapshot<P>,
  });
  const start = () => machine.send({ type: 'start' });

  return {
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
