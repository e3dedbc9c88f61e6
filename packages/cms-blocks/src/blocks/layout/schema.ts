import { BUTTON_COLORS } from '@fitkit/ui/button';
import { imageField, optionalOptionField, optionField, visibilityField } from '../../fields/fields';
import {
  LAYOUT_ALIGNMENTS,
  LAYOUT_MAX_WIDTHS,
  LAYOUT_MIN_HEIGHTS,
  LAYOUT_SPACINGS,
  type LayoutAlignment,
  type LayoutMaxWidth,
  type LayoutSpacing,
} from './layout';

/** What a block's layout starts as when the editor leaves a field empty. */
export interface LayoutDefaults {
  /** Content width; NONE unless given. */
  maxWidth?: LayoutMaxWidth;
  /** Vertical padding; NONE unless given. */
  padding?: LayoutSpacing;
  /** Vertical margin; NONE unless given. */
  margin?: LayoutSpacing;
  /** Alignment; LEFT unless given. */
  align?: LayoutAlignment;
}

const inherits = 'Empty takes the value of the next smaller device.';

/**
 * The layout fields every block carries (SPEC §3): spread them into a block schema's `z.object({...})`.
 * Per-device background colour and image, content width, minimum height, padding, margin, alignment and
 * visibility (INHERIT/true/false, inheriting mobile → tablet → desktop). The parsed values fit
 * {@link LayoutBlokFields}, which `BlockLayout` renders.
 */
export function layoutFields(defaults: LayoutDefaults = {}) {
  return {
    max_width: optionField(LAYOUT_MAX_WIDTHS, 'Content width', defaults.maxWidth ?? 'NONE'),
    min_height: optionField(LAYOUT_MIN_HEIGHTS, 'Minimum height', 'NONE'),
    background_color_mobile: optionalOptionField(BUTTON_COLORS, 'Background colour (mobile)'),
    background_color_tablet: optionalOptionField(BUTTON_COLORS, 'Background colour (tablet)', inherits),
    background_color_desktop: optionalOptionField(BUTTON_COLORS, 'Background colour (desktop)', inherits),
    background_image_mobile: imageField('Background image (mobile)'),
    background_image_tablet: imageField('Background image (tablet)', inherits),
    background_image_desktop: imageField('Background image (desktop)', inherits),
    padding_mobile: optionField(LAYOUT_SPACINGS, 'Padding (mobile)', defaults.padding ?? 'NONE'),
    padding_tablet: optionalOptionField(LAYOUT_SPACINGS, 'Padding (tablet)', inherits),
    padding_desktop: optionalOptionField(LAYOUT_SPACINGS, 'Padding (desktop)', inherits),
    margin_mobile: optionField(LAYOUT_SPACINGS, 'Margin (mobile)', defaults.margin ?? 'NONE'),
    margin_tablet: optionalOptionField(LAYOUT_SPACINGS, 'Margin (tablet)', inherits),
    margin_desktop: optionalOptionField(LAYOUT_SPACINGS, 'Margin (desktop)', inherits),
    align_mobile: optionField(LAYOUT_ALIGNMENTS, 'Alignment (mobile)', defaults.align ?? 'LEFT'),
    align_tablet: optionalOptionField(LAYOUT_ALIGNMENTS, 'Alignment (tablet)', inherits),
    align_desktop: optionalOptionField(LAYOUT_ALIGNMENTS, 'Alignment (desktop)', inherits),
    visible_mobile: visibilityField('Visible on mobile'),
    visible_tablet: visibilityField('Visible on tablet'),
    visible_desktop: visibilityField('Visible on desktop'),
  };
}
