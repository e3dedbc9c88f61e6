// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounced, INTEGRATION_TIMINGS, loadIntegrationScript } from './integration-runtime';

afterEach(() => vi.useRealTimers());

describe('debounced', () => {
  it('runs once with the last value, the given time after the last call', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const search = debounced(run, INTEGRATION_TIMINGS.searchTypingMs);
    search.call('m');
    vi.advanceTimersByTime(1_999);
    search.call('mats');
    vi.advanceTimersByTime(1_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('mats');
  });

  it('drops a waiting call on cancel', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const refresh = debounced(run, INTEGRATION_TIMINGS.financingRefreshMs);
    refresh.call(undefined);
    refresh.cancel();
    vi.advanceTimersByTime(500);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('loadIntegrationScript', () => {
  it('adds a script once per URL, marked with its integration, and says whether it loaded', async () => {
    const first = loadIntegrationScript('chat', '/fixtures/chat.js');
    const again = loadIntegrationScript('chat', '/fixtures/chat.js');
    const scripts = document.head.querySelectorAll<HTMLScriptElement>('script[data-integration="chat"]');
    expect(scripts).toHaveLength(1);
    expect(again).toBe(first);
    scripts[0]?.onerror?.(new Event('error'));
    await expect(first).resolves.toBe(false);
  });
});
