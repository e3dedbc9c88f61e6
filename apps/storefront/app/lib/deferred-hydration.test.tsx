import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferHydration } from './deferred-hydration';

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
