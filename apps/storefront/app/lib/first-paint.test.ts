// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { afterFirstPaint, hydrationCodeRelease, type PaintClock } from './first-paint';

/** A browser whose frames, tasks and visibility the test plays by hand. */
function fakeBrowser(visibilityState: DocumentVisibilityState = 'visible') {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const listeners = new Set<() => void>();
  const document = {
    visibilityState,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const clock = {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    document,
  } as unknown as PaintClock;
  return {
    clock,
    listeners,
    /** The browser renders a frame (its frame callbacks, then the paint). */
    frame: () => {
      for (const callback of frames.splice(0)) callback();
    },
    /** The browser runs the tasks queued so far. */
    tasks: () => {
      for (const callback of tasks.splice(0)) callback();
    },
    hide: () => {
      document.visibilityState = 'hidden';
      for (const listener of [...listeners]) listener();
    },
  };
}

describe('afterFirstPaint', () => {
  it('runs the task in a task after the next frame has painted, never before', () => {
    const browser = fakeBrowser();
    let runs = 0;
    afterFirstPaint(() => runs++, browser.clock);
    browser.tasks();
    expect(runs).toBe(0);
    browser.frame();
    expect(runs).toBe(0);
    browser.tasks();
    expect(runs).toBe(1);
    expect(browser.listeners.size).toBe(0);
  });

  it('runs at once in a hidden tab, which paints no frames', () => {
    const browser = fakeBrowser('hidden');
    let runs = 0;
    afterFirstPaint(() => runs++, browser.clock);
    expect(runs).toBe(1);
  });

  it('runs once when a waiting tab is hidden, and not again on the frame', () => {
    const browser = fakeBrowser();
    let runs = 0;
    afterFirstPaint(() => runs++, browser.clock);
    browser.hide();
    expect(runs).toBe(1);
    browser.frame();
    browser.tasks();
    expect(runs).toBe(1);
    expect(browser.listeners.size).toBe(0);
  });
});

describe('the hydration code release (inlined in every document)', () => {
  it('lets the held module preloads and module script go after the first paint, from its source alone', () => {
    document.head.innerHTML =
      '<link rel="fitkit-modulepreload" href="/assets/a.js"><link rel="icon" href="/i.svg">';
    document.body.innerHTML = '<p>shell</p><script type="fitkit/module">window.released = 1;</script>';
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    // The source runs with nothing from this module in scope: only the browser's globals.
    new Function('requestAnimationFrame', 'setTimeout', hydrationCodeRelease())(
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => tasks.push(callback),
    );
    expect(document.querySelectorAll('link[rel="modulepreload"], script[type="module"]')).toHaveLength(0);
    for (const callback of frames.splice(0)) callback();
    for (const callback of tasks.splice(0)) callback();
    expect(document.querySelector('link[href="/assets/a.js"]')?.getAttribute('rel')).toBe('modulepreload');
    expect(document.querySelector('link[href="/i.svg"]')?.getAttribute('rel')).toBe('icon');
    const script = document.querySelector('body > script');
    expect(script?.getAttribute('type')).toBe('module');
    expect(script?.textContent).toBe('window.released = 1;');
    expect(document.querySelector('script[type="fitkit/module"]')).toBeNull();
  });
});
