import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  installChunkReload,
  isChunkLoadError,
  reloadOnce,
} from './chunk-reload';

function environment(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    },
    now: () => Date.now(),
    reload: vi.fn(),
  };
}

/** An event target that also understands PromiseRejectionEvent's reason, which Node has no class for. */
function rejection(reason: unknown) {
  return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
}

describe('isChunkLoadError', () => {
  it('recognises failed dynamic imports and preloads of the major browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadOnce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reloads at most once per 60 s', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    const env = environment();
    expect(reloadOnce(env)).toBe(true);
    expect(env.storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(Date.now()));
    vi.advanceTimersByTime(59_999);
    expect(reloadOnce(env)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(reloadOnce(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('reloads when the kept time is unreadable', () => {
    const env = environment({ [CHUNK_RELOAD_STORAGE_KEY]: 'garbage' });
    expect(reloadOnce(env)).toBe(true);
  });
});

describe('installChunkReload', () => {
  it('reloads on a Vite preload error (and stops Vite rethrowing it), then respects the guard', () => {
    const target = new EventTarget();
    const env = environment();
    installChunkReload(target as Window, env);
    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  it('reloads on an unhandled failed dynamic import only, and not after uninstall', () => {
    const target = new EventTarget();
    const env = environment();
    const uninstall = installChunkReload(target as Window, env);
    target.dispatchEvent(rejection(new Error('boom')));
    expect(env.reload).not.toHaveBeenCalled();
    uninstall();
    target.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module: /a.js')));
    expect(env.reload).not.toHaveBeenCalled();
    installChunkReload(target as Window, env);
    target.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module: /a.js')));
    expect(env.reload).toHaveBeenCalledTimes(1);
  });
});
