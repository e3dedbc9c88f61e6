import { createStore } from '@fitkit/store';

/** The kinds of notification of SPEC §3. */
export const NOTIFICATION_TYPES = ['DEFAULT', 'SUCCESS', 'ERROR'] as const;

/** One of {@link NOTIFICATION_TYPES}. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How long a toast stays before it closes by itself (SPEC §9). */
export const TOAST_DURATION_MS = 10_000;

/** A toast on screen (SPEC §3: id, title, message, type). */
export type Notification = {
  /** Unique within the store. */
  id: string;
  /** Bold first line. */
  title: string;
  /** The text below the title. */
  message: string;
  /** Colour and live-region politeness. */
  type: NotificationType;
};

/** What a caller gives to show a toast; the type defaults to DEFAULT. */
export type NotificationInput = { title: string; message: string; type?: NotificationType };

/** Timer functions and a clock, injectable so tests can drive time. */
export type NotificationTimers = {
  /** Schedules a callback. */
  setTimeout: (callback: () => void, ms: number) => unknown;
  /** Cancels a scheduled callback. */
  clearTimeout: (handle: unknown) => void;
  /** The current time in ms. */
  now: () => number;
};

/** The toasts of a page: a plain store any code can add to, React subscribes to it. */
export type NotificationStore = {
  /** The toasts shown now, oldest first (the same array until something changes). */
  list: () => readonly Notification[];
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Shows a toast and returns its id; a toast with the same title and message already shown is kept instead. */
  add: (input: NotificationInput) => string;
  /** Closes a toast. */
  dismiss: (id: string) => void;
  /** Stops a toast's countdown (pointer over it, or focus in it). */
  pause: (id: string) => void;
  /** Continues a paused countdown with the time it had left. */
  resume: (id: string) => void;
  /** Drops every timer; the store must not be used afterwards. */
  destroy: () => void;
};

/** Options of {@link createNotificationStore}. */
export type NotificationStoreOptions = {
  /** Auto-close delay in ms; default {@link TOAST_DURATION_MS}. */
  durationMs?: number;
  /** Timer functions; default the global ones and `Date.now`. */
  timers?: NotificationTimers;
};

const globalTimers: NotificationTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  now: () => Date.now(),
};

type Countdown = { handle: unknown; startedAt: number; remaining: number; paused: boolean };

/** Creates a notification store; it is React-free so its timing is tested with fake timers. */
export function createNotificationStore({
  durationMs = TOAST_DURATION_MS,
  timers = globalTimers,
}: NotificationStoreOptions = {}): NotificationStore {
  const notifications = createStore<readonly Notification[]>([]);
  const countdowns = new Map<string, Countdown>();
  let nextId = 1;

  const start = (id: string, countdown: Countdown) => {
    countdown.startedAt = timers.now();
    countdown.paused = false;
    countdown.handle = timers.setTimeout(() => dismiss(id), countdown.remaining);
  };
  const dismiss = (id: string) => {
    const countdown = countdowns.get(id);
    if (!countdown) return;
    if (!countdown.paused) timers.clearTimeout(countdown.handle);
    countdowns.delete(id);
    notifications.set(notifications.getSnapshot().filter((n) => n.id !== id));
  };

  return {
    list: notifications.getSnapshot,
    subscribe: notifications.subscribe,
    add({ title, message, type = 'DEFAULT' }) {
      const shown = notifications.getSnapshot();
      const same = shown.find((n) => n.title === title && n.message === message);
      if (same) return same.id;
      const id = `notification-${nextId++}`;
      const countdown: Countdown = { handle: null, startedAt: 0, remaining: durationMs, paused: false };
      countdowns.set(id, countdown);
      start(id, countdown);
      notifications.set([...shown, { id, title, message, type }]);
      return id;
    },
    dismiss,
    pause(id) {
      const countdown = countdowns.get(id);
      if (!countdown || countdown.paused) return;
      timers.clearTimeout(countdown.handle);
      countdown.remaining = Math.max(0, countdown.remaining - (timers.now() - countdown.startedAt));
      countdown.paused = true;
    },
    resume(id) {
      const countdown = countdowns.get(id);
      if (countdown?.paused) start(id, countdown);
    },
    destroy() {
      for (const countdown of countdowns.values())
        if (!countdown.paused) timers.clearTimeout(countdown.handle);
      countdowns.clear();
      notifications.clear();
    },
  };
}
