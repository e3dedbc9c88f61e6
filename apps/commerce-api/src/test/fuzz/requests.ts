import fc from 'fast-check';
import { encodeText, hostileString } from './hostile';
import {
  type Broken,
  brokenValue,
  type Fixtures,
  type Resolve,
  recordOf,
  type Schema,
  validValue,
} from './schema-arbitraries';

/** The parts of the OpenAPI document the fuzz reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}

interface OperationObject {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

/** One operation of the document. */
export interface Operation {
  /** `METHOD /path/{param}`, as reports name it. */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: Schema; required: boolean };
  responses: OperationObject['responses'];
}

/** A request the fuzz sends: valid by the document, or broken by exactly one mutation. */
export interface FuzzRequest {
  operation: string;
  valid: boolean;
  /** What was broken ('' for a valid request). */
  mutation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body:
          contentType && media
            ? { contentType, schema: media.schema, required: op.requestBody?.required ?? false }
            : undefined,
        responses: op.responses,
      };
    }),
  );
}

/** A resolver of the document's `$ref`s. */
export function resolverOf(doc: OpenApiDocument): Resolve {
  return (schema) => {
    let current = schema;
    while (current.$ref) {
      const name = current.$ref.replace('#/components/schemas/', '');
      const target = doc.components?.schemas?.[name];
      if (!target) throw new Error(`unresolved ${current.$ref}`);
      current = target;
    }
    return current;
  };
}

type Values = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Header values must be latin-1 without line breaks or NUL, or the client refuses to send them. */
function headerSafe(value: string): string {
  return /^[\t\x20-\x7e\x80-\xff]*$/.test(value) ? value : encodeText(value);
}

