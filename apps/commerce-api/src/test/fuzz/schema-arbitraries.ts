import fc from 'fast-check';
import { BOUNDARY_NUMBERS, hostileString } from './hostile';

/** A JSON Schema node of the OpenAPI document (3.1, so plain JSON Schema 2020-12). */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
};

/** Resolves `#/components/schemas/...` references against the document. */
export type Resolve = (schema: Schema) => Schema;

/** Values the fuzz should use for a named field instead of random ones (ids of rows that exist). */
export type Fixtures = Record<string, fc.Arbitrary<unknown>>;

const NO_FIXTURES: Fixtures = {};
const MAX_ITEMS = 4;

// Building an arbitrary (a regex's above all) costs far more than drawing from it, and `$ref`s share schema
// objects: each is built once per schema, field name and fixture set.
const memo = new WeakMap<object, Map<string, fc.Arbitrary<never>>>();
function memoized<T>(
  fixtures: Fixtures,
  schema: Schema,
  key: string,
  make: () => fc.Arbitrary<T>,
): fc.Arbitrary<T> {
  const byKey = memo.get(schema) ?? new Map<string, fc.Arbitrary<never>>();
  memo.set(schema, byKey);
  // Fixture sets are few (one per run): their identity joins the key through a numbered registry.
  const full = `${fixtureId(fixtures)} ${key}`;
  const known = byKey.get(full) as fc.Arbitrary<T> | undefined;
  if (known) return known;
  const arbitrary = make();
  byKey.set(full, arbitrary as fc.Arbitrary<never>);
  return arbitrary;
}
const fixtureIds = new WeakMap<Fixtures, number>();
let fixtureSets = 0;
function fixtureId(fixtures: Fixtures): number {
  const id = fixtureIds.get(fixtures) ?? ++fixtureSets;
  fixtureIds.set(fixtures, id);
  return id;
}
const MAX_TEXT = 40;

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function stringArb(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT));
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    // fast-check cannot generate from lookaheads: generate without them, keep what the whole pattern accepts.
    const generating = new RegExp(schema.pattern.replace(/\(\?[!=][^)]*\)/g, ''));
    return (
      fc
        .stringMatching(generating)
        // The API trims its texts, so a required one of blanks only is empty to it, whatever the pattern allows.
        .filter(
          (s) =>
            pattern.test(s) &&
            s.trim().length >= minLength &&
            s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY),
        )
    );
  }
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date-time':
      return fc.date({ noInvalidDate: true, min: new Date(0) }).map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ noInvalidDate: true, min: new Date(0), max: new Date('2099-12-31') })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl();
  }
  // Printable unicode (graphemes), so valid text also covers accents, scripts and emoji.
  return fc.string({ unit: 'grapheme', minLength, maxLength }).filter((s) => s.trim().length >= minLength);
}

function numberArb(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const safe = 2 ** 31 - 1;
  const min = Math.max(schema.minimum ?? -safe, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? safe, Number.MAX_SAFE_INTEGER);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts; `fixtures` supply real ids for fields of those names. */
export function validValue(
  input: Schema,
  resolve: Resolve,
  fixtures: Fixtures = NO_FIXTURES,
  name?: string,
): fc.Arbitrary<unknown> {
  return memoized(fixtures, input, `valid ${name ?? ''}`, () =>
    buildValid(resolve(input), resolve, fixtures, name),
  );
}

function buildValid(
  schema: Schema,
  resolve: Resolve,
  fixtures: Fixtures,
  name?: string,
): fc.Arbitrary<unknown> {
  if (name && fixtures[name]) return fixtures[name];
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => validValue(s, resolve, fixtures, name)));
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 1 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringArb(schema);
        case 'integer':
          return numberArb(schema, true);
        case 'number':
          return numberArb(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(validValue(schema.items ?? {}, resolve, fixtures), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
          });
        default:
          return objectArb(schema, resolve, fixtures);
      }
    }),
  );
}

/** The fixture key of whole vehicles: their fields only name a vehicle of the catalogue together. */
export const VEHICLE = '$vehicle';
const VEHICLE_KEYS = ['year', 'makeSlug', 'modelSlug', 'bodySlug', 'bedSlug', 'engineSlug'];

/**
 * A record of the fields' arbitraries, optional ones sometimes left out; the fields of a vehicle are drawn together
 * from the vehicle fixture when there is one, so valid requests name vehicles that exist.
 */
