import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { type CmsMode, CmsProvider, type InvalidBlokReport } from '../cms-provider/cms-provider';
import type { RawBlok } from '../fields/fields';
import { Blocks } from './blocks';
import { registry } from './registry';
import type { BlokComponentProps } from './valid-blok';

function Promo({ blok }: BlokComponentProps) {
  return <aside>{String(blok.title)}</aside>;
}

function render(
  bloks: RawBlok[],
  mode: CmsMode = 'published',
  onInvalidBlok?: (r: InvalidBlokReport) => void,
) {
  return renderToStaticMarkup(
    <CmsProvider mode={mode} {...(onInvalidBlok ? { onInvalidBlok } : {})}>
      <Blocks bloks={bloks} />
    </CmsProvider>,
  );
}

const heading = { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Parts that fit' }] };
const page: RawBlok = {
  _uid: 'p',
  component: 'page',
  body: [
    {
      _uid: 's',
      component: 'section',
      content: [
        { _uid: 't', component: 'text', text: { type: 'doc', content: [heading] } },
        {
          _uid: 'b',
          component: 'button',
          label: 'Shop Exterior',
          link: { linktype: 'url', url: '/c/exterior' },
        },
      ],
    },
  ],
};

describe('Blocks', () => {
  it('renders a page tree on the server without any SDK', () => {
    const html = render([page]);
    expect(html).toContain('<div data-slot="cms-page"><section');
    expect(html).toContain('<h1>Parts that fit</h1>');
    expect(html).toMatch(
      /<a [^>]*href="\/c\/exterior\/"[^>]*><span class="fk-button__content">Shop Exterior<\/span><\/a>/,
    );
  });

  it('renders nothing for an unknown block on the live site, and reports it', () => {
    const onInvalidBlok = vi.fn();
    expect(render([{ _uid: 'x', component: 'carousel' }], 'published', onInvalidBlok)).toBe('');
    expect(onInvalidBlok).toHaveBeenCalledWith({
      reason: 'unknown',
      component: 'carousel',
      uid: 'x',
      issues: [],
    });
  });

  it.each(['draft', 'edit'] as const)('shows a warning box for an unknown block in %s mode', (mode) => {
    const html = render([{ _uid: 'x', component: 'carousel' }], mode);
    expect(html).toContain('data-reason="unknown"');
    expect(html).toContain('Unknown block &quot;carousel&quot;');
  });

  it('reports an invalid blok with the failing fields and still renders its siblings', () => {
    const reports: InvalidBlokReport[] = [];
    const html = render(
      [
        { _uid: 'b1', component: 'button', label: '', style: 'ROUND' },
        { _uid: 'b2', component: 'button', label: 'Fine' },
      ],
      'draft',
      (report) => reports.push(report),
    );
    expect(html).toContain('data-reason="invalid"');
    expect(html).toContain('>Fine</span>');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ reason: 'invalid', component: 'button', uid: 'b1' });
    expect(reports[0]?.issues.map((issue) => issue.path).sort()).toEqual(['label', 'style']);
  });

  it('hides an invalid blok from shoppers', () => {
    expect(render([{ _uid: 'b1', component: 'button', label: '' }])).toBe('');
  });

  it('ignores entries that are not bloks at all', () => {
    const bloks = [null, 'text', { _uid: 'n' }] as unknown as RawBlok[];
    expect(render(bloks)).toBe('');
  });

  it('does not treat inherited object keys as block names', () => {
    expect(
      render([
        { _uid: 'c', component: 'constructor' },
        { _uid: 'p', component: '__proto__' },
      ]),
    ).toBe('');
  });

  it('lets an app add or replace blocks, nested bloks included', () => {
    const html = renderToStaticMarkup(
      <Blocks
        components={{ ...registry, promo: Promo }}
        bloks={[
          { _uid: 's', component: 'section', content: [{ _uid: 'x', component: 'promo', title: 'Deals' }] },
        ]}
      />,
    );
    expect(html).toContain('<aside>Deals</aside>');
  });

  it('renders nothing for an empty or missing list', () => {
    expect(render([])).toBe('');
    expect(renderToStaticMarkup(<Blocks bloks={undefined} />)).toBe('');
  });
});
