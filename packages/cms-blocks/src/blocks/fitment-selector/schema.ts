import { VEHICLE_SELECTOR_MODES } from '@fitkit/fitment';
import { VEHICLE_SELECTOR_LAYOUTS } from '@fitkit/ui/vehicle-selector-fields';
import { z } from 'zod/mini';
import {
  blokFields,
  optionalOptionField,
  optionalTextField,
  optionField,
  storyblokComponents,
} from '../../fields/fields';
import { layoutFields } from '../layout/schema';

/** Inline vehicle selects (year, make, model…) that save the shopper's vehicle through the shop's form action. */
export const fitmentSelectorSchema = z
  .object({
    ...blokFields('fitment_selector'),
    title: optionalTextField('Title', { description: 'Empty shows "Select Your Vehicle".' }),
    button_label: optionalTextField('Button text', { description: 'Empty shows "Shop Now".' }),
    layout: optionField(VEHICLE_SELECTOR_LAYOUTS, 'Select layout', 'row'),
    mode: optionalOptionField(
      VEHICLE_SELECTOR_MODES,
      'After saving',
      'MMY opens the vehicle page, SAME_DAY_SHIPPING adds same-day parts; empty follows the page.',
    ),
    ...layoutFields(),
  })
  .register(storyblokComponents, { display_name: 'Fitment selector', is_root: false, is_nestable: true });

/** A validated fitment selector blok. */
export type FitmentSelectorBlok = z.output<typeof fitmentSelectorSchema>;
