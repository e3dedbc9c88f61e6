import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** Something that can run SQL: the database or a transaction. */
export type Executor = Pick<Database, 'execute'>;

/** Runs a raw SQL query and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
