import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { ERROR_CODES } from '../../http/schemas';
import {
  brokenRequest,
  type FuzzRequest,
  type OpenApiDocument,
  operationsOf,
  resolverOf,
  validRequest,
} from './requests';
import type { Fixtures } from './schema-arbitraries';

/**
 * Codes a request valid by the document may still get, because of the state it meets, never because of its shape:
 * a random id names no row (NOT_FOUND and kin), the fuzz holds no session (UNAUTHENTICATED), the fixture cart is not
 * ready to pay (CHECKOUT_INCOMPLETE, CART_EMPTY), no payment provider is configured in the test app
 * (PROVIDER_NOT_AVAILABLE), a random code or token is not one the shop issued (…_NOT_VALID), a limit was reached
 * (QTY_LIMIT, GIFT_CARD_LIMIT, ADDRESS_BOOK_FULL, RATE_LIMITED), or an earlier request already did it
 * (…_EXISTS, INVALID_TRANSITION). A VALIDATION_ERROR, INVALID_JSON or UNSUPPORTED_MEDIA_TYPE for a valid request is a
 * finding: the document promises what the API refuses.
 */
// Read off the codes' names (the list itself lives in http/schemas.ts): not found, not offered / available / valid /
// verified / cancellable / returnable, no session or no right, incomplete, empty, a limit, full, already there.
const STATE_CODE =
  /NOT_FOUND$|_NOT_(OFFERED|AVAILABLE|VALID|VERIFIED|CANCELLABLE|RETURNABLE)$|^(UNAUTHENTICATED|FORBIDDEN|INVALID_CREDENTIALS|INVALID_TRANSITION|RATE_LIMITED)$|_(INCOMPLETE|EMPTY|LIMIT|FULL|EXISTS)$/;
export const STATE_CODES: ReadonlySet<string> = new Set(ERROR_CODES.filter((code) => STATE_CODE.test(code)));

/**
 * Fields a valid request may still be refused on (VALIDATION_ERROR) for a rule JSON Schema cannot state: a rule
 * across fields, a lookup in the catalogue, or a check the schema leaves to code. Each names the operation, the
 * field of the refusal (`issues[].path` or `errors[].field`) and why; any other refusal of a valid request is a
 * finding.
 */
export const VALID_REFUSALS: readonly { operation: string; field: RegExp; reason: string }[] = [
  {
    operation: 'GET /fitment/options/{type}',
    field: /^query\./,
    reason: 'the options of a level need the choices of the levels before it',
  },
  { operation: 'GET /search/redirect', field: /^query\.q$/, reason: 'a query of blanks only is refused' },
  {
    operation: 'GET /vin/{vin}',
    field: /^params\.vin$/,
    reason: 'a VIN is 17 characters with a check digit',
  },
  {
    operation: 'GET /catalogue',
    field: /^query\./,
    reason:
      'the facets allowed depend on the route (a custom facet narrows a category, a path needs its route)',
  },
  {
    operation: 'GET /recommendations',
    field: /^query\.types$/,
    reason: 'types is a comma list of known names',
  },
  {
    operation: 'POST /cart/{permId}/items',
    field: /fitmentData/,
    reason: 'fitmentData must name a vehicle of the catalogue',
  },
  {
    operation: 'POST /cart/{permId}/items',
    field: /^body$/,
    reason: 'the one-product form (AddToWishlistInput) is for a wishlist id only',
  },
  {
    operation: 'POST /cart/{permId}/share',
    field: /^body\.(email|url)$/,
    reason: 'the e-mail shape and the http(s) URL are checked in code',
  },
  {
    operation: 'POST /checkout/{permId}/giftcards',
    field: /^body\.number$/,
    reason: '12–19 digits once spaces and dashes are dropped',
  },
  {
    operation: 'POST /checkout/{permId}/shipping',
    field: /./,
    reason: 'the contact form is checked field by field in code, answering per-field errors',
  },
  {
    operation: 'POST /checkout/{permId}/billing',
    field: /./,
    reason: 'the contact form is checked field by field in code, answering per-field errors',
  },
  {
    operation: 'POST /checkout/{permId}/shippingmethod',
    field: /^body\.methodId$/,
    reason: 'the method must be one offered for the cart',
  },
  {
    operation: 'POST /orders/lookup',
    field: /^body\.email$/,
    reason: 'the e-mail or the ZIP code, one of them not blank (said in the schema description)',
  },
  {
    operation: 'POST /vitals',
    field: /^body\.metrics\.\d+\.(name|value)$/,
    reason: "each metric once, each value within its metric's bound (said in the schema description)",
  },
];

