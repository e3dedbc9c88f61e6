import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

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
 * Prefetches code the page may need later (the mini cart, the message boxes and offline bar):
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

/** One deferred part's place on the page, as {@link trackHydration} follows it. */
export type PartPlace = {
  /**
   * The part is on the page (an effect above its boundary, so it runs with the page's hydration or the part's
   * mount): from now on the page waits for it, unless it has hydrated already, until it hydrates, its `code` fails
   * to load (it keeps its server HTML) or the returned function is called (it left the page).
   */
  met: (code: Promise<unknown>) => () => void;
  /** The part has committed in the browser (an effect inside its boundary, which runs once it has hydrated). */
  hydrated: () => void;
};

/**
 * The deferred parts met on a page and whether each has hydrated. A part's code arriving is not enough: React
 * hydrates its boundary a moment later, and does not replay a change (a shopper's choice in a select) made to the
 * server's HTML in between, so the page counts as interactive only once every part's component has committed.
 */
export function trackHydration() {
  const waiting = new Set<Promise<void>>();
  return {
    /** A place for one part on the page (see {@link PartPlace}). */
    place(): PartPlace {
      let hydrated = false;
      let settle = () => {};
      return {
        met(code) {
          if (hydrated) return () => {};
          const done = new Promise<void>((resolve) => {
            settle = () => {
              waiting.delete(done);
              resolve();
            };
          });
          const settleThis = settle;
          waiting.add(done);
          code.catch(settleThis);
          return settleThis;
        },
        hydrated() {
          hydrated = true;
          settle();
        },
      };
    },
    /** Resolves once no part met is waiting: those met so far and those met meanwhile (a part inside a part). */
    async allHydrated(): Promise<void> {
      while (waiting.size > 0) await Promise.all(waiting);
    },
  };
}

const pageParts = trackHydration();

/** The browser's deferred parts met so far, with their code's loading once started (see {@link loadDeferredParts}). */
const metParts = new Set<() => Promise<unknown>>();
let partsStarted = false;
let startParts: () => void = () => {};
/** Resolves once {@link loadDeferredParts} has run: from then on every deferred part fetches its code at once. */
const partsMayLoad = new Promise<void>((resolve) => {
  startParts = resolve;
});

/**
 * Starts fetching the code of every deferred part on the page (and of those met later), and answers when every part
 * met so far has hydrated (failures included: a part whose code cannot load keeps its server HTML). The root calls
 * it once React has hydrated the page shell, so the parts hydrate right after, in code order, without waiting for
 * idle: a press soon after load finds its handler, and nothing has to update a part to wake it.
 */
export function loadDeferredParts(): Promise<void> {
  partsStarted = true;
  startParts();
  for (const preload of metParts) void preload().catch(() => {});
  return pageParts.allHydrated();
}

/** Renders nothing; its effect runs once the part's boundary, which it shares, has committed in the browser. */
function HydratedSignal({ place }: { place: PartPlace }) {
  useEffect(() => place.hydrated(), [place]);
  return null;
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
    const [place] = useState(pageParts.place);
    // The code is awaited as the lazy component does, so meeting a part never fetches it before its time.
    useEffect(() => place.met(partsMayLoad.then(preload)), [place]);
    return (
      <Suspense fallback={null}>
        {Loaded ? <Loaded {...props} /> : <Lazy {...props} />}
        <HydratedSignal place={place} />
      </Suspense>
    );
  }
  return { Component: DeferredPart, preload };
}
