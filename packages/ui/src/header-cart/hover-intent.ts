/** How long the mini cart stays after the pointer leaves (SPEC §9). */
export const MINI_CART_CLOSE_DELAY_MS = 700;

/** Timer functions, injectable so tests can drive time. */
export type HoverIntentTimers = {
  /** Schedules a callback. */
  setTimeout: (callback: () => void, ms: number) => unknown;
  /** Cancels a scheduled callback. */
  clearTimeout: (handle: unknown) => void;
};

/** Options of {@link createHoverIntent}. */
export type HoverIntentOptions = {
  /** Delay between leaving and closing, in ms. */
  closeDelayMs?: number;
  /** Delay between entering and opening, in ms; 0 opens at once. */
  openDelayMs?: number;
  /** Whether opening is allowed right now (e.g. only with items and outside simple mode). */
  canOpen?: () => boolean;
  /** Called whenever the open state changes. */
  onChange: (open: boolean) => void;
  /** Timer functions; default the global ones. */
  timers?: HoverIntentTimers;
};

/** A small state machine for "open on hover, close a moment after leaving". */
export type HoverIntent = {
  /** Whether the panel is open. */
  readonly isOpen: boolean;
  /** The pointer (or focus) entered: cancel a pending close, and open. */
  enter: () => void;
  /** The pointer (or focus) left: close after the delay. */
  leave: () => void;
  /** Close at once (route change, Escape, explicit close). */
  close: () => void;
  /** Drop pending timers; the controller must not be used afterwards. */
  destroy: () => void;
};

const globalTimers: HoverIntentTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Creates a hover-intent controller; it is plain TypeScript so its timing is tested without a browser. */
export function createHoverIntent({
  closeDelayMs = MINI_CART_CLOSE_DELAY_MS,
  openDelayMs = 0,
  canOpen = () => true,
  onChange,
  timers = globalTimers,
}: HoverIntentOptions): HoverIntent {
  let open = false;
  let pending: { kind: 'open' | 'close'; handle: unknown } | null = null;

  const cancel = () => {
    if (pending) timers.clearTimeout(pending.handle);
    pending = null;
  };
  const set = (next: boolean) => {
    if (open === next) return;
    open = next;
    onChange(next);
  };
  const openNow = () => {
    if (canOpen()) set(true);
  };

  return {
    get isOpen() {
      return open;
    },
    enter() {
      if (pending?.kind === 'open') return;
      cancel();
      if (open) return;
      if (openDelayMs <= 0) {
        openNow();
        return;
      }
      pending = {
        kind: 'open',
        handle: timers.setTimeout(() => {
          pending = null;
          openNow();
        }, openDelayMs),
      };
    },
    leave() {
      if (pending?.kind === 'close') return;
      cancel();
      if (!open) return;
      pending = {
        kind: 'close',
        handle: timers.setTimeout(() => {
          pending = null;
          set(false);
        }, closeDelayMs),
      };
    },
    close() {
      cancel();
      set(false);
    },
    destroy() {
      cancel();
    },
  };
}
