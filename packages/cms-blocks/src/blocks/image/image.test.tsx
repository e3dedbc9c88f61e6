import { describe, expect, it } from 'vitest';
import type { CmsMode } from '../../cms-provider/cms-provider';
import { renderRawBloks } from '../../registry/raw-blok.test.helper';
import { parseBlok } from '../../registry/validate';

const asset = (name: string, alt = '') => ({
  id: 1,
  filename: `/api/img/cms/${name}.svg`,
  alt,
  fieldtype: 'asset',
});
const image = (uid: string, fields: Record<string, unknown> = {}) => ({
  _uid: uid,
  component: 'image',
  image: asset(uid, `Picture ${uid}`),
  ...fields,
});

const render = (bloks: unknown[], mode: CmsMode = 'published') => renderRawBloks(bloks, mode);

describe('ImageBlock', () => {
  it('renders the phone image with its alt text inside the layout wrapper', () => {
    const html = render([image('a', { align_mobile: 'CENTER' })]);
    expect(html).toContain('data-slot="cms-image"');
    expect(html).toContain('--fk-layout-align-m:center');
    expect(html).toMatch(
      /<picture><img class="fk-image__img" src="\/api\/img\/cms\/a.svg" alt="Picture a" loading="eager"/,
    );
  });

  it('adds a source per larger device with its own image, desktop first', () => {
    const html = render([image('a', { image_tablet: asset('t'), image_desktop: asset('d') })]);
    expect(html).toContain(
      '<picture><source media="(min-width: 1024px)" srcSet="/api/img/cms/d.svg"/><source media="(min-width: 768px)" srcSet="/api/img/cms/t.svg"/><img',
    );
    expect(render([image('a', { image_desktop: asset('d') })])).not.toContain('min-width: 768px');
  });

  it('prefers the alt text typed on the blok', () => {
    expect(render([image('a', { alt: 'Floor mats in a Wrangler' })])).toContain(
      'alt="Floor mats in a Wrangler"',
    );
  });

  it('links the image through the links resolver', () => {
    const html = render([image('a', { link: { linktype: 'url', url: '/c/interior' } })]);
    expect(html).toMatch(
      /<a [^>]*class="fk-image__link"[^>]*href="\/c\/interior\/"|<a [^>]*href="\/c\/interior\/"[^>]*class="fk-image__link"/,
    );
    expect(render([image('a')])).not.toContain('<a ');
  });

  it('loads images lazily after the first five on the page, but never in preview', () => {
    const bloks = ['1', '2', '3', '4', '5', '6'].map((uid) => image(uid));
    const loading = (mode: CmsMode) => [...render(bloks, mode).matchAll(/loading="(\w+)"/g)].map((m) => m[1]);
    expect(loading('published')).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'lazy']);
    expect(loading('draft')).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'eager']);
  });

  it('needs an image', () => {
    const result = parseBlok({ _uid: 'a', component: 'image', image: { filename: '' } });
    expect(result).toMatchObject({
      ok: false,
      report: { issues: [{ path: 'image', message: 'Choose an image' }] },
    });
  });
});
