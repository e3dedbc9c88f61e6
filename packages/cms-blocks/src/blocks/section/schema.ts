import { z } from 'zod/mini';
import { blokFields, contentBlocksField, optionalTextField, storyblokComponents } from '../../fields/fields';
import { layoutFields } from '../layout/schema';

/** A layout section: a full-width band with background, spacing and per-device visibility around its bloks. */
export const sectionSchema = z
  .object({
    ...blokFields('section'),
    content: contentBlocksField('Content'),
    anchor: optionalTextField('Anchor id', { description: 'Lets links ending in #anchor-id scroll here.' }),
    ...layoutFields({ maxWidth: 'WIDE', padding: 'MEDIUM' }),
  })
  .register(storyblokComponents, { display_name: 'Section', is_root: false, is_nestable: true });

/** A validated section blok. */
export type SectionBlok = z.output<typeof sectionSchema>;
