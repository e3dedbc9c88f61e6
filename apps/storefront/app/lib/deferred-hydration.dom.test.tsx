// @vitest-environment happy-dom
import { act, type ComponentType, startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The viewport rule in a browser-like document: server HTML hydrated by React, the observer played by the test.
type Entry = { target: unknown; isIntersecting: boolean };
let report: (entries: Entry[]) => void = () => {};
class StandInObserver {
  constructor(callback: (entries: Entry[]) => void) {
    report = callback;
  }
  observe() {}
  disconnect() {}
}

const hydratedWith = vi.fn();
function Greeting({ name }: { name: string }) {
  useEffect(() => hydratedWith(name), [name]);
  return <p data-slot="greeting">Hello {name}</p>;
}

/** The page's part (made afresh by {@link page}) and a way to rename its greeting from above. */
let Part: ComponentType<{ name: string }> = Greeting;
let rename: (name: string) => void = () => {};
function App() {
  const [name, setName] = useState('Ada');
  rename = setName;
  return <Part name={name} />;
}

/** The module afresh (its parts met and started are per page), a part of it and the page's server HTML. */
async function page() {
  vi.resetModules();
  const { deferHydration, loadDeferredParts } = await import('./deferred-hydration');
  const load = vi.fn(async () => Greeting);
  const part = deferHydration(load, { html: '[data-slot="greeting"]' });
  document.body.innerHTML =
    '<div id="root"><!--$--><p data-slot="greeting">Hello <!-- -->Ada</p><!--/$--></div>';
  const root = document.getElementById('root') as HTMLElement;
  const html = root.querySelector('p');
  Part = part.Component;
  await act(async () => {
    hydrateRoot(root, <App />);
  });
  // As the root does once the shell has hydrated; the observer's first look finds the part below the fold.
  await act(async () => {
    const nearOnes = loadDeferredParts();
    report([{ target: html, isIntersecting: false }]);
    await nearOnes;
  });
  return { load, part, root, html, rename: (name: string) => rename(name) };
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('IntersectionObserver', StandInObserver);
  hydratedWith.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a deferred part below the first viewport', () => {
  it('keeps its server HTML without its code, then loads and hydrates in place once it comes near', async () => {
    const { load, root, html } = await page();
    expect(load).not.toHaveBeenCalled();
    expect(root.querySelector('p')).toBe(html);
    await act(async () => {
      report([{ target: html, isIntersecting: true }]);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(hydratedWith).toHaveBeenCalledWith('Ada'));
    expect(root.querySelector('p')).toBe(html);
  });

  it('loads at once when a transition needs it, which React holds without dropping its server HTML', async () => {
    const { load, root, html, rename } = await page();
    await act(async () => {
      startTransition(() => rename('Bo'));
    });
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(root.textContent).toBe('Hello Bo'));
    expect(root.querySelector('p')).toBe(html);
  });

  it('loads on preload', async () => {
    const { load, part } = await page();
    await act(async () => {
      await part.preload();
    });
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(hydratedWith).toHaveBeenCalledWith('Ada'));
  });
});
