import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferHydration,
  mayPrefetch,
  PREFETCH_DELAY_MS,
  prefetchWhenIdle,
  trackHydration,
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

describe('trackHydration', () => {
  /** A part's code, arriving or failing when the test says. */
  function fakeCode() {
    let arrive = () => {};
    let fail = () => {};
    const code = new Promise<void>((resolve, reject) => {
      arrive = resolve;
      fail = () => reject(new Error('chunk failed'));
    });
    return { code, arrive, fail };
  }
  /** Whether `promise` has resolved once pending callbacks have run. */
  async function isDone(promise: Promise<void>) {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  }

  it('answers once every part met has hydrated, not when its code arrives', async () => {
    const parts = trackHydration();
    const [header, hero] = [parts.place(), parts.place()];
    const headerCode = fakeCode();
    header.met(headerCode.code);
    hero.met(fakeCode().code);
    const all = parts.allHydrated();
    headerCode.arrive();
    expect(await isDone(all)).toBe(false);
    header.hydrated();
    expect(await isDone(all)).toBe(false);
    hero.hydrated();
    expect(await isDone(all)).toBe(true);
  });

  it('does not wait for a part that hydrated before it was met (its code was there as it mounted)', async () => {
    const parts = trackHydration();
    const part = parts.place();
    part.hydrated();
    part.met(fakeCode().code);
    expect(await isDone(parts.allHydrated())).toBe(true);
  });

  it('does not wait for a part whose code cannot load, nor for one that left the page', async () => {
    const parts = trackHydration();
    const failing = fakeCode();
    parts.place().met(failing.code);
    const leave = parts.place().met(fakeCode().code);
    const all = parts.allHydrated();
    failing.fail();
    expect(await isDone(all)).toBe(false);
    leave();
    expect(await isDone(all)).toBe(true);
  });

  it('waits too for a part met while waiting (a part inside a part)', async () => {
    const parts = trackHydration();
    const outer = parts.place();
    const inner = parts.place();
    outer.met(fakeCode().code);
    const all = parts.allHydrated();
    inner.met(fakeCode().code);
    outer.hydrated();
    expect(await isDone(all)).toBe(false);
    inner.hydrated();
    expect(await isDone(all)).toBe(true);
  });

  it('waits for a part met again (an effect run twice) until it hydrates', async () => {
    const parts = trackHydration();
    const part = parts.place();
    part.met(fakeCode().code)();
    part.met(fakeCode().code);
    const all = parts.allHydrated();
    expect(await isDone(all)).toBe(false);
    part.hydrated();
    expect(await isDone(all)).toBe(true);
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
