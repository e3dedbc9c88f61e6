import { z } from 'zod/mini';
import { storyblokFields } from '../fields/fields';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * An optional CSS colour as editors type it ('#1f2937'); blank means the theme's own colour. Only hex values
 * pass, so nothing but a colour can reach a style attribute.
 */
export function colorField(display_name: string, hint?: string) {
  return z
    .pipe(
      z.nullish(z.union([z.literal(''), z.string().check(z.trim(), z.regex(HEX_COLOR))])),
      z.transform((value) => value || undefined),
    )
    .register(storyblokFields, {
      type: 'text',
      display_name,
      description: `${hint ? `${hint} ` : ''}A hex colour such as #1f2937; leave empty for the theme colour.`,
    });
}

/**
 * A list of nested sitewide bloks, each validated here against `item` (sitewide stories are parsed whole on
 * the server, unlike page bloks that validate as they render); unset gives []. `component_whitelist` names
 * the blocks editors may add, which are the ones `item` accepts.
 */
export function nestedField<Item extends z.core.$ZodType>(
  display_name: string,
  component_whitelist: string[],
  item: Item,
) {
  return z
    .pipe(
      z.nullish(z.array(item)),
      z.transform((value): z.output<Item>[] => value ?? []),
    )
    .register(storyblokFields, { type: 'bloks', display_name, component_whitelist });
}
