import type { CSSProperties } from 'react';
import { useCms } from '../../cms-provider/cms-provider';
import { Blocks } from '../../registry/blocks';
import { editableAttributes } from '../../registry/editable';
import { type BlokComponentProps, ValidBlok } from '../../registry/valid-blok';
import { resolveVisibility, SECTION_CSS, type SectionLayout, sectionCssVariables } from './layout';
import { type SectionBlok, sectionSchema } from './schema';

/** The section's layout fields grouped per setting and device. */
export function sectionLayout(blok: SectionBlok): SectionLayout {
  return {
    maxWidth: blok.max_width,
    minHeight: blok.min_height,
    backgroundColor: {
      mobile: blok.background_color_mobile,
      tablet: blok.background_color_tablet,
      desktop: blok.background_color_desktop,
    },
    backgroundImage: {
      mobile: blok.background_image_mobile,
      tablet: blok.background_image_tablet,
      desktop: blok.background_image_desktop,
    },
    padding: { mobile: blok.padding_mobile, tablet: blok.padding_tablet, desktop: blok.padding_desktop },
    margin: { mobile: blok.margin_mobile, tablet: blok.margin_tablet, desktop: blok.margin_desktop },
    align: { mobile: blok.align_mobile, tablet: blok.align_tablet, desktop: blok.align_desktop },
    visible: { mobile: blok.visible_mobile, tablet: blok.visible_tablet, desktop: blok.visible_desktop },
  };
}

const ANCHOR_ID = /^[A-Za-z][\w-]*$/;

function Section({ blok }: { blok: SectionBlok }) {
  const { mode } = useCms();
  const layout = sectionLayout(blok);
  const visible = resolveVisibility(layout.visible);
  // Hidden everywhere: skip the markup entirely rather than ship it with display:none.
  if (!visible.mobile && !visible.tablet && !visible.desktop && mode === 'published') return null;
  const id = blok.anchor && ANCHOR_ID.test(blok.anchor) ? blok.anchor : undefined;
  // On a palette background the link colour may not contrast, so links take the section's text colour.
  const hasBackground = Object.values(layout.backgroundColor).some(Boolean);
  return (
    <section
      id={id}
      className="fk-section"
      data-slot="cms-section"
      data-background={hasBackground ? '' : undefined}
      style={sectionCssVariables(layout) as CSSProperties}
      {...(mode === 'edit' ? editableAttributes(blok._editable) : {})}
    >
      <style href="fk-cms-section" precedence="default">
        {SECTION_CSS}
      </style>
      <div className="fk-section__inner">
        <Blocks bloks={blok.content} />
      </div>
    </section>
  );
}

/** Registered component of the `section` block. */
export function SectionBlock({ blok }: BlokComponentProps) {
  return (
    <ValidBlok schema={sectionSchema} blok={blok}>
      {(valid) => <Section blok={valid} />}
    </ValidBlok>
  );
}
