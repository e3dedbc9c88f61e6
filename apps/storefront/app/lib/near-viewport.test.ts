import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN, whenNearViewport } from './near-viewport';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** A stand-in observer the test drives: it records what it was given and reports the entries it is told to. */
function fakeObserver() {
  const made: {
    callback: Callback;
    options: IntersectionObserverInit | undefined;
    observed: Element[];
    disconnected: boolean;
  }[] = [];
  class FakeObserver {
    record: (typeof made)[number];
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.record = { callback, options, observed: [], disconnected: false };
      made.push(this.record);
    }
    observe(element: Element) {
      this.record.observed.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe('whenNearViewport', () => {
  it('calls once when the element comes within half a screen below the viewport, then stops observing', () => {
    const made = fakeObserver();
    const element = {} as Element;
    const near = vi.fn();
    whenNearViewport(element, near);
    const [observer] = made;
    expect(observer?.observed).toEqual([element]);
    expect(observer?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    observer?.callback([{ isIntersecting: false }]);
    expect(near).not.toHaveBeenCalled();
    observer?.callback([{ isIntersecting: true }]);
    expect(near).toHaveBeenCalledOnce();
    expect(observer?.disconnected).toBe(true);
  });

  it('stops observing when cancelled', () => {
    const made = fakeObserver();
    const near = vi.fn();
    const cancel = whenNearViewport({} as Element, near);
    cancel();
    expect(made[0]?.disconnected).toBe(true);
    expect(near).not.toHaveBeenCalled();
  });

  it('calls at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const near = vi.fn();
    whenNearViewport({} as Element, near);
    expect(near).toHaveBeenCalledOnce();
  });
});
