import { BUTTON_COLORS, BUTTON_ICONS, BUTTON_SIZES, BUTTON_STYLES, BUTTON_TYPES } from '@fitkit/ui/button';
import { z } from 'zod/mini';
import {
  blokFields,
  booleanField,
  linkField,
  optionalOptionField,
  optionField,
  requiredTextField,
  storyblokComponents,
} from '../../fields/fields';
import { layoutFields } from '../layout/schema';

/** A button (SPEC §3 Button options); with a link it navigates, without one it is a plain button. */
export const buttonSchema = z
  .object({
    ...blokFields('button'),
    label: requiredTextField('Label'),
    link: linkField('Link'),
    style: optionField(BUTTON_STYLES, 'Style', 'SOLID'),
    color: optionField(BUTTON_COLORS, 'Colour', 'PRIMARY'),
    size: optionField(BUTTON_SIZES, 'Size', 'NORMAL'),
    icon: optionalOptionField(BUTTON_ICONS, 'Icon'),
    type: optionField(BUTTON_TYPES, 'Type', 'button'),
    full_width: booleanField('Full width', false),
    ...layoutFields(),
  })
  .register(storyblokComponents, { display_name: 'Button', is_root: false, is_nestable: true });

/** A validated button blok. */
export type ButtonBlok = z.output<typeof buttonSchema>;
