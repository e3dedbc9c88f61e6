import { type ComponentType, lazy, Suspense } from 'react';

/** A server-rendered part whose browser code loads after the first paint (see {@link deferHydration}). */
export type Deferred<P extends object> = {
  /** Renders the part: in full on the server, and on the client once its code has loaded. */
  Component: ComponentType<P>;
  /** Starts loading the code now (on focus, hover or a first event); resolves once it is there. */
  preload: () => Promise<ComponentType<P>>;
};

/** Resolves when the browser is idle (or after `timeout` ms at the latest); at once where there is no window. */
export function whenIdle(timeout = 2_000): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout });
    else window.setTimeout(resolve, 1);
  });
}

/**
 * Runs `task` once the browser is idle (see {@link whenIdle}); returns a cancel function for effect clean-ups.
 * Browsers without requestIdleCallback (Safari) get a short timeout instead.
 */
export function afterIdle(task: () => unknown, timeout?: number): () => void {
  let live = true;
  void whenIdle(timeout).then(() => {
    if (live) void task();
  });
  return () => {
    live = false;
  };
}

/**
 * Renders a part of the page on the server as usual, but keeps its code out of the first load: the browser leaves
 * the server's HTML in place (a dehydrated Suspense boundary, working links and forms without JavaScript) and
 * hydrates it once the code, requested when the browser is idle or on {@link Deferred.preload}, has arrived.
 * The server loads the code once at start, so its renders never wait for it. Props crossing the boundary should
 * keep their identity between renders: a boundary updated before it hydrates makes the update wait for the code.
 */
export function deferHydration<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | null = null;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(() =>
    whenIdle()
      .then(preload)
      .then((component) => ({ default: component })),
  );
  if (import.meta.env.SSR) void preload();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, like React.lazy
  function DeferredPart(props: P) {
    // The server renders the loaded component directly; the browser always goes through the same lazy
    // component, so the part keeps its state when its code arrives.
    const Loaded = import.meta.env.SSR ? loaded : null;
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return { Component: DeferredPart, preload };
}
