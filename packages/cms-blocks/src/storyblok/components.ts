import type { z } from 'zod/mini';
import { type StoryblokFieldMeta, storyblokComponents, storyblokFields } from '../fields/fields';
import { blokSchema } from '../registry/schema';
import { SITEWIDE_COMPONENT_SCHEMAS } from '../sitewide/sitewide';
import { PICKER } from './picker';

/** One field of a Storyblok component definition. */
export type StoryblokFieldDefinition = Omit<StoryblokFieldMeta, 'component_whitelist'> & {
  /** The field's position in the editor form. */
  pos: number;
  /** Whether a bloks field only accepts `component_whitelist`. */
  restrict_components?: boolean;
  /** How a restricted bloks field restricts: '' by component names. */
  restrict_type?: '';
  /** The block names a restricted bloks field accepts. */
  component_whitelist?: string[];
  /** Multilinks: editors may pick email links. */
  email_link_type?: boolean;
  /** Multilinks: editors may link assets. */
  asset_link_type?: boolean;
  /** Multilinks: editors may add an anchor to story links. */
  show_anchor?: boolean;
  /** Multilinks: editors may ask for a new tab. */
  allow_target_blank?: boolean;
};

/** A Storyblok component definition, as the management API and CLI exchange them. */
export interface StoryblokComponentDefinition {
  /** The technical name, equal to the blok's `component`. */
  name: string;
  /** The name editors see. */
  display_name: string;
  /** Whether stories can use it as their content type. */
  is_root: boolean;
  /** Whether it can be placed inside bloks fields. */
  is_nestable: boolean;
  /** Its icon in the block picker. */
  icon: string;
  /** The field whose text names its bloks in bloks lists, when it has one. */
  preview_field?: string;
  /** The fields, by name. */
  schema: Record<string, StoryblokFieldDefinition>;
}

/** Fields every blok has that Storyblok manages itself. */
const SYSTEM_FIELDS = new Set(['_uid', 'component', '_editable']);

function fieldDefinition(name: string, meta: StoryblokFieldMeta, pos: number): StoryblokFieldDefinition {
  const { component_whitelist, ...rest } = meta;
  const field: StoryblokFieldDefinition = { ...rest, pos };
  if (meta.type === 'bloks' && component_whitelist) {
    field.restrict_components = true;
    field.restrict_type = '';
    field.component_whitelist = component_whitelist;
  }
  if (meta.type === 'multilink') {
    Object.assign(field, {
      email_link_type: true,
      asset_link_type: true,
      show_anchor: true,
      allow_target_blank: true,
    });
  }
  if (!meta.display_name) throw new Error(`field ${name} has no display name`);
  return field;
}

/** A component with its picker folder, as the generator builds it before writing either file. */
type BuiltComponent = StoryblokComponentDefinition & { folder: string };

function buildComponents(): BuiltComponent[] {
  // Page blocks, then the sitewide stories' content types and their nested parts (navbar, theme config…).
  return [...blokSchema.def.options, ...SITEWIDE_COMPONENT_SCHEMAS].map((schema) => {
    const [name = ''] = schema.shape.component.def.values;
    const component = storyblokComponents.get(schema);
    if (!component) throw new Error(`block ${name} has no Storyblok component metadata`);
    const picker = PICKER[name];
    if (!picker) throw new Error(`block ${name} has no picker entry`);
    const fields: Record<string, StoryblokFieldDefinition> = {};
    let pos = 0;
    for (const [field, fieldSchema] of Object.entries(schema.shape) as [string, z.core.$ZodType][]) {
      if (SYSTEM_FIELDS.has(field)) continue;
      const meta = storyblokFields.get(fieldSchema);
      if (!meta) throw new Error(`field ${name}.${field} has no Storyblok field metadata`);
      fields[field] = fieldDefinition(field, meta, pos++);
    }
    const { folder, icon, preview_field } = picker;
    if (preview_field && !['text', 'textarea'].includes(fields[preview_field]?.type ?? '')) {
      throw new Error(`the preview field of ${name} is not one of its text fields`);
    }
    return { name, ...component, icon, ...(preview_field ? { preview_field } : {}), schema: fields, folder };
  });
}

/**
 * Builds the Storyblok component definitions of every block from its zod schema and the metadata attached
 * to it, so the CMS's forms and our validation cannot drift apart. Throws for a field without metadata.
 * This is the management API's format, which `storyblok components push` sends; it leaves component groups
 * alone (they need the space's ids), which {@link buildStoryblokSchema} sets.
 */
export function buildStoryblokComponents(): StoryblokComponentDefinition[] {
  return buildComponents().map(({ folder: _folder, ...component }) => component);
}

/** A field of {@link StoryblokSchema}: the definition with its name, and `allow` for the accepted blocks. */
export type StoryblokSchemaField = Omit<
  StoryblokFieldDefinition,
  'component_whitelist' | 'restrict_components' | 'restrict_type'
> & { name: string; allow?: string[] };

/** A block of {@link StoryblokSchema}: `defineBlock`'s shape from `@storyblok/schema`, fields in order. */
export type StoryblokSchemaBlock = Omit<StoryblokComponentDefinition, 'schema'> & {
  /** The picker folder (Storyblok component group) as a display path, such as 'Sitewide/Navbar'. */
  folder: string;
  fields: StoryblokSchemaField[];
};

/** The code-first schema that `storyblok schema push` reads and `@storyblok/schema` validates against. */
export interface StoryblokSchema {
  blocks: Record<string, StoryblokSchemaBlock>;
}

/** The definitions as `@storyblok/schema`'s `defineSchema` shape: the same components, with their folders. */
export function buildStoryblokSchema(): StoryblokSchema {
  const blocks: Record<string, StoryblokSchemaBlock> = {};
  for (const { schema, ...component } of buildComponents()) {
    const fields = Object.entries(schema).map(([name, definition]): StoryblokSchemaField => {
      const { component_whitelist, restrict_components: _r, restrict_type: _t, ...rest } = definition;
      return { name, ...rest, ...(component_whitelist ? { allow: component_whitelist } : {}) };
    });
    blocks[component.name] = { ...component, fields };
  }
  return { blocks };
}

/** The file content of `storyblok/components.json`: the definitions as formatted JSON with a final newline. */
export function storyblokComponentsJson(): string {
  return `${JSON.stringify(buildStoryblokComponents(), null, 2)}\n`;
}

/** The file content of `storyblok/schema.json`: {@link buildStoryblokSchema} as formatted JSON. */
export function storyblokSchemaJson(): string {
  return `${JSON.stringify(buildStoryblokSchema(), null, 2)}\n`;
}
