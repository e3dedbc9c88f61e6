import { z } from 'zod/mini';
import { buttonSchema } from '../blocks/button/schema';
import { pageSchema } from '../blocks/page/schema';
import { sectionSchema } from '../blocks/section/schema';
import { textSchema } from '../blocks/text/schema';
import type { InvalidBlokReport } from '../cms-provider/cms-provider';
import { type RawBlok, storyblokFields } from '../fields/fields';
import { blokProblemReport } from './valid-blok';

/** Every block schema, told apart by the `component` field. */
export const blokSchema = z.discriminatedUnion('component', [
  pageSchema,
  sectionSchema,
  textSchema,
  buttonSchema,
]);

/** A validated blok of any block. */
export type Blok = z.output<typeof blokSchema>;

/** The name of a block this package renders. */
export type BlokName = Blok['component'];

/** The name a block schema's `component` literal holds (what classic zod's `.value` gave). */
export function blockName(schema: (typeof blokSchema.def.options)[number]): BlokName {
  const [name, ...others] = schema.shape.component.def.values;
  if (name === undefined || others.length > 0) throw new Error('a block schema names exactly one component');
  return name;
}

/** The names of every block this package renders, in schema order. */
export const BLOK_NAMES: readonly BlokName[] = blokSchema.def.options.map(blockName);

/** The outcome of {@link parseBlok}. */
export type ParseBlokResult = { ok: true; blok: Blok } | { ok: false; report: InvalidBlokReport };

function isBlokName(name: unknown): name is BlokName {
  return typeof name === 'string' && (BLOK_NAMES as readonly string[]).includes(name);
}

/** Validates one blok against the schema of its block; unknown names and schema failures are reported. */
export function parseBlok(raw: unknown): ParseBlokResult {
  const name = raw && typeof raw === 'object' ? (raw as { component?: unknown }).component : undefined;
  if (!isBlokName(name)) return { ok: false, report: blokProblemReport(raw, 'unknown') };
  const result = blokSchema.safeParse(raw);
  if (!result.success) return { ok: false, report: blokProblemReport(raw, 'invalid', result.error) };
  return { ok: true, blok: result.data };
}

/** The names of the fields that hold nested bloks, per block, read from the Storyblok field metadata. */
const NESTED_FIELDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  blokSchema.def.options.map((schema) => [
    blockName(schema),
    Object.entries(schema.shape)
      .filter(([, field]) => storyblokFields.get(field)?.type === 'bloks')
      .map(([name]) => name),
  ]),
);

/**
 * Validates a blok and every blok nested in it, and lists what would be skipped when rendering it with the
 * built-in blocks. Useful to check content files or a story before publishing.
 */
export function findBlokProblems(root: unknown): InvalidBlokReport[] {
  const problems: InvalidBlokReport[] = [];
  const visit = (raw: unknown) => {
    const result = parseBlok(raw);
    if (!result.ok) {
      problems.push(result.report);
      return;
    }
    const parsed = result.blok as unknown as Record<string, readonly RawBlok[] | undefined>;
    for (const field of NESTED_FIELDS[result.blok.component] ?? []) {
      for (const child of parsed[field] ?? []) visit(child);
    }
  };
  visit(root);
  return problems;
}
