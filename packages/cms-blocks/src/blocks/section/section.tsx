import { type BlockComponentProps, Blocks } from '../../registry/blocks';
import { BlockLayout } from '../layout/block-layout';
import type { SectionBlok } from './schema';

const ANCHOR_ID = /^[A-Za-z][\w-]*$/;

// Sections are page bands: their content keeps a gutter from the screen edge, and buttons placed straight
// in a section get breathing room between them.
const SECTION_CSS = `.fk-section>.fk-layout__inner{padding-inline:var(--fk-space-4,1rem)}
.fk-section>.fk-layout__inner>[data-slot="cms-button"]{margin:var(--fk-space-2,.5rem) var(--fk-space-1,.25rem)}`;

/** Registered component of the `section` block. */
export function SectionBlock({ blok }: BlockComponentProps<SectionBlok>) {
  const id = blok.anchor && ANCHOR_ID.test(blok.anchor) ? blok.anchor : undefined;
  return (
    <BlockLayout blok={blok} as="section" slot="cms-section" className="fk-section" id={id}>
      <style href="fk-cms-section" precedence="default">
        {SECTION_CSS}
      </style>
      <Blocks bloks={blok.content} />
    </BlockLayout>
  );
}
