import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type CmsMode, CmsProvider } from '../../cms-provider/cms-provider';
import { ImageOrderContext, imageOrder, useImagePriority } from './loading';

const image = (uid: string) => ({ _uid: uid, component: 'image' });

describe('imageOrder', () => {
  it('numbers image bloks depth first in document order, through any nested list', () => {
    const order = imageOrder([
      image('a'),
      {
        _uid: 's',
        component: 'section',
        content: [
          { _uid: 'k', component: 'image_card' },
          { _uid: 'c', component: 'columns', columns: [image('b')] },
        ],
      },
      { _uid: 't', component: 'text' },
      image('d'),
      { _uid: 'v', component: 'video_banner' },
    ]);
    expect([...order]).toEqual([
      ['a', 0],
      ['k', 1],
      ['b', 2],
      ['d', 3],
      ['v', 4],
    ]);
  });

  it('ignores entries that are not bloks', () => {
    expect(imageOrder([null, 'x', { component: 'image' }] as never).size).toBe(0);
  });
});

function Probe({ uid }: { uid: string }) {
  return <i>{useImagePriority(uid)}</i>;
}

function loadingOf(uids: string[], mode: CmsMode): string[] {
  const order = new Map(uids.map((uid, index) => [uid, index]));
  const html = renderToStaticMarkup(
    <CmsProvider mode={mode}>
      <ImageOrderContext value={order}>
        {uids.map((uid) => (
          <Probe key={uid} uid={uid} />
        ))}
        <Probe uid="unknown" />
      </ImageOrderContext>
    </CmsProvider>,
  );
  return [...html.matchAll(/<i>(\w+)<\/i>/g)].map((match) => match[1] ?? '');
}

describe('useImagePriority', () => {
  const uids = ['1', '2', '3', '4', '5', '6', '7'];

  it('fetches the first image first, loads the first five eagerly and the rest lazily', () => {
    expect(loadingOf(uids, 'published')).toEqual([
      'high',
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
  });

  it.each(['draft', 'edit'] as const)('never loads lazily in %s mode', (mode) => {
    expect(loadingOf(uids, mode)).toEqual(['high', ...Array(7).fill('eager')]);
  });
});