export function recordOf(
  shape: Record<string, fc.Arbitrary<unknown>>,
  required: readonly string[],
  fixtures: Fixtures,
): fc.Arbitrary<Record<string, unknown>> {
  const vehicles = fixtures[VEHICLE] as fc.Arbitrary<Record<string, unknown>> | undefined;
  const requiredKeys = required.filter((key) => key in shape);
  if (!vehicles || !('makeSlug' in shape)) return fc.record(shape, { requiredKeys });
  const rest = Object.fromEntries(Object.entries(shape).filter(([key]) => !VEHICLE_KEYS.includes(key)));
  const vehicle = requiredKeys.includes('makeSlug') ? vehicles : fc.option(vehicles, { nil: undefined });
  return fc
    .tuple(fc.record(rest, { requiredKeys: requiredKeys.filter((key) => key in rest) }), vehicle)
    .map(([fields, chosen]) => ({ ...fields, ...chosen }));
}

function objectArb(
  schema: Schema,
  resolve: Resolve,
  fixtures: Fixtures,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, validValue(value, resolve, fixtures, key)]),
  );
  return recordOf(shape, schema.required ?? [], fixtures);
}

/** What a broken value is, for the report and the shrunk counterexample. */
export interface Broken {
  value: unknown;
  mutation: string;
}

/** A value of the wrong JSON type for the schema. */
function wrongType(schema: Schema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const others: unknown[] = [];
  if (!types.includes('string')) others.push('12', 'true');
  if (!types.includes('integer') && !types.includes('number')) others.push(12, -1.5);
  if (!types.includes('boolean')) others.push(true);
  if (!types.includes('null')) others.push(null);
  if (!types.includes('array')) others.push([], ['x']);
  if (!types.includes('object')) others.push({}, { nested: { deeper: [1] } });
  return fc.constantFrom(...others);
}

/** One mutation of a valid value: the wrong type, a hostile string, an edge number, a missing or extra field. */
export function brokenValue(
  input: Schema,
  resolve: Resolve,
  fixtures: Fixtures = NO_FIXTURES,
  depth = 0,
): fc.Arbitrary<Broken> {
  return memoized(fixtures, input, `broken ${depth}`, () =>
    buildBroken(resolve(input), resolve, fixtures, depth),
  );
}

function buildBroken(
  schema: Schema,
  resolve: Resolve,
  fixtures: Fixtures,
  depth: number,
): fc.Arbitrary<Broken> {
  const choices = schema.anyOf ?? schema.oneOf;
  const basic = fc.oneof(
    wrongType(schema).map((value) => ({ value, mutation: 'wrong type' })),
    hostileString().map((value) => ({ value, mutation: 'hostile string' })),
    fc.constantFrom(...BOUNDARY_NUMBERS).map((value) => ({ value, mutation: 'edge number' })),
    ...(schema.maximum !== undefined
      ? [fc.constant({ value: schema.maximum + 1, mutation: 'past maximum' })]
      : []),
    ...(schema.minimum !== undefined
      ? [fc.constant({ value: schema.minimum - 1, mutation: 'below minimum' })]
      : []),
    ...(schema.maxLength !== undefined
      ? [fc.constant({ value: 'x'.repeat(schema.maxLength + 1), mutation: 'past maxLength' })]
      : []),
  );
  if (depth > 3) return basic;
  if (choices) return fc.oneof(basic, ...choices.map((s) => brokenValue(s, resolve, fixtures, depth + 1)));
  const types = typesOf(schema);
  const variants: fc.Arbitrary<Broken>[] = [basic];
  if (types.includes('object') && schema.properties && Object.keys(schema.properties).length > 0) {
    const valid = objectArb(schema, resolve, fixtures);
    const keys = Object.keys(schema.properties);
    const required = schema.required ?? [];
    if (required.length > 0) {
      variants.push(
        fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
          const { [key]: _, ...rest } = value;
          return { value: rest, mutation: `missing ${key}` };
        }),
      );
    }
    variants.push(
      fc
        .tuple(valid, fc.constantFrom('extra', '__proto__', 'constructor', 'isAdmin'), hostileString())
        .map(([value, key, extra]) => ({
          // A computed key makes `__proto__` an own field, sent as such in the JSON body.
          value: { ...value, [key]: extra },
          mutation: `extra field ${key}`,
        })),
    );
    variants.push(
      fc.constantFrom(...keys).chain((key) =>
        fc
          .tuple(valid, brokenValue(schema.properties![key]!, resolve, fixtures, depth + 1))
          .map(([value, inner]) => ({
            value: { ...value, [key]: inner.value },
            mutation: `${key}: ${inner.mutation}`,
          })),
      ),
    );
  }
  if (types.includes('array') && schema.items) {
    const items = schema.items;
    variants.push(
      fc
        .tuple(
          fc.array(validValue(items, resolve, fixtures), { maxLength: 2 }),
          brokenValue(items, resolve, fixtures, depth + 1),
        )
        .map(([value, inner]) => ({ value: [...value, inner.value], mutation: `item: ${inner.mutation}` })),
    );
    variants.push(
      fc.constant({
        value: Array.from({ length: (schema.maxItems ?? 1_000) + 1 }, () => 1),
        mutation: 'too many items',
      }),
    );
  }
  return fc.oneof(...variants);
}
