import { Blocks } from '../../registry/blocks';
import { type BlokComponentProps, ValidBlok } from '../../registry/valid-blok';
import { BlockLayout } from '../layout/block-layout';
import { type SectionBlok, sectionSchema } from './schema';

const ANCHOR_ID = /^[A-Za-z][\w-]*$/;

// Sections are page bands: their content keeps a gutter from the screen edge, and buttons placed straight
// in a section get breathing room between them.
const SECTION_CSS = `.fk-section>.fk-layout__inner{padding-inline:var(--fk-space-4,1rem)}
.fk-section>.fk-layout__inner>[data-slot="button"]{margin:var(--fk-space-2,.5rem) var(--fk-space-1,.25rem)}`;

function Section({ blok }: { blok: SectionBlok }) {
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

/** Registered component of the `section` block. */
export function SectionBlock({ blok }: BlokComponentProps) {
  return (
    <ValidBlok schema={sectionSchema} blok={blok}>
      {(valid) => <Section blok={valid} />}
    </ValidBlok>
  );
}