function multipart(fields: Values): { payload: string; contentType: string } {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text(value)}\r\n`,
    );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

interface Parts {
  path: Values;
  query: Values;
  header: Values;
  body: unknown;
}

function build(op: Operation, parts: Parts, raw: { pathText?: Record<string, string> } = {}) {
  const url =
    op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      raw.pathText?.[name] !== undefined ? raw.pathText[name] : encodeText(text(parts.path[name])),
    ) + queryText(parts.query);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parts.header)) {
    if (value !== undefined) headers[name] = headerSafe(text(value));
  }
  // A cart, checkout or payment path is sent by its owner, as the shop does (the permId cookie).
  const permId = parts.path.permId;
  if (typeof permId === 'string' && /^[A-Za-z0-9_-]{1,80}$/.test(permId)) headers.cookie = `permId=${permId}`;
  let payload: string | undefined;
  if (parts.body !== undefined && op.body) {
    if (op.body.contentType.startsWith('multipart/')) {
      const form = multipart((parts.body ?? {}) as Values);
      payload = form.payload;
      headers['content-type'] = form.contentType;
    } else {
      payload = JSON.stringify(parts.body);
      headers['content-type'] = 'application/json';
    }
  }
  return { method: op.method, url, headers, payload };
}

function queryText(query: Values): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, text(one));
  }
  const out = search.toString();
  return out ? `?${out}` : '';
}

function paramsArb(params: Parameter[], resolve: Resolve, fixtures: Fixtures): fc.Arbitrary<Values> {
  return recordOf(
    Object.fromEntries(params.map((p) => [p.name, validValue(p.schema, resolve, fixtures, p.name)])),
    params.filter((p) => p.required).map((p) => p.name),
    fixtures,
  );
}

function partsArb(op: Operation, resolve: Resolve, fixtures: Fixtures): fc.Arbitrary<Parts> {
  const of = (where: Parameter['in']) => op.parameters.filter((p) => p.in === where);
  return fc.record({
    path: paramsArb(of('path'), resolve, fixtures),
    query: paramsArb(of('query'), resolve, fixtures),
    header: paramsArb(of('header'), resolve, fixtures),
    body: op.body ? validValue(op.body.schema, resolve, fixtures) : fc.constant(undefined),
  });
}

/** Requests the document says are valid, with fixture ids where the fields name rows. */
export function validRequest(op: Operation, resolve: Resolve, fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  return partsArb(op, resolve, fixtures).map((parts) => ({
    operation: op.key,
    valid: true,
    mutation: '',
    ...build(op, parts),
  }));
}

const MALFORMED_JSON = [
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '[1,2',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":1}{"b":2}',
];
const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/jsonx',
];
/** Raw path segments: traversal and encodings the router has to refuse or treat as text. */
const RAW_SEGMENTS = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%00',
  '%ff%fe',
  'a%2Fb',
  '%252e%252e',
  `${'a'.repeat(300)}`,
];

/** One mutation of a valid request; each kind the issue names has its place. */
export function brokenRequest(
  op: Operation,
  resolve: Resolve,
  fixtures: Fixtures,
): fc.Arbitrary<FuzzRequest> {
  const base = partsArb(op, resolve, fixtures);
  const named = (where: Parameter['in']) => op.parameters.filter((p) => p.in === where);
  const mutations: fc.Arbitrary<{
    parts: Parts;
    mutation: string;
    raw?: Record<string, string>;
    content?: string;
    payload?: string;
  }>[] = [];
  const param = (where: 'path' | 'query' | 'header') => {
    const params = named(where);
    if (params.length === 0) return;
    mutations.push(
      fc.tuple(base, fc.constantFrom(...params)).chain(([parts, p]) =>
        brokenValue(p.schema, resolve, fixtures).map((broken: Broken) => ({
          parts: { ...parts, [where]: { ...parts[where], [p.name]: broken.value } },
          mutation: `${where} ${p.name}: ${broken.mutation}`,
        })),
      ),
    );
    const required = params.filter((p) => p.required);
    if (required.length > 0 && where !== 'path') {
      mutations.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([parts, p]) => {
          const { [p.name]: _, ...rest } = parts[where];
          return { parts: { ...parts, [where]: rest }, mutation: `missing ${where} ${p.name}` };
        }),
      );
    }
  };
  param('path');
  param('query');
  param('header');
  const pathParams = named('path');
  if (pathParams.length > 0) {
    mutations.push(
      fc
        .tuple(base, fc.constantFrom(...pathParams), fc.constantFrom(...RAW_SEGMENTS))
        .map(([parts, p, segment]) => ({
          parts,
          raw: { [p.name]: segment },
          mutation: `path ${p.name}: raw segment ${segment.slice(0, 24)}`,
        })),
    );
  }
  mutations.push(
    fc
      .tuple(base, fc.constantFrom('extra', 'q', '__proto__[x]'), hostileString())
      .map(([parts, name, value]) => ({
        parts: { ...parts, query: { ...parts.query, [name]: value } },
        mutation: `extra query ${name}`,
      })),
  );
  if (op.body) {
    const body = op.body;
    mutations.push(
      fc.tuple(base, brokenValue(body.schema, resolve, fixtures)).map(([parts, broken]) => ({
        parts: { ...parts, body: broken.value },
        mutation: `body ${broken.mutation}`,
      })),
      fc.tuple(base, fc.constantFrom(...MALFORMED_JSON)).map(([parts, payload]) => ({
        parts,
        payload,
        content: 'application/json',
        mutation: 'malformed JSON',
      })),
      fc.tuple(base, fc.constantFrom(...WRONG_TYPES)).map(([parts, content]) => ({
        parts,
        content,
        mutation: `content type ${content}`,
      })),
      base.map((parts) => ({
        parts,
        payload: JSON.stringify({ pad: 'x'.repeat(70_000) }),
        content: 'application/json',
        mutation: 'body over the limit',
      })),
      base.map((parts) => ({
        parts,
        payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
        content: 'application/json',
        mutation: 'deeply nested JSON',
      })),
    );
    if (body.required) {
      mutations.push(
        base.map((parts) => ({ parts: { ...parts, body: undefined }, mutation: 'missing body' })),
      );
    }
  }
  return fc.oneof(...mutations).map(({ parts, mutation, raw, content, payload }) => {
    const request = build(op, parts, { pathText: raw });
    if (content) request.headers['content-type'] = content;
    if (payload !== undefined) request.payload = payload;
    return { operation: op.key, valid: false, mutation, ...request };
  });
}
