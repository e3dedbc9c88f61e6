import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/rows';
import { queryRows } from '../../db/rows';

/** Returns the global id of a permId, creating it on first sight in one statement (safe under races). */
export async function upsertIdentity(db: Executor, permId: string): Promise<string> {
  const rows = await queryRows<{ global_id: string }>(
    db,
    sql`insert into identities (perm_id) values (${permId})
        on conflict (perm_id) do update set perm_id = excluded.perm_id
        returning global_id`,
  );
  return rows[0]!.global_id;
}
