import { BUTTON_COLORS } from '@fitkit/ui';
import { z } from 'zod/mini';
import {
  blocksField,
  blokFields,
  imageField,
  optionalOptionField,
  optionalTextField,
  optionField,
  storyblokComponents,
  visibilityField,
} from '../../fields/fields';
import { SECTION_ALIGNMENTS, SECTION_MAX_WIDTHS, SECTION_MIN_HEIGHTS, SECTION_SPACINGS } from './layout';

const inherits = 'Empty takes the value of the next smaller device.';

/** A layout section: a full-width band with background, spacing and per-device visibility around its bloks. */
export const sectionSchema = z
  .object({
    ...blokFields('section'),
    content: blocksField('Content'),
    anchor: optionalTextField('Anchor id', { description: 'Lets links ending in #anchor-id scroll here.' }),
    max_width: optionField(SECTION_MAX_WIDTHS, 'Content width', 'WIDE'),
    min_height: optionField(SECTION_MIN_HEIGHTS, 'Minimum height', 'NONE'),
    background_color_mobile: optionalOptionField(BUTTON_COLORS, 'Background colour (mobile)'),
    background_color_tablet: optionalOptionField(BUTTON_COLORS, 'Background colour (tablet)', inherits),
    background_color_desktop: optionalOptionField(BUTTON_COLORS, 'Background colour (desktop)', inherits),
    background_image_mobile: imageField('Background image (mobile)'),
    background_image_tablet: imageField('Background image (tablet)'),
    background_image_desktop: imageField('Background image (desktop)'),
    padding_mobile: optionalOptionField(SECTION_SPACINGS, 'Padding (mobile)', 'Empty means MEDIUM.'),
    padding_tablet: optionalOptionField(SECTION_SPACINGS, 'Padding (tablet)', inherits),
    padding_desktop: optionalOptionField(SECTION_SPACINGS, 'Padding (desktop)', inherits),
    margin_mobile: optionalOptionField(SECTION_SPACINGS, 'Margin (mobile)', 'Empty means NONE.'),
    margin_tablet: optionalOptionField(SECTION_SPACINGS, 'Margin (tablet)', inherits),
    margin_desktop: optionalOptionField(SECTION_SPACINGS, 'Margin (desktop)', inherits),
    align_mobile: optionalOptionField(SECTION_ALIGNMENTS, 'Alignment (mobile)', 'Empty means LEFT.'),
    align_tablet: optionalOptionField(SECTION_ALIGNMENTS, 'Alignment (tablet)', inherits),
    align_desktop: optionalOptionField(SECTION_ALIGNMENTS, 'Alignment (desktop)', inherits),
    visible_mobile: visibilityField('Visible on mobile'),
    visible_tablet: visibilityField('Visible on tablet'),
    visible_desktop: visibilityField('Visible on desktop'),
  })
  .register(storyblokComponents, { display_name: 'Section', is_root: false, is_nestable: true });

/** A validated section blok. */
export type SectionBlok = z.output<typeof sectionSchema>;
