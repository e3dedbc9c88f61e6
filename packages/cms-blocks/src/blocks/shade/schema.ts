import { BUTTON_COLORS } from '@fitkit/ui/button';
import { z } from 'zod/mini';
import {
  blokFields,
  contentBlocksField,
  optionField,
  storyblokComponents,
  storyblokFields,
} from '../../fields/fields';
import { layoutFields } from '../layout/schema';
import { clampOpacity } from './opacity';

/** The opacity used when the editor leaves the field empty. */
export const DEFAULT_SHADE_OPACITY = 50;

/**
 * A shade opacity in percent: Storyblok number fields arrive as strings; blank gives the default, any other
 * number is clamped to 0–100 (SPEC §5) and text that is not a number fails.
 */
const opacityField = z
  .pipe(
    z.nullish(z.union([z.number().check(z.refine(Number.isFinite)), z.string().check(z.trim())])),
    z.transform((value, context) => {
      if (value === null || value === undefined || value === '') return DEFAULT_SHADE_OPACITY;
      const percent = typeof value === 'number' ? value : Number(value);
      if (Number.isFinite(percent)) return clampOpacity(percent);
      context.issues.push({ code: 'custom', message: 'Enter a number from 0 to 100', input: value });
      return z.NEVER;
    }),
  )
  .register(storyblokFields, {
    type: 'number',
    display_name: 'Opacity (%)',
    description: '0 is clear, 100 is solid; values outside are clamped.',
    default_value: String(DEFAULT_SHADE_OPACITY),
  });

/** A tinted overlay over the block's background image, with its bloks on top (hero banners, cards). */
export const shadeSchema = z
  .object({
    ...blokFields('shade'),
    content: contentBlocksField('Content'),
    color: optionField(BUTTON_COLORS, 'Shade colour', 'BLACK'),
    opacity: opacityField,
    ...layoutFields({ padding: 'MEDIUM' }),
  })
  .register(storyblokComponents, { display_name: 'Shade', is_root: false, is_nestable: true });

/** A validated shade blok. */
export type ShadeBlok = z.output<typeof shadeSchema>;
