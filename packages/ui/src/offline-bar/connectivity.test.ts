import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXT } from './connectivity';
import { fakeConnectivity } from './fake-connectivity.test.helper';

describe('createConnectivity', () => {
  it('keeps the text of SPEC §8', () => {
    expect(OFFLINE_TEXT).toBe('Connection: Offline');
  });

  it('follows the online and offline events until unsubscribed', () => {
    const win = fakeConnectivity(true);
    const { connectivity } = win;
    const listener = vi.fn(() => connectivity.isOnline());
    const stop = connectivity.subscribe(listener);
    expect(connectivity.isOnline()).toBe(true);
    win.go(false);
    expect(listener).toHaveLastReturnedWith(false);
    win.go(true);
    expect(listener).toHaveLastReturnedWith(true);
    stop();
    win.go(false);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(connectivity.isOnline()).toBe(false);
  });
});
