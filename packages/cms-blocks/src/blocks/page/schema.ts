import { z } from 'zod/mini';
import { blokFields, contentBlocksField, optionalTextField, storyblokComponents } from '../../fields/fields';

/** A page: the content type of a story, holding its sections and blocks top to bottom. */
export const pageSchema = z
  .object({
    ...blokFields('page'),
    body: contentBlocksField('Body'),
    title: optionalTextField('SEO title', { description: 'Shown in the browser tab and search results.' }),
    description: optionalTextField('SEO description', { multiline: true }),
  })
  .register(storyblokComponents, { display_name: 'Page', is_root: true, is_nestable: false });

/** A validated page blok. */
export type PageBlok = z.output<typeof pageSchema>;
