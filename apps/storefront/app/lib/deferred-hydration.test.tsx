import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferHydration, mayPrefetch, PREFETCH_DELAY_MS, prefetchWhenIdle } from './deferred-hydration';

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
