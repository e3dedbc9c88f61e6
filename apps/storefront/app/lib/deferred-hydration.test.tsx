import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferHydration,
  mayPrefetch,
  NEAR_VIEW_MARGIN,
  type NearObserver,
  PREFETCH_DELAY_MS,
  prefetchWhenIdle,
  whenNear,
} from './deferred-hydration';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('deferHydration', () => {
  it('renders the part in full on the server once its code is loaded, inside a Suspense boundary', async () => {
    const part = deferHydration(async () => Greeting);
    await part.preload();
    const html = renderToString(<part.Component name="Ada" />);
    expect(html).toBe('<!--$--><p>Hello <!-- -->Ada</p><!--/$-->');
  });

  it('loads the code once however often it is asked for', async () => {
    const load = vi.fn(async () => Greeting);
    const part = deferHydration(load);
    const [first, second] = await Promise.all([part.preload(), part.preload()]);
    expect(first).toBe(Greeting);
    expect(second).toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('whenNear (the viewport rule)', () => {
  type Report = (entries: { target: unknown; isIntersecting: boolean }[]) => void;
  /** A stand-in IntersectionObserver: the test reports what it sees. */
  function observer() {
    const seen = { report: (() => {}) as Report, watched: [] as unknown[], margin: '', disconnected: false };
    const Observer: NearObserver = class {
      constructor(report: Report, options: { rootMargin: string }) {
        seen.report = report;
        seen.margin = options.rootMargin;
      }
      observe(target: Element) {
        seen.watched.push(target);
      }
      disconnect() {
        seen.disconnected = true;
      }
    };
    return { Observer, seen };
  }
  const html = () => new EventTarget() as Element;

  it('loads at once, and says so, where the part is in or near the first viewport', async () => {
    const { Observer, seen } = observer();
    const [above, below] = [html(), html()];
    const load = vi.fn();
    const near = whenNear([above, below], load, Observer);
    expect(seen.watched).toEqual([above, below]);
    expect(seen.margin).toBe(NEAR_VIEW_MARGIN);
    seen.report([
      { target: above, isIntersecting: true },
      { target: below, isIntersecting: false },
    ]);
    await expect(near).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen.disconnected).toBe(true);
  });

  it('waits for a part further down until it comes near, once', async () => {
    const { Observer, seen } = observer();
    const part = html();
    const load = vi.fn();
    const near = whenNear([part], load, Observer);
    seen.report([{ target: part, isIntersecting: false }]);
    await expect(near).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
    seen.report([{ target: part, isIntersecting: true }]);
    seen.report([{ target: part, isIntersecting: true }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerover', 'pointerdown', 'focusin', 'keydown'])('loads at once on %s in its HTML', (type) => {
    const { Observer, seen } = observer();
    const part = html();
    const load = vi.fn();
    void whenNear([part], load, Observer);
    seen.report([{ target: part, isIntersecting: false }]);
    part.dispatchEvent(new Event(type));
    part.dispatchEvent(new Event(type));
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen.disconnected).toBe(true);
  });

  it('loads at once without an IntersectionObserver or without HTML to watch', async () => {
    const load = vi.fn();
    await expect(whenNear([html()], load, undefined)).resolves.toBe(true);
    await expect(whenNear([], load, observer().Observer)).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('mayPrefetch (SPEC §9)', () => {
  it('prefetches on a fast connection or where the browser tells nothing', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('skips on 2g and with Save-Data', () => {
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('prefetchWhenIdle', () => {
  function withConnection(connection: object | undefined) {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { connection });
    vi.stubGlobal('window', { requestIdleCallback: (run: () => void) => setTimeout(run, 0) });
  }
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it(`runs the task at idle after ${PREFETCH_DELAY_MS} ms, not before`, async () => {
    withConnection({ effectiveType: '4g' });
    const task = vi.fn();
    prefetchWhenIdle(task);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 1);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs on 2g, and not once cancelled', async () => {
    withConnection({ effectiveType: '2g' });
    const skipped = vi.fn();
    prefetchWhenIdle(skipped);
    vi.stubGlobal('navigator', { connection: { effectiveType: '4g' } });
    const cancelled = vi.fn();
    prefetchWhenIdle(cancelled)();
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS * 2);
    expect(skipped).not.toHaveBeenCalled();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
