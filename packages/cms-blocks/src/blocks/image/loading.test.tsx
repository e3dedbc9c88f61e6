import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type CmsMode, CmsProvider } from '../../cms-provider/cms-provider';
import { EAGER_IMAGE_COUNT, ImageOrderContext, imageOrder, useImageLoading } from './loading';

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
    ]);
    expect([...order]).toEqual([
      ['a', 0],
      ['k', 1],
      ['b', 2],
      ['d', 3],
    ]);
  });

  it('ignores entries that are not bloks', () => {
    expect(imageOrder([null, 'x', { component: 'image' }] as never).size).toBe(0);
  });
});

function Probe({ uid }: { uid: string }) {
  return <i>{useImageLoading(uid)}</i>;
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

describe('useImageLoading', () => {
  const uids = ['1', '2', '3', '4', '5', '6', '7'];

  it('loads the first five images eagerly and the rest lazily', () => {
    expect(EAGER_IMAGE_COUNT).toBe(5);
    expect(loadingOf(uids, 'published')).toEqual([
      'eager',
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
    expect(new Set(loadingOf(uids, mode))).toEqual(new Set(['eager']));
  });
});
