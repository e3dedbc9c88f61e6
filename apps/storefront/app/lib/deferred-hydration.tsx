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

/** SPEC §9: an idle prefetch starts this long after it is asked for, at the browser's next idle moment. */
export const PREFETCH_DELAY_MS = 2_000;

type Connection = { saveData?: boolean; effectiveType?: string };

/** SPEC §9: no prefetch on a 2g connection or with the shopper's data saver on (Save-Data). */
export function mayPrefetch(connection: Connection | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/**
 * Prefetches code the page may need later (the mini cart, the mobile drawer, the message boxes):
 * {@link PREFETCH_DELAY_MS} after the call and then when the browser is idle, never on 2g or with Save-Data — the
 * code then loads on the event that needs it. Returns a cancel function for effect clean-ups. Code the page needs to
 * show something uses {@link afterIdle} instead.
 */
export function prefetchWhenIdle(task: () => unknown): () => void {
  if (!mayPrefetch((navigator as { connection?: Connection }).connection)) return () => {};
  let cancelIdle: (() => void) | undefined;
  const timer = setTimeout(() => {
    cancelIdle = afterIdle(task);
  }, PREFETCH_DELAY_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle?.();
  };
}

/** The browser's deferred parts met so far, with their code's loading once started (see {@link loadDeferredParts}). */
const metParts = new Set<() => Promise<unknown>>();
let partsStarted = false;
let startParts: () => void = () => {};
/** Resolves once {@link loadDeferredParts} has run: from then on every deferred part fetches its code at once. */
const partsMayLoad = new Promise<void>((resolve) => {
  startParts = resolve;
});

/**
 * Starts fetching the code of every deferred part on the page (and of those met later), and answers when the code
 * of those met so far has arrived (failures included: a part whose code cannot load keeps its server HTML). The
 * root calls it once React has hydrated the page shell, so the parts hydrate right after, in code order, without
 * waiting for idle: a press soon after load finds its handler, and nothing has to update a part to wake it.
 */
export function loadDeferredParts(): Promise<void> {
  partsStarted = true;
  startParts();
  return Promise.allSettled([...metParts].map((preload) => preload())).then(() => undefined);
}

/**
 * Renders a part of the page on the server as usual, but keeps its code out of the first load: the browser leaves
 * the server's HTML in place (a dehydrated Suspense boundary, working links and forms without JavaScript) and
 * hydrates it once its code has arrived — fetched as soon as the shell has hydrated ({@link loadDeferredParts}) or
 * earlier on {@link Deferred.preload}. The server loads the code once at start, so its renders never wait for it.
 *
 * The rule every part and everything above it follows: nothing updates a deferred part before its code is there.
 * React answers an urgent update (props, or any context above it) to a part still waiting for its code by dropping
 * its server HTML and showing nothing until the code arrives (the home hero's h1 blinked out that way). So props
 * crossing the boundary keep their identity (`memo`, memoised values), and state above the parts that changes
 * after hydration changes in a transition (`startTransition`), which React holds until the parts can hydrate.
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
  const Lazy = lazy(() => partsMayLoad.then(preload).then((component) => ({ default: component })));
  if (import.meta.env.SSR) void preload();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, like React.lazy
  function DeferredPart(props: P) {
    // The server renders the loaded component directly; the browser always goes through the same lazy
    // component, so the part keeps its state when its code arrives.
    const Loaded = import.meta.env.SSR ? loaded : null;
    if (!import.meta.env.SSR && !metParts.has(preload)) {
      metParts.add(preload);
      if (partsStarted) void preload();
    }
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return { Component: DeferredPart, preload };
}
