import { type ComponentType, lazy, Suspense, useState } from 'react';

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

/** How close to the viewport a deferred part's server HTML must come for its code to load: one screen height. */
export const NEAR_VIEW_MARGIN = '100% 0px';

/** The shopper reaching for a part: any of these on its server HTML loads its code at once. */
export const REACHING_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/** The part of IntersectionObserver that {@link whenNear} uses (a stand-in in tests). */
export type NearObserver = new (
  callback: (entries: readonly { target: unknown; isIntersecting: boolean }[]) => void,
  options: { rootMargin: string },
) => { observe(target: Element): void; disconnect(): void };

/**
 * The viewport rule for one deferred part's server HTML (`elements`): calls `load` once, as soon as one of them is
 * in or within {@link NEAR_VIEW_MARGIN} of the viewport or the shopper points at, focuses or types in one
 * ({@link REACHING_EVENTS}), whichever comes first. Without elements or without an observer (an old browser), it
 * loads at once. Answers whether the part was near at the first look, once the observer has looked at every element
 * (the root waits only for the code of those).
 */
export function whenNear(
  elements: readonly Element[],
  load: () => void,
  Observer: NearObserver | undefined,
): Promise<boolean> {
  if (!elements.length || !Observer) {
    load();
    return Promise.resolve(true);
  }
  let loaded = false;
  const seen = new Set<unknown>();
  let firstLook: (near: boolean) => void = () => {};
  const looked = new Promise<boolean>((resolve) => {
    firstLook = resolve;
  });
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        seen.add(entry.target);
        if (entry.isIntersecting) loadOnce();
      }
      if (seen.size >= elements.length) firstLook(loaded);
    },
    { rootMargin: NEAR_VIEW_MARGIN },
  );
  const options = { capture: true, passive: true };
  function loadOnce() {
    if (loaded) return;
    loaded = true;
    observer.disconnect();
    for (const element of elements)
      for (const type of REACHING_EVENTS) element.removeEventListener(type, loadOnce, options);
    firstLook(true);
    load();
  }
  for (const element of elements) {
    observer.observe(element);
    for (const type of REACHING_EVENTS) element.addEventListener(type, loadOnce, options);
  }
  return looked;
}

/** One deferred part in the browser: where its server HTML is, and the loading of its code. */
type Part = { html: string | undefined; load: () => Promise<unknown> };

/** The deferred parts met while React hydrated the server HTML, before {@link loadDeferredParts} ran. */
const metParts = new Set<Part>();
let partsStarted = false;

/** The elements of a part's server HTML in the document, by its `html` selector (none without one). */
function serverHtmlOf(part: Part): Element[] {
  return part.html ? [...document.querySelectorAll(part.html)] : [];
}

/**
 * Applies the viewport rule to the deferred parts in the server HTML and answers when the code of those in or near
 * the first viewport has arrived (failures included: a part whose code cannot load keeps its server HTML). The
 * root calls it once React has hydrated the page shell, so those parts hydrate right after, in code order, without
 * waiting for idle: a press soon after load finds its handler. A part further down loads its code when it comes
 * near the viewport or the shopper reaches for it ({@link whenNear}); a part met from now on (a new page's, or one
 * inside a part that just hydrated) loads at once.
 */
export function loadDeferredParts(): Promise<void> {
  partsStarted = true;
  const IO = typeof IntersectionObserver === 'function' ? IntersectionObserver : undefined;
  return Promise.allSettled(
    [...metParts].map((part) =>
      whenNear(serverHtmlOf(part), part.load, IO).then((near) => (near ? part.load() : undefined)),
    ),
  ).then(() => undefined);
}

/** A copy of a deferred part in the browser: how often React tried to render it, and whether it came after the shell. */
type Copy = { tries: number; late: boolean };

/**
 * The inside of a part's Suspense boundary. Each render is React trying to hydrate it: the first comes unasked once
 * the shell has hydrated; a second means React needs the part now (an update reached it, or an event on its HTML).
 */
function PartCode<P extends object>(input: {
  Lazy: ComponentType<P>;
  preload: () => unknown;
  props: P;
  copy: Copy;
}) {
  const { Lazy, preload, props, copy } = input;
  copy.tries += 1;
  if (copy.tries > 1) void preload();
  return <Lazy {...props} />;
}

/** Where a deferred part's server HTML is (see {@link deferHydration}). */
export type DeferOptions = {
  /**
   * A selector for the part's outermost element as the server renders it (its existing `data-slot`, say), so the
   * browser can tell whether the part is near the viewport; without one, the part loads right after the shell.
   */
  html?: string;
};

/**
 * Renders a part of the page on the server as usual, but keeps its code out of the first load: the browser leaves
 * the server's HTML in place (a dehydrated Suspense boundary, working links and forms without JavaScript) and
 * hydrates it once its code has arrived — fetched by the viewport rule once the shell has hydrated
 * ({@link loadDeferredParts}), or earlier on {@link Deferred.preload}. The server loads the code once at start, so
 * its renders never wait for it.
 *
 * The part's server HTML is found by `options.html`, a selector for the element the part already renders: no
 * wrapper element (it would change layout and the HTML without JavaScript), and React offers no handle on a
 * boundary's HTML before it hydrates. Code loads per part, so any of its copies near the viewport loads it for all.
 *
 * The rule every part and everything above it follows: nothing updates a deferred part before its code is there.
 * React answers an urgent update (props, or any context above it) to a part still waiting for its code by dropping
 * its server HTML and showing nothing until the code arrives (the home hero's h1 blinked out that way). So props
 * crossing the boundary keep their identity (`memo`, memoised values), and state above the parts that changes
 * after hydration changes in a transition (`startTransition`), which React holds until the parts can hydrate. A
 * part React asks for again after its first try (such an update, or an event on its HTML) loads its code at once,
 * so a held transition never waits for the shopper to scroll.
 */
export function deferHydration<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: DeferOptions = {},
): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let want: () => void = () => {};
  const code = new Promise<void>((resolve) => {
    want = resolve;
  })
    .then(load)
    .then((component) => {
      loaded = component;
      return component;
    });
  const preload = () => {
    want();
    return code;
  };
  const part: Part = { html: options.html, load: preload };
  const Lazy = lazy(() => code.then((component) => ({ default: component })));
  if (import.meta.env.SSR) void preload();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, like React.lazy
  function DeferredPart(props: P) {
    // A copy made while React hydrates the server HTML follows the viewport rule; one made later loads at once.
    const [copy] = useState<Copy>(() => ({ tries: 0, late: partsStarted }));
    // The server renders the loaded component directly; the browser always goes through the same lazy
    // component, so the part keeps its state when its code arrives.
    const Loaded = import.meta.env.SSR ? loaded : null;
    if (!import.meta.env.SSR) {
      if (copy.late) void preload();
      else metParts.add(part);
    }
    return (
      <Suspense fallback={null}>
        {Loaded ? (
          <Loaded {...props} />
        ) : (
          <PartCode Lazy={Lazy} preload={preload} props={props} copy={copy} />
        )}
      </Suspense>
    );
  }
  return { Component: DeferredPart, preload };
}
