import { z } from 'zod/mini';
import { blokFields, imageField, linkField, optionalTextField, storyblokComponents } from '../fields/fields';
import { colorField } from './fields';

/** The promo banner story's content (SPEC §3: mobile and desktop image, url, background colours). */
export const promoBannerSchema = z
  .object({
    ...blokFields('promo_banner'),
    text: optionalTextField('Text', {
      description: 'What the banner says, read out in place of the images when they have no alt text.',
    }),
    mobile_image: imageField('Mobile image (768x32)'),
    desktop_image: imageField('Desktop image (1334x32)'),
    link: linkField('Link'),
    background_color: colorField('Background colour'),
    desktop_background_color: colorField('Desktop background colour'),
  })
  .register(storyblokComponents, { display_name: 'Promo banner', is_root: true, is_nestable: false });

/** The validated promo banner story content. */
export type PromoBannerBlok = z.output<typeof promoBannerSchema>;
