import { z } from 'zod/mini';
import {
  blocksField,
  blokFields,
  integerField,
  optionalTextField,
  requiredTextField,
  storyblokComponents,
  storyblokFields,
} from '../../fields/fields';
import { layoutFields } from '../layout/schema';
import { isReviewDate } from './review-date';

/**
 * One review an editor typed in: who wrote it, the stars (1–5), what they said and when. A block of its own
 * so editors add reviews as nested bloks, meant for the reviews carousel.
 */
export const reviewSchema = z
  .object({
    ...blokFields('review'),
    author: requiredTextField('Author'),
    rating: integerField('Rating (1–5 stars)', { min: 1, max: 5, fallback: 5 }),
    text: z
      .string()
      .check(z.trim(), z.minLength(1))
      .register(storyblokFields, { type: 'textarea', display_name: 'Review', required: true }),
    date: z
      .pipe(
        z.pipe(
          z.nullish(z.string()),
          z.transform((value) => value?.trim().slice(0, 10) || undefined),
        ),
        z.optional(z.string().check(z.refine(isReviewDate, 'Use a date such as 2026-11-03'))),
      )
      .register(storyblokFields, {
        type: 'text',
        display_name: 'Date',
        description: 'YYYY-MM-DD, e.g. 2026-11-03.',
      }),
  })
  .register(storyblokComponents, { display_name: 'Review', is_root: false, is_nestable: true });

/** A validated review. */
export type Review = z.output<typeof reviewSchema>;

/** A carousel of customer reviews the editor enters by hand. */
export const reviewsCarouselSchema = z
  .object({
    ...blokFields('reviews_carousel'),
    title: optionalTextField('Title', { description: 'Empty shows "Customer Reviews".' }),
    reviews: blocksField('Reviews', ['review']),
    ...layoutFields(),
  })
  .register(storyblokComponents, { display_name: 'Reviews carousel', is_root: false, is_nestable: true });

/** A validated reviews carousel blok. */
export type ReviewsCarouselBlok = z.output<typeof reviewsCarouselSchema>;
