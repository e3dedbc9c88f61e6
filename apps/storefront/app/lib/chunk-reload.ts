/** The least time between two reloads caused by failed chunk loads (SPEC §9). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Where the time of the last such reload is kept; it must survive the reload, so session storage. */
export const CHUNK_RELOAD_STORAGE_KEY = 'fitkit:chunk-reload-at';

// What browsers and Vite say when a code-split chunk cannot be fetched (e.g. after a deploy removed it).
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

/** Whether an error is a failed load of a code-split chunk. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** What {@link reloadOnce} needs from the browser, injectable for tests. */
export type ChunkReloadEnvironment = {
  /** Session storage (or a stand-in). */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The current time in ms. */
  now: () => number;
  /** Reloads the page. */
  reload: () => void;
};

/**
 * Reloads the page unless a chunk failure already did so in the last 60 s, so a chunk that stays broken cannot
 * loop the page; returns whether it reloaded.
 */
export function reloadOnce({ storage, now, reload }: ChunkReloadEnvironment): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  const at = now();
  if (Number.isFinite(last) && last > 0 && at - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(at));
  reload();
  return true;
}

/** The browser's environment for {@link reloadOnce}. */
export function browserReloadEnvironment(): ChunkReloadEnvironment {
  return { storage: window.sessionStorage, now: () => Date.now(), reload: () => window.location.reload() };
}

/**
 * Reloads once (per 60 s) when Vite cannot preload a chunk or a dynamic import fails without being handled;
 * returns the function that stops listening.
 */
export function installChunkReload(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  environment: ChunkReloadEnvironment,
): () => void {
  const onPreloadError = (event: Event) => {
    // Without preventDefault Vite rethrows the error; the reload (or the guard) handles it instead.
    if (reloadOnce(environment)) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadOnce(environment);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
