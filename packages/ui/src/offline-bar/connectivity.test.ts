import { describe, expect, it, vi } from 'vitest';
import { type ConnectivityTarget, createConnectivity, OFFLINE_TEXT } from './connectivity';

function fakeWindow(onLine: boolean) {
  const events = new EventTarget();
  const target = {
    navigator: { onLine },
    addEventListener: (type, listener) => events.addEventListener(type, listener),
    removeEventListener: (type, listener) => events.removeEventListener(type, listener),
  } satisfies ConnectivityTarget;
  const go = (online: boolean) => {
    target.navigator.onLine = online;
    events.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  return { target, go };
}

describe('createConnectivity', () => {
  it('keeps the text of SPEC §8', () => {
    expect(OFFLINE_TEXT).toBe('Connection: Offline');
  });

  it('follows the online and offline events until unsubscribed', () => {
    const win = fakeWindow(true);
    const connectivity = createConnectivity(win.target);
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
