/** What {@link afterFirstPaint} reads from the browser: a parameter so a test can play the frames. */
export type PaintClock = {
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
};

function browserClock(): PaintClock {
  return {
    requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    document,
  };
}

/**
 * Runs `task` once the browser has painted what the page shows now: a frame callback runs just before the browser
 * paints its frame, and a task queued from it runs after that paint. So the server's HTML and CSS make the first
 * paint, never waiting for the work the task starts (hydration). A hidden tab (or a prerendered page) paints no
 * frames and runs no frame callbacks, so there the task runs at once, or as soon as a waiting tab is hidden.
 */
export function afterFirstPaint(task: () => void, clock: PaintClock = browserClock()): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clock.document.removeEventListener('visibilitychange', onHidden);
    task();
  };
  function onHidden() {
    if (clock.document.visibilityState === 'hidden') run();
  }
  if (clock.document.visibilityState === 'hidden') {
    run();
    return;
  }
  clock.document.addEventListener('visibilitychange', onHidden);
  clock.requestAnimationFrame(() => clock.setTimeout(run, 0));
}