/**
 * Tables a refused request writes by design: a refused sign-in is counted, so repeated guesses slow down
 * (sign-in-throttle.ts). Any other row changed by a refused request is a finding.
 */
export const WRITES_ON_REFUSAL: Readonly<Record<string, readonly string[]>> = {
  'POST /account/sign-in': ['sign_in_failures'],
};

/** True when `body` refuses only fields whose rule VALID_REFUSALS lists for `operation`. */
export function refusalExcused(operation: string, body: unknown): boolean {
  const {
    code,
    issues = [],
    errors = [],
  } = (body ?? {}) as {
    code?: string;
    issues?: { path: string }[];
    errors?: { field: string }[];
  };
  if (code !== 'VALIDATION_ERROR') return false;
  const fields = [...issues.map((i) => i.path), ...errors.map((e) => e.field)];
  const rules = VALID_REFUSALS.filter((r) => r.operation === operation);
  return fields.length > 0 && fields.every((f) => rules.some((r) => r.field.test(f)));
}

/** One broken promise: the request (enough to replay it) and what was wrong. */
export interface Finding {
  operation: string;
  mutation: string;
  method: string;
  url: string;
  /** The body sent, cut to 300 characters. */
  payload?: string;
  status: number;
  problem: string;
}

/** What a fuzz run did and found. */
export interface FuzzFigures {
  requests: number;
  valid: number;
  broken: number;
  validAnswered2xx: number;
  statuses: Record<number, number>;
  serverErrors: number;
  schemaMismatches: number;
  rowsChangedByRejected: number;
  rateLimited: number;
  /** Operations no valid request reached a 2xx on (state they need, see STATE_CODES). */
  never2xx: string[];
  findings: Finding[];
}

export interface FuzzOptions {
  /** The API under test (the real app, or a planted one). */
  app: FastifyInstance;
  /** Its database, to show a rejected request changed no row (optional for apps without one). */
  db?: Database;
  doc: OpenApiDocument;
  seed: number;
  /** Requests per operation; a third are valid, the rest broken. */
  runsPerOperation: number;
  fixtures?: Fixtures;
  /** Only these operations (`METHOD /path`). */
  only?: (key: string) => boolean;
}

type Validator = ((data: unknown) => boolean) & { errors?: unknown };

/**
 * Per-table row count and a hash of the row versions (ctid and xmin: every insert, update and delete changes
 * them), cheaper than hashing the contents; one statement over every table of the schema.
 */
async function tableHashes(db: Database): Promise<Map<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select quote_ident(table_name) as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables.map(
    (t) =>
      `select '${t.name}' as name, count(*)::text || ':' || coalesce(sum(hashtext(x.ctid::text || x.xmin::text)::bigint), 0)::text as hash from ${t.name} x`,
  );
  const rows = await queryRows<{ name: string; hash: string }>(db, sql.raw(parts.join(' union all ')));
  return new Map(rows.map((r) => [r.name, r.hash]));
}

async function walPosition(db: Database): Promise<string> {
  const [row] = await queryRows<{ lsn: string }>(db, sql`select pg_current_wal_lsn()::text as lsn`);
  return row!.lsn;
}

/**
 * Watches the database for changes by rejected requests: the WAL position tells cheaply whether anything was
 * written; only then are the tables hashed, against a baseline taken after the last write.
 */
function rowWatch(db: Database) {
  let baseline: { lsn: string; hashes: Map<string, string> } | undefined;
  return {
    async before(): Promise<string> {
      const lsn = await walPosition(db);
      if (baseline?.lsn !== lsn) baseline = { lsn, hashes: await tableHashes(db) };
      return lsn;
    },
    /** Tables whose rows differ from before the request. */
    async changed(lsnBefore: string): Promise<string[]> {
      if ((await walPosition(db)) === lsnBefore || !baseline) return [];
      const now = await tableHashes(db);
      const changed = [...now]
        .filter(([name, hash]) => baseline!.hashes.get(name) !== hash)
        .map(([name]) => name);
      baseline = { lsn: await walPosition(db), hashes: now };
      return changed;
    },
  };
}

const STACK = /\n\s+at .+:\d+:\d+|node_modules/;

