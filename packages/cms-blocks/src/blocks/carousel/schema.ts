import { z } from 'zod/mini';
import {
  blokFields,
  booleanField,
  contentBlocksField,
  optionalTextField,
  storyblokComponents,
} from '../../fields/fields';
import { layoutFields } from '../layout/schema';

/** The accessible-name field every carousel block shares (a titled carousel is named by its title). */
export function carouselLabelField() {
  return optionalTextField('Accessible name', {
    description: 'Read by screen readers when there is no title; make it different from other carousels.',
  });
}

/** A carousel of full-width slides (any bloks), with previous/next buttons and dots (SPEC §4 Carousel). */
export const carouselSchema = z
  .object({
    ...blokFields('carousel'),
    title: optionalTextField('Title'),
    label: carouselLabelField(),
    slides: contentBlocksField('Slides'),
    loop: booleanField('Loop from the last slide to the first', true),
    dots: booleanField('Show dots', true),
    ...layoutFields(),
  })
  .register(storyblokComponents, { display_name: 'Carousel', is_root: false, is_nestable: true });

/** A validated carousel blok. */
export type CarouselBlok = z.output<typeof carouselSchema>;
