import { type ConnectivityTarget, createConnectivity } from './connectivity';

/**
 * A stand-in window for tests and stories: `go(online)` flips `navigator.onLine` and fires the same 'online' or
 * 'offline' event a browser would.
 */
export function fakeConnectivity(startOnline: boolean) {
  const events = new EventTarget();
  const target = {
    navigator: { onLine: startOnline },
    addEventListener: (type, listener) => events.addEventListener(type, listener),
    removeEventListener: (type, listener) => events.removeEventListener(type, listener),
  } satisfies ConnectivityTarget;
  const go = (online: boolean) => {
    target.navigator.onLine = online;
    events.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  return { connectivity: createConnectivity(target), go };
}
