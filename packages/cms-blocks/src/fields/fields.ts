import { en } from 'zod/locales';
import { z } from 'zod/mini';
import { type LinkInput, STORYBLOK_LINK_TYPES } from '../links/links';
import { sanitizeRichText } from '../rich-text/sanitize';
import { RICH_TEXT_TOOLBAR, type RichTextDoc, richTextDocSchema } from '../rich-text/schema';
import { CONTENT_BLOCKS } from '../storyblok/picker';

// zod/mini ships without messages ("Invalid input" for everything); classic zod installed English as the
// default locale on first use, and editors read these messages in the blok problem box, so do the same,
// leaving any locale the app configured in place.
if (!z.config().localeError) z.config(en());

/** The Storyblok field types our block schemas use. */
export const STORYBLOK_FIELD_TYPES = [
  'text',
  'textarea',
  'richtext',
  'option',
  'options',
  'bloks',
  'multilink',
  'asset',
  'boolean',
  'number',
  'table',
] as const;

/** One of {@link STORYBLOK_FIELD_TYPES}. */
export type StoryblokFieldType = (typeof STORYBLOK_FIELD_TYPES)[number];

/** How a schema field appears in the Storyblok editor; attached to the zod field and read by the generator. */
export interface StoryblokFieldMeta {
  /** The Storyblok field type. */
  type: StoryblokFieldType;
  /** The label editors see. */
  display_name: string;
  /** Whether the editor must fill it in. */
  required?: boolean;
  /** A hint shown under the field. */
  description?: string;
  /** The value preselected for new bloks. */
  default_value?: string | boolean;
  /** The choices of option fields. */
  options?: { name: string; value: string }[];
  /** The block names a bloks field accepts (bloks fields only). */
  component_whitelist?: string[];
  /** Accepted file kinds of asset fields. */
  filetypes?: ('images' | 'videos' | 'audios' | 'texts')[];
  /** Rich text fields: whether only the buttons of `toolbar` are offered. */
  customize_toolbar?: boolean;
  /** Rich text fields: the toolbar buttons editors get. */
  toolbar?: string[];
}

/** Storyblok field metadata per zod field schema. */
export const storyblokFields = z.registry<StoryblokFieldMeta>();

/** How a block appears in Storyblok's block library. */
export interface StoryblokComponentMeta {
  /** The name editors see. */
  display_name: string;
  /** Whether stories can use it as their content type (pages). */
  is_root: boolean;
  /** Whether it can be placed inside bloks fields. */
  is_nestable: boolean;
}

/** Storyblok component metadata per block schema. */
export const storyblokComponents = z.registry<StoryblokComponentMeta>();

/** A blok that has not been validated yet: what nested bloks fields hold until their block renders them. */
export interface RawBlok {
  /** Storyblok's unique id of the blok. */
  _uid?: string | undefined;
  /** The block name. */
  component?: string | undefined;
  /** Any other field. */
  [field: string]: unknown;
}

/** Validates only that a nested blok is an object; its own block validates the rest when it renders. */
export const rawBlokSchema: z.ZodMiniType<RawBlok> = z.looseObject({
  _uid: z.optional(z.string()),
  component: z.optional(z.string()),
});

/** The fields every blok has: `_uid`, the `component` name and, in the editor, `_editable`. */
export function blokFields<const Name extends string>(component: Name) {
  return {
    _uid: z.string().check(z.minLength(1)),
    component: z.literal(component),
    _editable: z.optional(z.string()),
  };
}

