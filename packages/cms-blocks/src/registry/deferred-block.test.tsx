import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BlokComponentProps } from './blocks';
import { deferBlock } from './deferred-block';

function Greeting({ blok }: BlokComponentProps<{ name: string }>) {
  return <p>Hello {blok.name}</p>;
}

describe('deferBlock', () => {
  it('loads the code once, however often it is asked for', async () => {
    let loads = 0;
    const block = deferBlock(async () => {
      loads += 1;
      return Greeting;
    });
    await Promise.all([block.preload(), block.preload()]);
    expect(await block.preload()).toBe(Greeting);
    expect(loads).toBe(1);
  });

  it('renders the block in full on the server once its code is there', async () => {
    const block = deferBlock(async () => Greeting);
    await block.preload();
    expect(renderToStaticMarkup(<block.Component blok={{ name: 'Ada' }} />)).toBe('<p>Hello Ada</p>');
  });

  it('renders nothing on the server while the code is still loading, never an error', () => {
    const block = deferBlock(() => new Promise<typeof Greeting>(() => {}));
    expect(renderToStaticMarkup(<block.Component blok={{ name: 'Ada' }} />)).toBe('');
  });
});
