import { z } from 'zod/mini';
import {
  blokFields,
  imageField,
  linkField,
  optionalTextField,
  requiredImageField,
  storyblokComponents,
} from '../../fields/fields';
import { layoutFields } from '../layout/schema';

const inherits = 'Empty takes the image of the next smaller device.';

/** An image from the asset library, optionally per device and optionally linked. */
export const imageSchema = z
  .object({
    ...blokFields('image'),
    image: requiredImageField('Image', 'Shown on phones, and on larger devices without their own image.'),
    image_tablet: imageField('Image (tablet)', inherits),
    image_desktop: imageField('Image (desktop)', inherits),
    alt: optionalTextField('Alternative text', { description: "Empty uses the asset's alt text." }),
    link: linkField('Link'),
    ...layoutFields(),
  })
  .register(storyblokComponents, { display_name: 'Image', is_root: false, is_nestable: true });

/** A validated image blok. */
export type ImageBlok = z.output<typeof imageSchema>;
