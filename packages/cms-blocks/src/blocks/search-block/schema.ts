import { SORT_OPTIONS } from '@fitkit/ui/sort-select';
import { z } from 'zod/mini';
import {
  blokFields,
  booleanField,
  integerField,
  optionalTextField,
  optionField,
  storyblokComponents,
  storyblokFields,
} from '../../fields/fields';
import { layoutFields } from '../layout/schema';

/** Most products one search block shows (one catalogue page). */
export const SEARCH_BLOCK_MAX_COUNT = 48;
/** Products shown when the editor gives no count. */
export const SEARCH_BLOCK_DEFAULT_COUNT = 8;

/** An optional slug-like field ('exterior/bumpers', 'trail-armor'); blank means unset. */
function slugField(display_name: string, pattern: RegExp, message: string, description: string) {
  return z
    .pipe(
      z.pipe(
        z.nullish(z.string()),
        z.transform(
          (value) =>
            value
              ?.trim()
              .replace(/^\/+|\/+$/g, '')
              .toLowerCase() || undefined,
        ),
      ),
      z.optional(z.string().check(z.regex(pattern, message))),
    )
    .register(storyblokFields, { type: 'text', display_name, description });
}

/** A product grid fed by an editor's query: search text and/or category and brand, and how many to show. */
export const searchBlockSchema = z
  .object({
    ...blokFields('search_block'),
    title: optionalTextField('Title'),
    query: optionalTextField('Search text', { description: 'Searches names, brands and part numbers.' }),
    category: slugField(
      'Category path',
      /^[a-z0-9-]{1,64}(\/[a-z0-9-]{1,64}){0,4}$/,
      'A category path looks like exterior/bumpers',
      'The part of a category address after /c/, e.g. exterior/bumpers.',
    ),
    brand: slugField(
      'Brand',
      /^[a-z0-9-]{1,64}$/,
      'A brand looks like trail-armor',
      'The part of a brand address after /b/.',
    ),
    count: integerField('Number of products', {
      min: 1,
      max: SEARCH_BLOCK_MAX_COUNT,
      fallback: SEARCH_BLOCK_DEFAULT_COUNT,
    }),
    sort: optionField(SORT_OPTIONS, 'Sort', 'relevance'),
    fit_vehicle: booleanField("Only parts that fit the shopper's vehicle", true),
    ...layoutFields(),
  })
  .check(
    z.refine((blok) => Boolean(blok.query || blok.category || blok.brand), {
      message: 'Give search text, a category or a brand',
      path: ['query'],
    }),
  )
  .register(storyblokComponents, { display_name: 'Search block', is_root: false, is_nestable: true });

/** A validated search block blok. */
export type SearchBlok = z.output<typeof searchBlockSchema>;
