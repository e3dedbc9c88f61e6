/** The SQLSTATE and constraint of a database error, looking through the wrappers Drizzle adds. */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const constraint =
        typeof candidate.constraint === 'string'
          ? candidate.constraint
          : typeof candidate.message === 'string'
            ? /constraint "([^"]+)"/.exec(candidate.message)?.[1]
            : undefined;
      return constraint ? { code: candidate.code, constraint } : { code: candidate.code };
    }
    current = candidate.cause;
  }
  return {};
}

// Node's socket errors and PostgreSQL's connection (08…) and shutdown (57P01–57P03) states: the server went away or
// is restarting, so the same request may succeed in a moment.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const NODE_POSTGRES_LOST =
  /^(Connection terminated|Client has encountered a connection error|Connection ended|timeout exceeded when trying to connect)/;

/** True when the error says the database cannot be reached (down or restarting), not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^(08...|57P0[123])$/.test(code)))
      return true;
    // node-postgres ends a query on a dropped connection (or one reused after it dropped) with a message, no code.
    if (typeof message === 'string' && NODE_POSTGRES_LOST.test(message)) return true;
    current = cause;
  }
  return false;
}
