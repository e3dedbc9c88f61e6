import { VIDEO_TYPES } from '@fitkit/ui/video';
import { z } from 'zod/mini';
import {
  blokFields,
  booleanField,
  contentBlocksField,
  imageField,
  optionField,
  requiredTextField,
  storyblokComponents,
  storyblokFields,
} from '../../fields/fields';
import { layoutFields } from '../layout/schema';

/** A hero video banner: a poster with optional content over it, and the wistia or youtube player on demand. */
export const videoBannerSchema = z
  .object({
    ...blokFields('video_banner'),
    video_type: optionField(VIDEO_TYPES, 'Video host', 'youtube'),
    video_id: z
      .string()
      .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'A video id has 1–64 letters, digits, - and _'))
      .register(storyblokFields, {
        type: 'text',
        display_name: 'Video id',
        required: true,
        description: 'The id in the video address, e.g. the part after v= on youtube.',
      }),
    title: requiredTextField('Video title', 'Names the play button and the player for screen readers.'),
    poster_mobile: imageField('Poster (mobile)', 'Shown at 768×465 on phones; the desktop poster if empty.'),
    poster_desktop: imageField('Poster (desktop)', 'Shown at 1920×600, or 1920×450 as a desktop banner.'),
    banner: booleanField('Desktop banner (1920×450)', false),
    content: contentBlocksField('Content over the poster'),
    ...layoutFields(),
  })
  .register(storyblokComponents, { display_name: 'Video banner', is_root: false, is_nestable: true });

/** A validated video banner blok. */
export type VideoBannerBlok = z.output<typeof videoBannerSchema>;
