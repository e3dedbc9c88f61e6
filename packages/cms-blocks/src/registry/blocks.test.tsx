import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CmsProvider, type InvalidBlokReport } from '../cms-provider/cms-provider';
import type { RawBlok } from '../fields/fields';
import { type BlockComponentProps, Blocks, registerBlocks } from './blocks';
import { renderRawBloks as render } from './raw-blok.test.helper';
import { registry } from './registry';
import { validateBloks } from './validate';

function Promo({ blok }: BlockComponentProps<{ title: string }>) {
  return <aside>{blok.title}</aside>;
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
  it('renders a validated page tree on the server through the registered components', () => {
    const html = render([page]);
    expect(html).toContain('<div data-slot="cms-page"><section');
    expect(html).toContain('<h1>Parts that fit</h1>');
    expect(html).toMatch(
      /<a [^>]*href="\/c\/exterior\/"[^>]*><span class="fk-button__content">Shop Exterior<\/span><\/a>/,
    );
  });

  it('renders nothing for an unknown block on the live site', () => {
    expect(render([{ _uid: 'x', component: 'hologram' }], 'published')).toBe('');
  });

  it.each(['draft', 'edit'] as const)(
    'shows a warning box for an unknown block in %s mode, and reports it',
    (mode) => {
      const onInvalidBlok = vi.fn();
      const html = render([{ _uid: 'x', component: 'hologram' }], mode, onInvalidBlok);
      expect(html).toContain('data-reason="unknown"');
      expect(html).toContain('Unknown block &quot;hologram&quot;');
      expect(onInvalidBlok).toHaveBeenCalledWith({
        reason: 'unknown',
        component: 'hologram',
        uid: 'x',
        issues: [],
      });
    },
  );

  it('shows an invalid blok with the failing fields to editors and still renders its siblings', () => {
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

  it('names a block placed where it does not render, for editors only', () => {
    const misplaced = {
      _uid: 'p',
      component: 'page',
      body: [{ _uid: 'm', component: 'menu-link', text: 'Mats', link: '/c/mats' }],
    };
    expect(render([misplaced])).toBe('<div data-slot="cms-page"></div>');
    const reports: InvalidBlokReport[] = [];
    const html = render([misplaced], 'draft', (report) => reports.push(report));
    expect(html).toContain('data-reason="misplaced"');
    expect(html).toContain('Block &quot;menu-link&quot; cannot be placed here');
    expect(html).toContain('&quot;menu-link&quot; does not render in page.body; it takes section, text,');
    expect(reports).toMatchObject([{ reason: 'misplaced', component: 'menu-link', uid: 'm' }]);
  });

  it('hides an invalid blok from shoppers', () => {
    expect(render([{ _uid: 'b1', component: 'button', label: '' }])).toBe('');
  });

  it('warns about a validated blok no component is registered for', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bloks = [{ _uid: 'x', component: 'coupon', title: 'Deals' }];
    expect(renderToStaticMarkup(<Blocks bloks={bloks} />)).toBe('');
    const html = renderToStaticMarkup(
      <CmsProvider mode="draft">
        <Blocks bloks={bloks} />
      </CmsProvider>,
    );
    expect(html).toContain('Unknown block &quot;coupon&quot;');
  });

  it('lets an app add or replace blocks, nested bloks included', () => {
    const { bloks } = validateBloks([{ _uid: 's', component: 'section' }], { mode: 'published' });
    const section = { ...bloks[0], content: [{ _uid: 'x', component: 'promo', title: 'Deals' }] };
    registerBlocks({ ...registry, promo: Promo });
    const html = renderToStaticMarkup(<Blocks bloks={[section]} />);
    expect(html).toContain('<aside>Deals</aside>');
  });

  it('renders nothing for an empty or missing list', () => {
    expect(render([])).toBe('');
    expect(renderToStaticMarkup(<Blocks bloks={undefined} />)).toBe('');
  });
});
