import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type {
  FitmentCascade,
  FitmentCascadeConfig,
  FitmentCascadeSnapshot,
  FitmentOption,
  FitmentOptionsLoader,
} from '../cascade';
import { createFitmentCascade } from '../cascade';
import { type FitmentLevel, fitmentCacheKey, type PartialFitment } from '../model';

/** Subscribes a component to a cascade and returns its current snapshot (server render included). */
export function useFitmentCascade(cascade: FitmentCascade): FitmentCascadeSnapshot {
  return useSyncExternalStore(cascade.subscribe, cascade.getSnapshot, cascade.getSnapshot);
}

/** Options of useFitmentSelects. */
export interface UseFitmentSelectsOptions {
  /** Loads a select's options; the latest function is always used, so it need not be stable. */
  loader: FitmentOptionsLoader;
  /** The saved vehicle; when it changes to a different vehicle the selects start over from it. */
  initial?: PartialFitment | null;
  /** Options already known for the initial vehicle (server-rendered), used when the cascade is created. */
  initialOptions?: Partial<Record<FitmentLevel, readonly FitmentOption[]>>;
  /** Which of body, bed and engine show and whether they are required; a change builds a new cascade. */
  config?: FitmentCascadeConfig;
}

/** What useFitmentSelects returns: the snapshot, the cascade and shorthands for its events. */
export interface UseFitmentSelectsResult extends FitmentCascadeSnapshot {
  /** The cascade this component owns. */
  cascade: FitmentCascade;
  /** Chooses a value for a level (null clears it and every later level). */
  select: (level: FitmentLevel, value: string | null) => void;
  /** Clears every select. */
  reset: () => void;
  /** Loads a select's options again after a failed load. */
  retry: (level: FitmentLevel) => void;
}

function configKey(config: FitmentCascadeConfig | undefined): string {
  return `${config?.body ?? ''}|${config?.bed ?? ''}|${config?.engine ?? ''}`;
}

/** Owns one fitment select cascade per component and keeps it in step with the saved vehicle. */
export function useFitmentSelects(options: UseFitmentSelectsOptions): UseFitmentSelectsResult {
  const loaderRef = useRef(options.loader);
  loaderRef.current = options.loader;
  const key = configKey(options.config);
  const initialKey = fitmentCacheKey(options.initial);

  const build = () => ({
    key,
    initialKey,
    cascade: createFitmentCascade({
      loader: (type, fitment, signal) => loaderRef.current(type, fitment, signal),
      config: options.config ?? {},
      initial: options.initial ?? null,
      ...(options.initialOptions ? { initialOptions: options.initialOptions } : {}),
    }),
  });
  const [owned, setOwned] = useState(build);
  // A new configuration needs a new cascade (the set of selects changes); derived during render, as React allows.
  let current = owned;
  if (owned.key !== key) {
    current = build();
    setOwned(current);
  }
  const { cascade } = current;

  // A different saved vehicle (saved elsewhere on the page) restarts the selects from it.
  const appliedInitial = useRef(current.initialKey);
  const initial = options.initial ?? null;
  useEffect(() => {
    if (appliedInitial.current === initialKey) return;
    appliedInitial.current = initialKey;
    cascade.send({ type: 'init', fitment: initial });
  }, [cascade, initialKey, initial]);

  useEffect(() => {
    cascade.start();
    return () => cascade.stop();
  }, [cascade]);

  const snapshot = useFitmentCascade(cascade);
  const select = useCallback(
    (level: FitmentLevel, value: string | null) => cascade.send({ type: 'select', level, value }),
    [cascade],
  );
  const reset = useCallback(() => cascade.send({ type: 'reset' }), [cascade]);
  const retry = useCallback((level: FitmentLevel) => cascade.send({ type: 'retry', level }), [cascade]);
  return { ...snapshot, cascade, select, reset, retry };
}
