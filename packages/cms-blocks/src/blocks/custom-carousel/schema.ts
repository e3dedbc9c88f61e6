import { CAROUSEL_ITEM_WIDTH } from '@fitkit/ui/carousel';
import { z } from 'zod/mini';
import {
  blokFields,
  booleanField,
  contentBlocksField,
  integerField,
  optionalTextField,
  storyblokComponents,
} from '../../fields/fields';
import { carouselLabelField } from '../carousel/schema';
import { layoutFields } from '../layout/schema';

/** A row of fixed-width items (any bloks, e.g. image cards) scrolled with buttons, keys, swipe or drag. */
export const customCarouselSchema = z
  .object({
    ...blokFields('custom_carousel'),
    title: optionalTextField('Title'),
    label: carouselLabelField(),
    items: contentBlocksField('Items'),
    item_width: integerField('Item width (px)', { min: 80, max: 1920, fallback: CAROUSEL_ITEM_WIDTH }),
    loop: booleanField('Loop from the last item to the first', false),
    ...layoutFields(),
  })
  .register(storyblokComponents, { display_name: 'Custom carousel', is_root: false, is_nestable: true });

/** A validated custom carousel blok. */
export type CustomCarouselBlok = z.output<typeof customCarouselSchema>;
