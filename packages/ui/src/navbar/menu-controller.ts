import type { HoverIntentTimers } from '../header-cart/hover-intent';
import { MENU_HOVER_DELAY_MS } from './navbar-types';

/** Options of {@link createMenuController}. */
export type MenuControllerOptions = {
  /** How long the pointer rests on a menu before it opens, in ms; defaults to SPEC's 175. */
  hoverDelayMs?: number;
  /** Called with the open menu's id (or null) whenever it changes. */
  onChange: (openId: string | null) => void;
  /** Timer functions; default the global ones. */
  timers?: HoverIntentTimers;
};

/** Which menu of a bar is open: at most one, opened by a resting pointer or by a press. */
export type MenuController = {
  /** The open menu's id, or null. */
  readonly openId: string | null;
  /** The pointer entered a menu: open it once it has rested there for the delay. */
  pointerEnter: (id: string) => void;
  /** The pointer left a menu: drop its pending open, and close it if open. */
  pointerLeave: (id: string) => void;
  /**
   * The menu's button was pressed (click, Enter or Space): open at once, or close when the press opened
   * it. A press on a menu the pointer just opened keeps it open, so a hover-then-click never shuts it.
   */
  press: (id: string) => void;
  /** Close whatever is open (Escape, a link click, focus leaving, a route change). */
  close: () => void;
  /** Drop pending timers; the controller must not be used afterwards. */
  destroy: () => void;
};

const globalTimers: HoverIntentTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Creates the open-menu state machine of a navbar; plain TypeScript so its timing is tested with fake timers. */
export function createMenuController({
  hoverDelayMs = MENU_HOVER_DELAY_MS,
  onChange,
  timers = globalTimers,
}: MenuControllerOptions): MenuController {
  let openId: string | null = null;
  let openedBy: 'pointer' | 'press' = 'press';
  let pending: { id: string; handle: unknown } | null = null;

  const cancel = () => {
    if (pending) timers.clearTimeout(pending.handle);
    pending = null;
  };
  const set = (next: string | null, by: 'pointer' | 'press') => {
    openedBy = by;
    if (openId === next) return;
    openId = next;
    onChange(next);
  };

  return {
    get openId() {
      return openId;
    },
    pointerEnter(id) {
      if (pending?.id === id) return;
      cancel();
      if (openId === id) return;
      pending = {
        id,
        handle: timers.setTimeout(() => {
          pending = null;
          set(id, 'pointer');
        }, hoverDelayMs),
      };
    },
    pointerLeave(id) {
      if (pending?.id === id) cancel();
      if (openId === id) set(null, 'press');
    },
    press(id) {
      cancel();
      if (openId === id && openedBy === 'press') set(null, 'press');
      else set(id, 'press');
    },
    close() {
      cancel();
      set(null, 'press');
    },
    destroy() {
      cancel();
    },
  };
}
