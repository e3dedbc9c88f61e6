import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './rows';
import { queryRows } from './rows';

// Past this many distinct statement shapes per engine, further shapes run unprepared, so free-form input (e.g.
// many search words) cannot grow the server's statement cache without bound.
const MAX_STATEMENTS = 500;

const dialect = new PgDialect();

/** What a prepared call sends to the driver, so a benchmark can replay exactly that without the app around it. */
export type DriverCall =
  | { kind: 'pg'; config: { name: string; text: string; values: unknown[] } }
  | { kind: 'pglite'; prepare: string | null; execute: string };

interface PgPoolLike {
  query: (config: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>;
}

let observer: ((call: DriverCall) => void) | null = null;

/** Sets (or clears with null) a function that sees every prepared call sent; the benchmark replays them. */
export function observeDriverCalls(fn: ((call: DriverCall) => void) | null): void {
  observer = fn;
}

const preparedByPglite = new WeakMap<PGlite, Map<string, Promise<unknown>>>();
const namesByPool = new WeakMap<object, Set<string>>();

function statementName(text: string): string {
  return `fk_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

// EXECUTE takes no bind parameters, so values travel as literals; PREPARE fixed their types already.
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('prepared statement parameter is not a finite number');
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`prepared statement parameter of type ${typeof value} is not supported`);
}

/** The driver under a Drizzle database, or null for a transaction (which runs its statements unprepared). */
function clientOf(db: Executor): unknown {
  return (db as { $client?: unknown }).$client ?? null;
}

/**
 * Runs a query as a named prepared statement, so the engine plans each statement shape once per connection
 * instead of on every call: PostgreSQL through node-postgres named statements (prepared per pooled
 * connection on first use), PGlite through PREPARE/EXECUTE on its single connection. The name is a hash of the
 * SQL text, so one shape always maps to one statement.
 */
export async function preparedRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const client = clientOf(db);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = statementName(text);
  if (client instanceof PGlite) {
    let prepared = preparedByPglite.get(client);
    if (!prepared) {
      prepared = new Map();
      preparedByPglite.set(client, prepared);
    }
    let prepareText: string | null = null;
    let ready = prepared.get(name);
    if (!ready) {
      if (prepared.size >= MAX_STATEMENTS) return queryRows<T>(db, query);
      prepareText = `prepare ${name} as ${text}`;
      ready = client.query(prepareText);
      prepared.set(name, ready);
      ready.catch(() => prepared.delete(name));
    }
    await ready;
    const execute = params.length ? `execute ${name}(${params.map(literal).join(', ')})` : `execute ${name}`;
    observer?.({ kind: 'pglite', prepare: prepareText, execute });
    const result = await client.query<T>(execute);
    return result.rows;
  }
  if (client && typeof (client as PgPoolLike).query === 'function' && !(client instanceof PGlite)) {
    let names = namesByPool.get(client as object);
    if (!names) {
      names = new Set();
      namesByPool.set(client as object, names);
    }
    if (!names.has(name)) {
      if (names.size >= MAX_STATEMENTS) return queryRows<T>(db, query);
      names.add(name);
    }
    const config = { name, text, values: params };
    observer?.({ kind: 'pg', config });
    const result = await (client as PgPoolLike).query(config);
    return result.rows as T[];
  }
  return queryRows<T>(db, query);
}

/** Replays one observed driver call on the bare driver (benchmarks: the same statements without the app). */
export async function replayDriverCall(client: unknown, call: DriverCall): Promise<void> {
  if (call.kind === 'pg') {
    await (client as PgPoolLike).query(call.config);
    return;
  }
  await (client as PGlite).query(call.execute);
}
