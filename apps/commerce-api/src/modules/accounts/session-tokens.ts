import { createHash } from 'node:crypto';
import type { DBAdapter, Where } from 'better-auth';

/** The SHA-256 of a session token: what the `sessions` table keeps, so a read of the table signs nobody in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

type Row = Record<string, unknown> | null | undefined;

function hashValue(value: Where['value']): Where['value'] {
  if (typeof value === 'string') return hashSessionToken(value);
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'string' ? hashSessionToken(v) : v)) as Where['value'];
  return value;
}

function hashWhere(model: string, where: Where[] | undefined): Where[] | undefined {
  if (model !== 'session' || !where) return where;
  return where.map((w) => (w.field === 'token' ? { ...w, value: hashValue(w.value) } : w));
}

/** The plain token a query asked by, to put back in the rows it answers (the library compares and re-sends it). */
function plainToken(model: string, where: Where[] | undefined): string | undefined {
  if (model !== 'session') return undefined;
  const byToken = where?.find((w) => w.field === 'token' && (w.operator ?? 'eq') === 'eq');
  return typeof byToken?.value === 'string' ? byToken.value : undefined;
}

function withToken<T>(row: T, token: string | undefined): T {
  const r = row as Row;
  return token === undefined || !r || typeof r !== 'object' ? row : ({ ...r, token } as T);
}

/**
 * Wraps the sign-in library's database adapter so session tokens are stored as their SHA-256: every write hashes
 * the token, every look-up by token hashes the value asked for, and rows found by their token carry the plain
 * token back (the library re-sends it in cookies). Rows listed by user carry the hash, which matches nothing.
 */
export function hashingSessionTokens(adapter: DBAdapter): DBAdapter {
  const wrap = <A extends Omit<DBAdapter, 'transaction'>>(inner: A): A => ({
    ...inner,
    create: async (data) => {
      const token = data.model === 'session' ? (data.data as { token?: unknown }).token : undefined;
      if (typeof token !== 'string') return inner.create(data);
      const row = await inner.create({ ...data, data: { ...data.data, token: hashSessionToken(token) } });
      return withToken(row, token);
    },
    findOne: async (data) =>
      withToken(
        await inner.findOne({ ...data, where: hashWhere(data.model, data.where) ?? [] }),
        plainToken(data.model, data.where),
      ),
    findMany: async (data) => {
      const token = plainToken(data.model, data.where);
      const rows = await inner.findMany({ ...data, where: hashWhere(data.model, data.where) });
      return rows.map((row) => withToken(row, token));
    },
    count: (data) => inner.count({ ...data, where: hashWhere(data.model, data.where) }),
    update: async (data) =>
      withToken(
        await inner.update({ ...data, where: hashWhere(data.model, data.where) ?? [] }),
        plainToken(data.model, data.where),
      ),
    updateMany: (data) => inner.updateMany({ ...data, where: hashWhere(data.model, data.where) ?? [] }),
    delete: (data) => inner.delete({ ...data, where: hashWhere(data.model, data.where) ?? [] }),
    deleteMany: (data) => inner.deleteMany({ ...data, where: hashWhere(data.model, data.where) ?? [] }),
    consumeOne: async (data) =>
      withToken(
        await inner.consumeOne({ ...data, where: hashWhere(data.model, data.where) ?? [] }),
        plainToken(data.model, data.where),
      ),
  });
  const outer = wrap(adapter);
  return {
    ...outer,
    transaction: (callback) => adapter.transaction((trx) => callback(wrap(trx))),
  };
}
