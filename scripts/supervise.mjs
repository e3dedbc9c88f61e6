// Keeps a child process running: when it exits on its own it is started again after a pause that doubles with
// each quick failure (minDelayMs up to maxDelayMs) and falls back once a run has lasted stableMs. `pnpm start`
// uses it for the commerce API, so a crashed API comes back while the shop keeps serving.

/**
 * Starts `start()` (which returns a ChildProcess) and restarts it whenever it exits, until `stop()`.
 * `onRestart(code, delayMs)` is told of each restart before its pause.
 */
export function supervise(
  start,
  { minDelayMs = 500, maxDelayMs = 30_000, stableMs = 30_000, onRestart } = {},
) {
  let stopped = false;
  let delay = minDelayMs;
  let timer;
  let current;
  const launch = () => {
    const startedAt = Date.now();
    current = start();
    current.on('exit', (code, signal) => {
      if (stopped) return;
      if (Date.now() - startedAt >= stableMs) delay = minDelayMs;
      onRestart?.(code ?? signal, delay);
      timer = setTimeout(launch, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };
  launch();
  return {
    /** The process running now (or the one that last exited, during a pause). */
    get child() {
      return current;
    },
    /** No more restarts; the caller ends the running process. */
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
