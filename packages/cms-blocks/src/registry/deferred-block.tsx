import { type ComponentType, lazy, Suspense } from 'react';
import type { BlokComponent, BlokComponentProps } from './blocks';

// Where there is no window the code is loaded at start and blocks render in full (server, node tests).
const onServer = typeof window === 'undefined';

/** Resolves when the browser is idle (or after `timeout` ms at the latest). */
function whenIdle(timeout = 2_000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout });
    else window.setTimeout(resolve, 1);
  });
}

/** A block whose code loads apart from the page's (see {@link deferBlock}). */
export interface DeferredBlock<Validated> {
  /** Renders the block: in full on the server, and in the browser once its code has loaded. */
  Component: BlokComponent<Validated>;
  /** Starts loading the code now; resolves once it is there. */
  preload: () => Promise<BlokComponent<Validated>>;
}

/**
 * A block whose code stays out of the browser's first load: the server renders it in full inside a Suspense
 * boundary, and the browser keeps that HTML (links and forms work without JavaScript) until the block's code,
 * requested once the browser is idle, has arrived and hydrates it. Where the code is already there (after
 * `preloadBlocks`, or a block met before), it renders at once.
 */
export function deferBlock<Validated>(
  load: () => Promise<BlokComponent<Validated>>,
): DeferredBlock<Validated> {
  let loading: Promise<BlokComponent<Validated>> | undefined;
  let loaded: BlokComponent<Validated> | null = null;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  type Props = BlokComponentProps<Validated>;
  const Lazy = lazy<ComponentType<Props>>(() => {
    const component = loaded;
    // React.lazy takes a thenable that has already settled at once, so a loaded block does not suspend.
    if (component)
      // biome-ignore lint/suspicious/noThenProperty: a settled thenable is what lets React.lazy skip suspending
      return { then: (resolve) => resolve?.({ default: component }) } as Promise<{
        default: typeof component;
      }>;
    return (onServer ? preload() : whenIdle().then(preload)).then((block) => ({ default: block }));
  });
  if (onServer) void preload();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per block at module level, like React.lazy
  function DeferredPart(props: Props) {
    // The server renders the loaded block directly; the browser always goes through the same lazy component,
    // so the block keeps its state when its code arrives.
    const Loaded = onServer ? loaded : null;
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return { Component: DeferredPart, preload };
}