/** Turns an enum value such as 'PRIMARY_DARK' into the label 'Primary dark'. */
export function optionLabel(value: string): string {
  const words = value.replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function optionsOf(values: readonly string[]): { name: string; value: string }[] {
  return values.map((value) => ({ name: optionLabel(value), value }));
}

/** A required one-line text; blank values fail. */
export function requiredTextField(display_name: string, description?: string) {
  return z
    .string()
    .check(z.trim(), z.minLength(1))
    .register(storyblokFields, {
      type: 'text',
      display_name,
      required: true,
      ...(description ? { description } : {}),
    });
}

/** An optional one-line (or, with `multiline`, multi-line) text; blank means unset. */
export function optionalTextField(
  display_name: string,
  options: { multiline?: boolean; description?: string } = {},
) {
  return z
    .pipe(
      z.nullish(z.string()),
      z.transform((value) => value?.trim() || undefined),
    )
    .register(storyblokFields, {
      type: options.multiline ? 'textarea' : 'text',
      display_name,
      ...(options.description ? { description: options.description } : {}),
    });
}

/**
 * The schema of an option field: one of `Values` in ('' or nothing when unset), `Output` out. Written out so the
 * published declarations name it; the inferred type came out of the declaration bundler as an index hosts' type
 * checks refused (TS2536).
 */
export type OptionFieldSchema<Values extends readonly [string, ...string[]], Output> = z.ZodMiniPipe<
  z.ZodMiniOptional<
    z.ZodMiniNullable<
      z.ZodMiniUnion<readonly [z.ZodMiniLiteral<''>, z.ZodMiniEnum<{ [Value in Values[number]]: Value }>]>
    >
  >,
  z.ZodMiniTransform<Output, '' | Values[number] | null | undefined>
>;

/** A single choice from `values`; unset (Storyblok sends '') gives `fallback`. */
export function optionField<const Values extends readonly [string, ...string[]]>(
  values: Values,
  display_name: string,
  fallback: Values[number],
): OptionFieldSchema<Values, Values[number]> {
  return z
    .pipe(
      z.nullish(z.union([z.literal(''), z.enum(values)])),
      z.transform((value): Values[number] => value || fallback),
    )
    .register(storyblokFields, {
      type: 'option',
      display_name,
      options: optionsOf(values),
      default_value: fallback,
    });
}

/** An optional single choice from `values`; unset gives undefined. */
export function optionalOptionField<const Values extends readonly [string, ...string[]]>(
  values: Values,
  display_name: string,
  description?: string,
): OptionFieldSchema<Values, Values[number] | undefined> {
  return z
    .pipe(
      z.nullish(z.union([z.literal(''), z.enum(values)])),
      z.transform((value): Values[number] | undefined => value || undefined),
    )
    .register(storyblokFields, {
      type: 'option',
      display_name,
      options: optionsOf(values),
      ...(description ? { description } : {}),
    });
}

/** The choices of a per-device visibility field (SPEC §3): inherit from the smaller device, shown, hidden. */
export const VISIBILITY_OPTIONS = ['INHERIT', 'true', 'false'] as const;

/** One of {@link VISIBILITY_OPTIONS}. */
export type VisibilityOption = (typeof VISIBILITY_OPTIONS)[number];

/** A per-device visibility flag: true, false, or undefined for INHERIT. Accepts booleans too. */
export function visibilityField(display_name: string) {
  return z
    .pipe(
      z.nullish(z.union([z.boolean(), z.literal(''), z.enum(VISIBILITY_OPTIONS)])),
      z.transform((value): boolean | undefined => {
        if (value === true || value === 'true') return true;
        if (value === false || value === 'false') return false;
        return undefined;
      }),
    )
    .register(storyblokFields, {
      type: 'option',
      display_name,
      options: [
        { name: 'Inherit', value: 'INHERIT' },
        { name: 'Visible', value: 'true' },
        { name: 'Hidden', value: 'false' },
      ],
      default_value: 'INHERIT',
    });
}

/** A yes/no switch; unset gives `fallback`. */
export function booleanField(display_name: string, fallback: boolean) {
  return z
    .pipe(
      z.nullish(z.boolean()),
      z.transform((value) => value ?? fallback),
    )
    .register(storyblokFields, { type: 'boolean', display_name, default_value: fallback });
}

/** A whole number from `min` to `max`; Storyblok sends number fields as strings, and blank gives `fallback`. */
export function integerField(
  display_name: string,
  { min, max, fallback, description }: { min: number; max: number; fallback: number; description?: string },
) {
  return z
    .pipe(
      z.pipe(
        z.nullish(z.union([z.number(), z.string().check(z.regex(/^\s*-?\d*\s*$/))])),
        z.transform((value) =>
          value === null || value === undefined || String(value).trim() === '' ? fallback : Number(value),
        ),
      ),
      z.int().check(z.gte(min), z.lte(max)),
    )
    .register(storyblokFields, {
      type: 'number',
      display_name,
      default_value: String(fallback),
      ...(description ? { description } : {}),
    });
}

/**
 * A list of nested bloks, each validated by its own block when rendered; unset gives []. Editors may add only
 * the `component_whitelist` blocks, the ones that render there.
 */
export function blocksField(display_name: string, component_whitelist: string[], description?: string) {
  return z
    .pipe(
      z.nullish(z.array(rawBlokSchema)),
      z.transform((value) => value ?? []),
    )
    .register(storyblokFields, {
      type: 'bloks',
      display_name,
      component_whitelist,
      ...(description ? { description } : {}),
    });
}

/**
 * A bloks field whose bloks render through the block registry (a page body, a section's content, carousel
 * slides…): editors may add only {@link CONTENT_BLOCKS}, so nothing they place there is dropped unseen.
 */
export function contentBlocksField(display_name: string, description?: string) {
  return blocksField(display_name, [...CONTENT_BLOCKS], description);
}

/** Validates a Storyblok multilink value. */
export const multilinkSchema = z.looseObject({
  linktype: z.enum(STORYBLOK_LINK_TYPES),
  url: z.optional(z.string()),
  cached_url: z.optional(z.string()),
  anchor: z.optional(z.string()),
  target: z.optional(z.string()),
  email: z.optional(z.string()),
  story: z.optional(z.looseObject({ full_slug: z.optional(z.string()), url: z.optional(z.string()) })),
});

/** A link: a Storyblok multilink, or a plain string in hand-written content. */
export function linkField(display_name: string, options: { required?: boolean } = {}) {
  return z
    .pipe(
      z.nullish(z.union([z.string(), multilinkSchema])),
      z.transform((value): LinkInput => value ?? undefined),
    )
    .register(storyblokFields, {
      type: 'multilink',
      display_name,
      ...(options.required ? { required: true } : {}),
    });
}

/** An image as blocks use it. */
export interface CmsImage {
  /** The image URL. */
  filename: string;
  /** The alternative text; '' for decorative images. */
  alt: string;
  /** Storyblok's focal point ('x1xy1:x2xy2'), when set. */
  focus?: string | undefined;
}

const assetSchema = z.looseObject({
  filename: z.nullish(z.string()),
  alt: z.nullish(z.string()),
  focus: z.nullish(z.string()),
});

function toCmsImage(value: z.output<typeof assetSchema> | '' | null | undefined): CmsImage | undefined {
  const filename = value ? value.filename?.trim() : undefined;
  if (!value || !filename) return undefined;
  return { filename, alt: value.alt ?? '', ...(value.focus ? { focus: value.focus } : {}) };
}

/** An image picked from the asset library; an empty asset gives undefined. */
export function imageField(display_name: string, description?: string) {
  return z
    .pipe(z.nullish(z.union([z.literal(''), assetSchema])), z.transform(toCmsImage))
    .register(storyblokFields, {
      type: 'asset',
      display_name,
      filetypes: ['images'],
      ...(description ? { description } : {}),
    });
}

/** An image editors must pick; an empty asset fails with a message saying so. */
export function requiredImageField(display_name: string, description?: string) {
  return z
    .pipe(
      z.nullish(z.union([z.literal(''), assetSchema])),
      z.transform((value, context): CmsImage => {
        const image = toCmsImage(value);
        if (image) return image;
        context.issues.push({ code: 'custom', message: 'Choose an image', input: value });
        return z.NEVER;
      }),
    )
    .register(storyblokFields, {
      type: 'asset',
      display_name,
      required: true,
      filetypes: ['images'],
      ...(description ? { description } : {}),
    });
}

/** A table as blocks use it: the header cells and the body rows of cell texts. */
export interface CmsTable {
  /** The header cells; empty when the table has no header row. */
  head: string[];
  /** The body rows, each a list of cell texts. */
  rows: string[][];
}

const tableCellSchema = z.looseObject({ value: z.nullish(z.string()) });

/** Storyblok's table field value. */
const tableSchema = z.looseObject({
  thead: z.nullish(z.array(tableCellSchema)),
  tbody: z.nullish(z.array(z.looseObject({ body: z.nullish(z.array(tableCellSchema)) }))),
});

/** A Storyblok table field; an empty field gives a table without cells. */
export function tableField(display_name: string) {
  return z
    .pipe(
      z.nullish(z.union([z.literal(''), tableSchema])),
      z.transform((value): CmsTable => {
        const cell = (entry: { value?: string | null | undefined }) => entry.value?.trim() ?? '';
        const head = (value ? (value.thead ?? []) : []).map(cell);
        const rows = (value ? (value.tbody ?? []) : []).map((row) => (row.body ?? []).map(cell));
        // A header row of blanks is what Storyblok saves when editors never typed one.
        return { head: head.some(Boolean) ? head : [], rows };
      }),
    )
    .register(storyblokFields, { type: 'table', display_name });
}

/** What editors read under every rich text field: the price token (rich-text/price-tokens.ts). */
export const PRICE_TOKEN_HELP = "Write [PRICE:product-line-slug] to show that product line's live price.";

/**
 * A rich text document, kept to what renders safely (`sanitizeRichText`); an empty field gives undefined. The
 * editor's toolbar offers only what renders, and the field's help names the price token.
 */
export function richTextField(display_name: string) {
  return z
    .pipe(
      z.nullish(z.union([z.literal(''), richTextDocSchema])),
      z.transform((value): RichTextDoc | undefined => (value ? sanitizeRichText(value) : undefined)),
    )
    .register(storyblokFields, {
      type: 'richtext',
      display_name,
      description: PRICE_TOKEN_HELP,
      customize_toolbar: true,
      toolbar: [...RICH_TEXT_TOOLBAR],
    });
}
