import { SAME_DAY_MODES } from '@fitkit/ui/shipping-info';
import { z } from 'zod/mini';
import {
  blokFields,
  linkField,
  optionalTextField,
  optionField,
  storyblokComponents,
  storyblokFields,
} from '../../fields/fields';
import { layoutFields } from '../layout/schema';
import { DEFAULT_CUTOFF_TIME, DEFAULT_SHOP_TIME_ZONE, isCutoffTime, isTimeZone } from './promo';

/** A text field whose blank value falls back to `fallback` and whose value must pass `valid`. */
function checkedTextField(
  display_name: string,
  fallback: string,
  valid: (value: string) => boolean,
  message: string,
  description: string,
) {
  return z
    .pipe(
      z.pipe(
        z.nullish(z.string()),
        z.transform((value) => value?.trim() || fallback),
      ),
      z.string().check(z.refine(valid, message)),
    )
    .register(storyblokFields, { type: 'text', display_name, default_value: fallback, description });
}

/** The same-day shipping promo (SPEC §9): RapidShip or QuickShip, with a countdown to the day's cutoff. */
export const sameDayPromoSchema = z
  .object({
    ...blokFields('same_day_promo'),
    mode: optionField(SAME_DAY_MODES, 'Programme', 'QUICKSHIP'),
    title: optionalTextField('Title', { description: 'Empty shows "Free Same Day Shipping".' }),
    text: optionalTextField('Text', { multiline: true }),
    cutoff_time: checkedTextField(
      'Cutoff time',
      DEFAULT_CUTOFF_TIME,
      isCutoffTime,
      'Use a 24-hour time such as 15:00',
      'Orders placed before this time (24-hour HH:MM, shop time) ship the same day.',
    ),
    time_zone: checkedTextField(
      'Shop time zone',
      DEFAULT_SHOP_TIME_ZONE,
      isTimeZone,
      'Use a time zone name such as America/Denver',
      'The time zone of the cutoff, e.g. America/Denver.',
    ),
    link: linkField('Link', {}),
    link_label: optionalTextField('Link text', { description: 'Empty shows "Shop same-day parts".' }),
    ...layoutFields(),
  })
  .register(storyblokComponents, {
    display_name: 'Same-day shipping promo',
    is_root: false,
    is_nestable: true,
  });

/** A validated same-day promo blok. */
export type SameDayPromoBlok = z.output<typeof sameDayPromoSchema>;
