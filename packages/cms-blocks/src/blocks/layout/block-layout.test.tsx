import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type CmsMode, CmsProvider } from '../../cms-provider/cms-provider';
import { BlockLayout } from './block-layout';
import type { LayoutBlokFields } from './layout';

const base: LayoutBlokFields = {
  max_width: 'NARROW',
  min_height: 'NONE',
  padding_mobile: 'SMALL',
  margin_mobile: 'NONE',
  align_mobile: 'CENTER',
};

function render(blok: Partial<LayoutBlokFields> & { _editable?: string }, mode: CmsMode = 'published') {
  return renderToStaticMarkup(
    <CmsProvider mode={mode}>
      <BlockLayout blok={{ ...base, ...blok }} slot="cms-demo" className="fk-demo">
        <p>Body</p>
      </BlockLayout>
    </CmsProvider>,
  );
}

describe('BlockLayout', () => {
  it('wraps the content in the outer layout element and the width container', () => {
    const html = render({});
    expect(html).toMatch(
      /<div class="fk-layout fk-demo" data-slot="cms-demo" style="[^"]*--fk-layout-max-width:768px/,
    );
    expect(html).toContain('--fk-layout-align-m:center');
    expect(html).toContain('<div class="fk-layout__inner"><p>Body</p></div>');
    expect(html).toContain('.fk-layout__inner{');
  });

  it('marks a palette background so links follow its text colour', () => {
    expect(render({ background_color_tablet: 'BLACK' })).toContain('data-slot="cms-demo" data-background=""');
    expect(render({})).not.toMatch(/<div [^>]*data-background/);
  });

  it('renders nothing to shoppers when hidden on every device, but keeps it in preview', () => {
    expect(render({ visible_mobile: false })).toBe('');
    expect(render({ visible_mobile: false }, 'draft')).toContain('<p>Body</p>');
    expect(render({ visible_mobile: false, visible_desktop: true })).toContain('--fk-layout-display-m:none');
  });

  it('carries the visual editor attributes in edit mode only', () => {
    const _editable = '<!--#storyblok#{"name":"image","uid":"i1","id":"7"}-->';
    expect(render({ _editable }, 'edit')).toContain('data-blok-uid="7-i1"');
    expect(render({ _editable }, 'draft')).not.toContain('data-blok-uid');
  });
});
