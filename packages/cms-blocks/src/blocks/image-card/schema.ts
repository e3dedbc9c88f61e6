import { z } from 'zod/mini';
import {
  blokFields,
  imageField,
  linkField,
  optionalTextField,
  optionField,
  requiredImageField,
  richTextField,
  storyblokComponents,
} from '../../fields/fields';
import { layoutFields } from '../layout/schema';
import { IMAGE_CARD_SIZES } from './sizes';

/** A card with a cover image, text over it and an optional link spanning the whole card. */
export const imageCardSchema = z
  .object({
    ...blokFields('image_card'),
    image: requiredImageField('Image', 'Covers the card; shown on phones and tablets.'),
    image_desktop: imageField('Image (desktop)', 'Empty uses the image above.'),
    text: richTextField('Text'),
    link: linkField('Link'),
    link_text: optionalTextField('Link text', {
      description: "Shown at the bottom; the whole card is the link. Empty uses the image's alt text.",
    }),
    size: optionField(IMAGE_CARD_SIZES, 'Size', 'MEDIUM'),
    ...layoutFields(),
  })
  .register(storyblokComponents, { display_name: 'Image card', is_root: false, is_nestable: true });

/** A validated image card blok. */
export type ImageCardBlok = z.output<typeof imageCardSchema>;
