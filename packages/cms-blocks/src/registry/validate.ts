// Server side: validates CMS content into the props the block components render, so the browser needs no
// schema library. In the visual editor the browser loads this module on demand (load-validator.ts).
import { z } from 'zod/mini';
import { type CmsMode, type InvalidBlokReport, isPreviewMode } from '../cms-provider/cms-provider';
import { type RawBlok, storyblokFields } from '../fields/fields';
import { PICKER } from '../storyblok/picker';
import { type BlokProblemNode, blokProblemReport } from './problem';
import { type Blok, blokSchemas } from './schema';

/** The schemas to validate with, by block name (the built-in `blokSchemas`, plus any of the app's own). */
export type BlokSchemaMap = Readonly<Record<string, z.core.$ZodObject>>;

/** Options of {@link validateBloks}. */
export interface ValidateBloksOptions {
  /** The mode the content is shown in: published content drops failed bloks, preview modes keep a warning. */
  mode: CmsMode;
  /** The schemas to validate with; the built-in blocks unless given. */
  schemas?: BlokSchemaMap;
}

/** The outcome of {@link validateBloks}: what to render and what was wrong. */
export interface ValidatedBloks {
  /** The validated bloks, nested bloks validated too; hand them to `Blocks`. */
  bloks: RawBlok[];
  /** Every blok that failed, at any depth, in document order; log them or show them to editors. */
  problems: InvalidBlokReport[];
}

/** The outcome of {@link parseBlok}. */
export type ParseBlokResult = { ok: true; blok: Blok } | { ok: false; report: InvalidBlokReport };

type ParseResult =
  | { ok: true; blok: Record<string, unknown>; schema: z.core.$ZodObject }
  | { ok: false; report: InvalidBlokReport };

function parseWith(raw: unknown, schemas: BlokSchemaMap): ParseResult {
  const name = raw && typeof raw === 'object' ? (raw as { component?: unknown }).component : undefined;
  const schema = typeof name === 'string' && Object.hasOwn(schemas, name) ? schemas[name] : undefined;
  if (!schema) return { ok: false, report: blokProblemReport(raw, 'unknown') };
  const result = z.safeParse(schema, raw);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    return { ok: false, report: blokProblemReport(raw, 'invalid', issues) };
  }
  return { ok: true, blok: result.data as Record<string, unknown>, schema };
}

/** Validates one blok (not its nested bloks) against the schema of its block; problems are reported. */
export function parseBlok(raw: unknown): ParseBlokResult {
  const result = parseWith(raw, blokSchemas);
  return result.ok ? { ok: true, blok: result.blok as Blok } : result;
}

/** A bloks field of a block: its name and the blocks editors may place there. */
interface NestedField {
  name: string;
  accepts: readonly string[] | undefined;
}

const nestedFieldsCache = new WeakMap<z.core.$ZodObject, NestedField[]>();

/** The fields of a block that hold nested bloks, read from their Storyblok field metadata. */
function nestedFields(schema: z.core.$ZodObject): NestedField[] {
  let fields = nestedFieldsCache.get(schema);
  if (!fields) {
    fields = Object.entries(schema._zod.def.shape).flatMap(([name, field]) => {
      const meta = storyblokFields.get(field);
      return meta?.type === 'bloks' ? [{ name, accepts: meta.component_whitelist }] : [];
    });
    nestedFieldsCache.set(schema, fields);
  }
  return fields;
}

/** Where a nested blok sits: `page.body`, and the blocks that field accepts. */
interface Place {
  at: string;
  accepts: readonly string[] | undefined;
}

/**
 * The report for one of this package's components placed in a bloks field that does not accept it (a menu link
 * in a page body: the editor's restrictions keep it out, content written before them or by hand may not). The
 * host's own blocks are not this package's to place, so only its own components are checked.
 */
function misplacedReport(raw: unknown, place: Place | undefined): InvalidBlokReport | undefined {
  const name = raw && typeof raw === 'object' ? (raw as { component?: unknown }).component : undefined;
  if (!place?.accepts || typeof name !== 'string' || !Object.hasOwn(PICKER, name)) return undefined;
  if (place.accepts.includes(name)) return undefined;
  return blokProblemReport(raw, 'misplaced', [
    { path: '', message: `"${name}" does not render in ${place.at}; it takes ${place.accepts.join(', ')}.` },
  ]);
}

/**
 * Validates bloks and every blok nested in them against their block schemas, on the server, into the props
 * the block components render. A blok with an unknown name or invalid fields is reported in `problems`; in
 * published mode it is left out (shoppers see nothing), in preview modes a stand-in stays in its place so
 * the renderer shows editors a warning there. One of this package's blocks in a bloks field that does not accept
 * it (a menu link in a page body) is such a problem too, named in the warning. An invalid blok's nested bloks are
 * not validated.
 */
export function validateBloks(bloks: readonly unknown[], options: ValidateBloksOptions): ValidatedBloks {
  const schemas = options.schemas ?? blokSchemas;
  const keepProblems = isPreviewMode(options.mode);
  const problems: InvalidBlokReport[] = [];
  const visitList = (list: readonly unknown[], place?: Place): RawBlok[] =>
    list.flatMap((raw) => {
      const blok = visit(raw, place);
      return blok ? [blok] : [];
    });
  const visit = (raw: unknown, place: Place | undefined): RawBlok | null => {
    const misplaced = misplacedReport(raw, place);
    const result: ParseResult = misplaced ? { ok: false, report: misplaced } : parseWith(raw, schemas);
    if (!result.ok) {
      problems.push(result.report);
      if (!keepProblems) return null;
      const node: BlokProblemNode = {
        _uid: result.report.uid ?? '',
        component: result.report.component,
        _problem: result.report,
      };
      return node;
    }
    const blok = result.blok;
    for (const { name, accepts } of nestedFields(result.schema)) {
      const children = blok[name];
      const at = `${String(blok.component)}.${name}`;
      blok[name] = Array.isArray(children) ? visitList(children, { at, accepts }) : [];
    }
    return blok;
  };
  return { bloks: visitList(bloks), problems };
}

/**
 * Lists every blok, at any depth, that would be skipped when rendering `root` with the built-in blocks.
 * Useful to check content files or a story before publishing.
 */
export function findBlokProblems(root: unknown): InvalidBlokReport[] {
  return validateBloks([root], { mode: 'draft' }).problems;
}
