// On purpose, './section' loads before the registry: a block module must load first without tripping
// over the block ↔ registry import cycle.
import './section';
import { describe, expect, it } from 'vitest';
import type { CmsMode } from '../../cms-provider/cms-provider';
import { renderRawBloks } from '../../registry/raw-blok.test.helper';

const paragraph = (text: string) => ({
  _uid: `t-${text}`,
  component: 'text',
  text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
});

function render(blok: Record<string, unknown>, mode: CmsMode = 'published') {
  return renderRawBloks([{ _uid: 's1', component: 'section', ...blok }], mode);
}

describe('SectionBlock', () => {
  it('renders its content bloks inside the width container', () => {
    const html = render({ content: [paragraph('Hello'), paragraph('World')] });
    expect(html).toContain('<section class="fk-layout fk-section" data-slot="cms-section"');
    expect(html).toMatch(
      /<div class="fk-layout__inner"><div class="fk-layout" data-slot="cms-text" style="[^"]*"><div class="fk-layout__inner"><p>Hello<\/p><\/div>/,
    );
    expect(html).toContain('<p>World</p>');
  });

  it('writes its layout as CSS variables and ships the shared stylesheet', () => {
    const html = render({ min_height: 'SMALL', background_color_mobile: 'PRIMARY' });
    expect(html).toContain('--fk-layout-min-height-m:250px');
    expect(html).toContain('--fk-layout-min-height-d:350px');
    expect(html).toContain('--fk-layout-bg-m:var(--fk-color-primary)');
    expect(html).toContain('--fk-layout-max-width:1280px');
    expect(html).toContain('--fk-layout-padding-m:var(--fk-space-6, 2rem)');
    expect(html).toContain('.fk-layout{');
    expect(html).toContain('.fk-section>.fk-layout__inner{');
  });

  it('uses a valid anchor as id and drops an unsafe one', () => {
    expect(render({ anchor: 'fitment' })).toContain('id="fitment"');
    expect(render({ anchor: '1 bad"id' })).not.toContain('id=');
  });

  it('renders nothing to shoppers when hidden on every device', () => {
    expect(render({ visible_mobile: 'false', content: [paragraph('Secret')] })).toBe('');
  });

  it('keeps a fully hidden section in preview so editors can still find it', () => {
    expect(render({ visible_mobile: 'false', content: [paragraph('Secret')] }, 'draft')).toContain('Secret');
  });

  it('marks the section for the visual editor only in edit mode', () => {
    const _editable = '<!--#storyblok#{"name":"section","uid":"s1","id":"9"}-->';
    expect(render({ _editable }, 'edit')).toContain('data-blok-uid="9-s1"');
    expect(render({ _editable }, 'draft')).not.toContain('data-blok-uid');
  });

  it('is replaced by a warning in preview when a field is invalid', () => {
    expect(render({ min_height: 'HUGE' })).toBe('');
    const html = render({ min_height: 'HUGE' }, 'edit');
    expect(html).toContain('data-slot="cms-blok-problem"');
    expect(html).toContain('min_height');
  });
});
