import { z } from 'zod/mini';
import { blokFields, richTextField, storyblokComponents } from '../../fields/fields';
import { layoutFields } from '../layout/schema';

/** Formatted text: headings, paragraphs, lists and links from the rich text editor. */
export const textSchema = z
  .object({
    ...blokFields('text'),
    text: richTextField('Text'),
    ...layoutFields(),
  })
  .register(storyblokComponents, { display_name: 'Text', is_root: false, is_nestable: true });

/** A validated text blok. */
export type TextBlok = z.output<typeof textSchema>;
