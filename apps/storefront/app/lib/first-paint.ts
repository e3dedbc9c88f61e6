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

/**
 * Lets the page's held hydration code go (see `server/document-stream.server.ts`): the module preloads the document
 * stream renamed become module preloads again, and React Router's module script, held as an inert type, is put back
 * as a module script with its nonce. Self-contained (the shop inlines its source in every document), so it names
 * nothing outside itself.
 */
export function releaseHydrationCode(doc: Document): void {
  for (const link of doc.querySelectorAll('link[rel="fitkit-modulepreload"]'))
    link.setAttribute('rel', 'modulepreload');
  const held = doc.querySelector<HTMLScriptElement>('script[type="fitkit/module"]');
  if (!held) return;
  const script = doc.createElement('script');
  script.type = 'module';
  script.nonce = held.nonce;
  script.textContent = held.textContent;
  held.replaceWith(script);
}

/**
 * The inline script that releases the hydration code once the browser has painted the server's HTML and CSS: the
 * source of {@link afterFirstPaint} and {@link releaseHydrationCode}, called with the browser's own clock.
 */
export function hydrationCodeRelease(): string {
  return `(${afterFirstPaint})(()=>(${releaseHydrationCode})(document),{requestAnimationFrame:(c)=>requestAnimationFrame(c),setTimeout:(c,m)=>setTimeout(c,m),document})`;
}
