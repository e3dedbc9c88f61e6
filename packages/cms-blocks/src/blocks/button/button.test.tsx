import { describe, expect, it } from 'vitest';
import { renderRawBloks } from '../../registry/raw-blok.test.helper';

const render = (fields: Record<string, unknown>, mode: 'published' | 'edit' = 'published') =>
  renderRawBloks([{ _uid: 'b', component: 'button', label: 'Shop', ...fields }], mode);

describe('ButtonBlock', () => {
  it('renders a plain button with the defaults when there is no link', () => {
    const html = render({});
    expect(html).toMatch(/<div class="fk-layout__inner"><button type="button" class="fk-button [^"]*"/);
    expect(html).toContain('data-slot="cms-button"');
    expect(html).toContain('--fk-layout-display-m:inline-block');
    expect(html).toContain('data-variant="SOLID"');
    expect(html).toContain('data-color="PRIMARY"');
    expect(html).toContain('data-size="NORMAL"');
    expect(html).toContain('>Shop</span>');
  });

  it('passes every option through to the ui Button', () => {
    const html = render({
      style: 'OUTLINE',
      color: 'GRAY_DARKEST',
      size: 'XSMALL',
      icon: 'PADLOCK',
      type: 'reset',
    });
    expect(html).toContain('type="reset"');
    expect(html).toContain('data-variant="OUTLINE"');
    expect(html).toContain('data-color="GRAY_DARKEST"');
    expect(html).toContain('data-size="XSMALL"');
    expect(html).toContain('data-icon="PADLOCK"');
  });

  it('renders a link styled as a button when the link resolves', () => {
    const html = render({
      link: { linktype: 'url', url: '/search?q=floor%20mats' },
      color: 'ACTION',
      full_width: true,
    });
    expect(html).toMatch(
      /<div class="fk-layout__inner"><a class="fk-button [^"]*fk-button--full-width[^"]*"/,
    );
    // A full-width button takes its own line.
    expect(html).toContain('--fk-layout-display-m:flow-root');
    expect(html).toContain('href="/search/?q=floor%20mats"');
    expect(html).toContain('data-link-kind="internal"');
    expect(html).toContain('data-color="ACTION"');
    expect(html).toContain('<span class="fk-button__content">Shop</span></a>');
  });

  it('falls back to a plain button when the link is empty or unsafe', () => {
    expect(render({ link: { linktype: 'story', url: '', cached_url: '' } })).toMatch(/__inner"><button/);
    expect(render({ link: 'javascript:alert(1)' })).toMatch(/__inner"><button/);
  });

  it('renders nothing for a value outside the ui enumerations', () => {
    for (const field of ['style', 'color', 'size', 'icon', 'type']) {
      expect(render({ [field]: 'NOPE' })).toBe('');
    }
  });

  it('carries the editor attributes in edit mode only', () => {
    const _editable = '<!--#storyblok#{"uid":"b","id":"3"}-->';
    const edit = render({ _editable }, 'edit');
    expect(edit).toContain('data-blok-uid="3-b"');
    expect(render({ _editable })).not.toContain('data-blok-uid');
  });
});