/** Sends requests generated from the document to the app and checks every answer against the promises. */
export async function fuzzApi(options: FuzzOptions): Promise<FuzzFigures> {
  const { app, db, doc, seed, runsPerOperation, fixtures = {}, only = () => true } = options;
  const resolve = resolverOf(doc);
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: doc.components ?? {} });
  const validators = new Map<string, Validator>();
  const validatorOf = (schema: object): Validator => {
    const text = JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/');
    let validator = validators.get(text);
    if (!validator) {
      validator = ajv.compile(JSON.parse(text)) as Validator;
      validators.set(text, validator);
    }
    return validator;
  };
  const watch = db ? rowWatch(db) : undefined;
  const figures: FuzzFigures = {
    requests: 0,
    valid: 0,
    broken: 0,
    validAnswered2xx: 0,
    statuses: {},
    serverErrors: 0,
    schemaMismatches: 0,
    rowsChangedByRejected: 0,
    rateLimited: 0,
    never2xx: [],
    findings: [],
  };
  const operations = operationsOf(doc).filter((op) => only(op.key));
  for (const [index, op] of operations.entries()) {
    const validRuns = Math.max(1, Math.round(runsPerOperation / 3));
    const requests = [
      ...fc.sample(validRequest(op, resolve, fixtures), { seed: seed + index, numRuns: validRuns }),
      ...fc.sample(brokenRequest(op, resolve, fixtures), {
        seed: seed + index,
        numRuns: Math.max(1, runsPerOperation - validRuns),
      }),
    ];
    let reached2xx = false;
    for (const request of requests) {
      const problems: string[] = [];
      const lsn = await watch?.before();
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      const status = response.statusCode;
      figures.requests += 1;
      figures[request.valid ? 'valid' : 'broken'] += 1;
      figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
      if (status === 429) figures.rateLimited += 1;
      if (status >= 500) {
        figures.serverErrors += 1;
        problems.push(`answered ${status}: ${response.body.slice(0, 200)}`);
      }
      const documented =
        op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
      const type = String(response.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim();
      let body: unknown;
      if (type === 'application/json') {
        try {
          body = JSON.parse(response.body);
        } catch {
          problems.push('JSON content type with a body that is not JSON');
        }
      }
      let mismatch: string | undefined;
      if (!documented) mismatch = `status ${status} is not in the document`;
      else if (documented.content && !(type in documented.content))
        mismatch = `content type ${type || 'none'} not documented`;
      else if (documented.content && type === 'application/json' && body !== undefined) {
        const validate = validatorOf(documented.content[type]!.schema);
        if (!validate(body))
          mismatch = `body does not match: ${JSON.stringify(validate.errors).slice(0, 300)}`;
      }
      if (mismatch) {
        figures.schemaMismatches += 1;
        problems.push(mismatch);
      }
      const error = status >= 400 ? (body as { statusCode?: number; code?: string } | undefined) : undefined;
      if (status >= 400 && status < 500 && error?.statusCode !== status) {
        problems.push(`4xx without the one error body: ${response.body.slice(0, 200)}`);
      }
      if (STACK.test(response.body)) problems.push('a stack trace in the body');
      if (request.valid) {
        if (status < 300) {
          figures.validAnswered2xx += 1;
          reached2xx = true;
        } else if (status < 500 && !STATE_CODES.has(error?.code ?? '') && !refusalExcused(op.key, body)) {
          problems.push(`valid request refused with ${error?.code}: ${response.body.slice(0, 200)}`);
        }
      }
      if (watch && lsn !== undefined && status >= 400) {
        const allowed = WRITES_ON_REFUSAL[op.key] ?? [];
        const changed = (await watch.changed(lsn)).filter((table) => !allowed.includes(table));
        if (changed.length > 0) {
          figures.rowsChangedByRejected += 1;
          problems.push(`rejected, yet rows changed in ${changed.join(', ')}`);
        }
      }
      for (const problem of problems) {
        figures.findings.push({
          operation: op.key,
          mutation: request.mutation || 'valid',
          method: request.method,
          url: request.url.slice(0, 200),
          payload: request.payload?.slice(0, 300),
          status,
          problem,
        });
      }
    }
    if (!reached2xx) figures.never2xx.push(op.key);
  }
  return figures;
}

/** A few findings per operation and problem kind, readable in a failure message. */
export function summarize(findings: readonly Finding[], limit = 20): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const f of findings) {
    const kind = `${f.operation} ${f.problem.slice(0, 40)}`;
    if (seen.has(kind)) continue;
    seen.add(kind);
    const sent = f.payload ? ` ${f.payload.slice(0, 120)}` : '';
    lines.push(
      `${f.status} ${f.operation} [${f.mutation}] ${f.method} ${f.url.slice(0, 100)}${sent} → ${f.problem}`,
    );
  }
  return `${findings.length} findings, ${lines.length} kinds:\n${lines.slice(0, limit).join('\n')}`;
}

export type { FuzzRequest };
